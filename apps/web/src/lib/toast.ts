import type { toast as sonnerToast } from "sonner";

type Show = (...args: Parameters<typeof sonnerToast.success>) => void;

/** sonner, fetched with the first toast (or with the Toaster, just after hydration). */
function show(kind: "success" | "error" | "info"): Show {
  return (message, options) => {
    import("sonner")
      .then(({ toast }) => toast[kind](message, options))
      .catch(() => {
        // sonner failed to download (offline): the toast is lost, the action it reports is not.
      });
  };
}

/**
 * sonner's `toast`, without sonner in the first script: the page's code may call it at once, and
 * the Toaster shows every toast made before it mounted (app/deferred-toaster.tsx).
 */
export const toast = {
  success: show("success"),
  error: show("error"),
  info: show("info"),
};

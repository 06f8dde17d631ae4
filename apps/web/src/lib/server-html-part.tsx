import { splitLanguagePath } from "@app/shared/language-path";
import i18next from "i18next";
import { type ReactNode, Suspense, useLayoutEffect, useRef, useState } from "react";
import { type NavigateFunction, useNavigate } from "react-router";
import { useHydrated } from "./use-hydrated";

/** Hydration leaves an element's inner HTML as the server sent it (React compares no inner HTML). */
const KEEP_SERVER_HTML = { __html: "" };

/**
 * A part of the page made of texts and links only (the footer, the home page's stats): the
 * browser keeps the server's HTML of it and runs none of its components, so a page's load spends
 * no script on it (issue 12's blocking time, ADR 25). A click on one of its links to a page of
 * the app, in the page's language, moves within the app as `Link` does. Rendered in the browser
 * (another page, another language) it renders its children as any part does, in a Suspense
 * boundary of their own (a lazy part's code loads then).
 *
 * Its children must hold no state and no handler other than a link's: in the hydrated page they
 * never run.
 */
export function ServerHtmlPart({ children }: { children: ReactNode }) {
  const hydrating = !useHydrated();
  // Decided by the first render: adopted while hydrating, and kept so afterwards.
  const [adopted] = useState(() => !import.meta.env.SSR && hydrating);
  const element = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  // Only the adopted element has the ref: a part rendered in the browser has `Link`s of its own.
  useLayoutEffect(() => {
    const part = element.current;
    if (!part) return;
    const onClick = (event: MouseEvent) => followWithinApp(event, navigate);
    part.addEventListener("click", onClick);
    return () => part.removeEventListener("click", onClick);
  }, [navigate]);

  if (adopted) {
    return (
      <div
        ref={element}
        className="contents"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, never set: hydration keeps the server's HTML
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
        suppressHydrationWarning
      />
    );
  }
  // A lazy part (lib/lazy-part.tsx) rendered in the browser waits for its code here, alone; on
  // the server its code is loaded, and hydration never renders these children.
  return (
    <div className="contents">
      <Suspense>{children}</Suspense>
    </div>
  );
}

/** What React Router's `Link` does with a click, for a plain link of the server's HTML. */
function followWithinApp(event: MouseEvent, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const link = (event.target as Element | null)?.closest("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return;
  if (link.target && link.target !== "_self") return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return;
  const { language, path } = splitLanguagePath(url.pathname);
  if (language !== i18next.language) return;
  event.preventDefault();
  const current = window.location.pathname + window.location.search + window.location.hash;
  const next = url.pathname + url.search + url.hash;
  navigate(path + url.search + url.hash, { replace: next === current });
}

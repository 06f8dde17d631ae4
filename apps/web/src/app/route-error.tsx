import { useEffect } from "react";
import { useLocation, useNavigate, useRevalidator, useRouteError } from "react-router";
import { ErrorScreen } from "./error-screen";

/** A page chunk that failed to download stays failed in the module map until a reload. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|module script failed|Failed to fetch/i.test(error.message)
  );
}

/** Per-page error element: the layout stays, the page shows "Page Loading Error". */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  useEffect(() => {
    console.warn("Page error", error);
  }, [error]);

  const retry = () => {
    if (isChunkLoadError(error)) {
      window.location.reload();
      return;
    }
    // A fresh navigation to the same URL clears the error and renders the page again.
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
    void revalidator.revalidate();
  };

  return (
    <ErrorScreen
      titleKey="errors.page.title"
      messageKey="errors.page.message"
      onRetry={retry}
      homeHref="/"
    />
  );
}

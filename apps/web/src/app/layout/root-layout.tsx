import { Suspense } from "react";
import { Outlet } from "react-router";
import { PAD_PAGE_GUTTER, PAGE_GUTTER } from "@/components/layout/page-gutter";
import { DeferredSessionGuards } from "@/features/auth/components/deferred-session-guards";
import { CookieBannerSlot } from "@/features/cookie-consent/components/cookie-banner-slot";
import { RouteMeta } from "@/features/seo/route-meta";
import { lazyPart } from "@/lib/lazy-part";
import { ServerHtmlPart } from "@/lib/server-html-part";
import { cn } from "@/lib/utils";
import { Navbar } from "./navbar";
import { ScrollToTop } from "./scroll-to-top";
import { SkipLink } from "./skip-link";

/**
 * Texts and links only: a page load keeps the server's HTML of them and never fetches their code
 * (ADR 25); only a render in the browser (another language) loads it.
 */
const Footer = lazyPart(() => import("./footer").then((m) => m.Footer));
const QuickActions = lazyPart(() => import("./quick-actions").then((m) => m.QuickActions));

export function RootLayout() {
  return (
    <div className={cn("flex min-h-dvh flex-col pb-16 md:pb-0", PAGE_GUTTER)}>
      <ScrollToTop />
      <DeferredSessionGuards />
      <RouteMeta />
      <SkipLink targetId="main" />
      {/* Early in the tab order so keyboard users meet it first; it is drawn at the bottom. */}
      <CookieBannerSlot />
      {/* The header is a hydration boundary of its own, as are the page's parts. */}
      <Suspense>
        <Navbar />
      </Suspense>
      <main
        id="main"
        tabIndex={-1}
        className={cn("flex-1 scroll-mt-16 outline-none", PAD_PAGE_GUTTER)}
      >
        <Outlet />
      </main>
      {/* Hydrated with the shell, as the server's HTML (no Suspense boundary of their own, so an
          early navigation cannot have React render them afresh while a click is on its way). */}
      <ServerHtmlPart>
        <Footer />
      </ServerHtmlPart>
      <ServerHtmlPart>
        <QuickActions />
      </ServerHtmlPart>
    </div>
  );
}

import { Suspense } from "react";
import { Outlet } from "react-router";
import { PAD_PAGE_GUTTER, PAGE_GUTTER } from "@/components/layout/page-gutter";
import { DeferredSessionGuards } from "@/features/auth/components/deferred-session-guards";
import { CookieBannerSlot } from "@/features/cookie-consent/components/cookie-banner-slot";
import { RouteMeta } from "@/features/seo/route-meta";
import { ServerHtmlPart } from "@/lib/server-html-part";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";
import { Footer } from "./footer";
import { MobileActionBar } from "./mobile-action-bar";
import { Navbar } from "./navbar";
import { ScrollToTop } from "./scroll-to-top";
import { SkipLink } from "./skip-link";
import { WhatsAppButton } from "./whatsapp-button";

export function RootLayout() {
  const { t } = useTranslation();
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
      {/* Texts and links only: the server's HTML, no script on the page's load. */}
      <ServerHtmlPart>
        <Footer />
      </ServerHtmlPart>
      {/* The fixed call, demo and WhatsApp links, in a landmark of their own. */}
      <ServerHtmlPart>
        <aside aria-label={t("a11y.quickActions")}>
          <MobileActionBar />
          <WhatsAppButton />
        </aside>
      </ServerHtmlPart>
    </div>
  );
}

import { Outlet } from "react-router";
import { CookieBanner } from "@/features/cookie-consent/components/cookie-banner";
import { DocumentTitle } from "./document-title";
import { Footer } from "./footer";
import { MobileActionBar } from "./mobile-action-bar";
import { Navbar } from "./navbar";
import { ScrollToTop } from "./scroll-to-top";
import { WhatsAppButton } from "./whatsapp-button";

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col pb-16 md:pb-0">
      <ScrollToTop />
      <DocumentTitle />
      <Navbar />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <MobileActionBar />
      <WhatsAppButton />
      <CookieBanner />
    </div>
  );
}

import { Menu, X } from "lucide-react";
import { type KeyboardEvent, Suspense, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { PAD_PAGE_GUTTER } from "@/components/layout/page-gutter";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { lazyOptional } from "@/lib/lazy-optional";
import { useSiteConfig } from "@/lib/site-config";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";
import { AuthButtons } from "./auth-buttons";
import { LanguageMenu } from "./language-menu";
import { MobileMenu } from "./mobile-menu";
import { NAV_ITEMS } from "./nav-items";

const MOBILE_MENU_ID = "mobile-menu";

/**
 * Shown once the session is known, which is after hydration (the server renders the session as
 * loading, an empty slot): its menu's code loads then, not with the first script. Its file
 * failing to load (offline, a release since) leaves the slot empty, not the error screen.
 */
const UserMenu = lazyOptional(() => import("./user-menu").then((module) => module.UserMenu));

export function Navbar() {
  const { t } = useTranslation();
  const { brandName } = useSiteConfig();
  const { user, status } = useAuth();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Escape, with focus in the header (not in a menu it opened), closes the mobile menu and
  // returns focus to its toggle. A handler on the header, not a listener added once the menu is
  // open: that would miss an Escape pressed before the effect ran.
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (!open || event.key !== "Escape") return;
    if (!headerRef.current?.contains(document.activeElement)) return;
    setOpen(false);
    toggleRef.current?.focus();
  };

  // Close the mobile menu whenever the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger
  useEffect(() => setOpen(false), [pathname]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape for the controls inside it, not a control itself
    <header
      ref={headerRef}
      onKeyDown={closeOnEscape}
      className={cn(
        "sticky top-0 z-40 border-slate-200 border-b bg-white/95 backdrop-blur",
        PAD_PAGE_GUTTER,
      )}
    >
      <nav
        aria-label={t("nav.main")}
        className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6"
      >
        <Link
          to="/"
          aria-label={t("nav.home", { brand: brandName })}
          className="flex items-center gap-2 rounded-md font-bold text-brand-700 text-xl"
        >
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-base text-white"
          >
            {brandName.charAt(0)}
          </span>
          <span>{brandName}</span>
        </Link>
        <ul className="ms-6 hidden items-center gap-1 md:flex">
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className={({ isActive }) =>
                  cn(
                    "rounded-md px-3 py-2 font-medium text-slate-600 text-sm hover:text-slate-900",
                    isActive && "text-brand-700",
                  )
                }
              >
                {t(item.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="ms-auto flex items-center gap-2">
          <LanguageMenu />
          <div className="hidden items-center gap-2 md:flex">
            {user ? (
              <Suspense fallback={null}>
                <UserMenu user={user} />
              </Suspense>
            ) : status === "signed-out" ? (
              <AuthButtons />
            ) : null}
          </div>
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={t("nav.toggleMenu")}
            aria-expanded={open}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </nav>
      {open ? <MobileMenu id={MOBILE_MENU_ID} user={user} /> : null}
    </header>
  );
}

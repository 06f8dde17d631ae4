import type { Profile } from "@app/shared/auth-schemas";
import { dashboardPathFor } from "@app/shared/roles";
import { NavLink } from "react-router";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";
import { AuthButtons } from "./auth-buttons";
import { NAV_ITEMS } from "./nav-items";
import { useSignOutAndLeave } from "./use-sign-out-and-leave";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "block rounded-md px-3 py-2 font-medium text-base text-slate-700 hover:bg-slate-100",
    isActive && "text-brand-700",
  );

/** The small-screen menu under the navbar: same links, account actions at the end. */
export function MobileMenu({ id, user }: { id: string; user: Profile | null }) {
  const { t } = useTranslation();
  const signOut = useSignOutAndLeave();

  return (
    <div id={id} className="border-slate-200 border-t bg-white px-4 pt-2 pb-4 md:hidden">
      <ul className="grid gap-1">
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={linkClass}>
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
        {user ? (
          <li>
            <NavLink to={dashboardPathFor(user.role)} className={linkClass}>
              {t("nav.dashboard")}
            </NavLink>
          </li>
        ) : null}
        {user ? (
          <li>
            <NavLink to="/account" className={linkClass}>
              {t("nav.accountSettings")}
            </NavLink>
          </li>
        ) : null}
      </ul>
      <div className="mt-3 border-slate-200 border-t pt-3">
        {user ? (
          <div className="flex items-center justify-between gap-2">
            <span className="truncate text-slate-600 text-sm">{user.fullName || user.email}</span>
            <Button variant="outline" size="sm" onClick={signOut}>
              {t("nav.signOut")}
            </Button>
          </div>
        ) : (
          <AuthButtons />
        )}
      </div>
    </div>
  );
}

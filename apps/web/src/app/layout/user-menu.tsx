import type { Profile } from "@app/shared/auth-schemas";
import { dashboardPathFor } from "@app/shared/roles";
import { ChevronDown, LayoutDashboard, LogOut, UserCog, UserRound } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useTranslation } from "@/lib/use-translation";
import { useSignOutAndLeave } from "./use-sign-out-and-leave";

/** Signed-in menu: the trigger shows the user's name (or email). */
export function UserMenu({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const signOut = useSignOutAndLeave();
  const name = user.fullName || user.email;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="max-w-56">
          <UserRound aria-hidden="true" />
          <span className="truncate">{name}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="truncate">{user.email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={dashboardPathFor(user.role)}>
            <LayoutDashboard aria-hidden="true" />
            {t("nav.dashboard")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/account">
            <UserCog aria-hidden="true" />
            {t("nav.accountSettings")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={signOut}>
          <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
          {t("nav.signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

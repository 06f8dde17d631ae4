import type { Role } from "@app/shared/roles";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { twoFactorSetupHref } from "@/lib/two-factor-setup";
import { useTranslation } from "@/lib/use-translation";
import { AccessDenied } from "./access-denied";

/**
 * Signed out: to /auth. Wrong role (admins may open every dashboard): Access denied. An admin page
 * for an admin without two-factor sign-in: the account settings' set-up, coming back after it.
 */
export function RequireRole({ allow, children }: { allow: Role; children: ReactNode }) {
  const { t } = useTranslation();
  const { status, user } = useAuth();
  const location = useLocation();

  if (status === "loading") return <Spinner label={t("common.loading")} />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  if (user.role !== allow && user.role !== "admin") return <AccessDenied ownRole={user.role} />;
  if (allow === "admin" && !user.twoFactorEnabled) {
    return <Navigate to={twoFactorSetupHref(location.pathname + location.search)} replace />;
  }
  return children;
}

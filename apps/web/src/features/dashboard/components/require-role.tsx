import type { Role } from "@app/shared/roles";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { useTranslation } from "@/lib/use-translation";
import { AccessDenied } from "./access-denied";

/** Signed out: to /auth. Wrong role (admins may open every dashboard): Access denied. */
export function RequireRole({ allow, children }: { allow: Role; children: ReactNode }) {
  const { t } = useTranslation();
  const { status, user } = useAuth();
  const location = useLocation();

  if (status === "loading") return <Spinner label={t("common.loading")} />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  if (user.role !== allow && user.role !== "admin") return <AccessDenied ownRole={user.role} />;
  return children;
}

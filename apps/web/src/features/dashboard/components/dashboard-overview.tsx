import type { Role } from "@app/shared/roles";
import { LayoutDashboard } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { isApiError } from "@/lib/api-error";
import { useDashboard } from "../api/get-dashboard";
import { AccessDenied } from "./access-denied";

/** The dashboard page for one role: who is signed in, while the workspace itself is built. */
export function DashboardOverview({ dashboard }: { dashboard: Role }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const format = useFormatters();
  const { data, error, isPending, refetch } = useDashboard(dashboard);
  const memberSince = data ? format.date(data.profile.createdAt) : "";

  if (isApiError(error) && error.status === 403) return <AccessDenied ownRole={user?.role ?? ""} />;
  // A 401 means the session ended: the guard above sends the visitor to /auth.
  if (isApiError(error) && error.status === 401) return null;

  return (
    <section className="mx-auto grid max-w-5xl gap-6 px-4 py-12 sm:px-6">
      <header className="flex items-center gap-3">
        <LayoutDashboard className="size-8 text-brand-600" aria-hidden="true" />
        <h1 className="font-bold text-3xl tracking-tight">{t(`dashboard.titles.${dashboard}`)}</h1>
      </header>
      {isPending ? (
        <Spinner label={t("dashboard.loading")} />
      ) : error || !data ? (
        <Card className="grid justify-items-start gap-4">
          <p role="alert" className="text-slate-700">
            {t("dashboard.loadError")}
          </p>
          <Button variant="outline" onClick={() => void refetch()}>
            {t("common.tryAgain")}
          </Button>
        </Card>
      ) : (
        <Card className="grid gap-2">
          <h2 className="font-semibold text-xl">
            {t("dashboard.welcome", { name: data.profile.fullName })}
          </h2>
          <p className="text-slate-600">
            {t("dashboard.signedInAs", { email: data.profile.email })}
          </p>
          <p className="text-slate-600">
            {t("dashboard.role", { role: t(`roles.${data.profile.role}`) })}
          </p>
          {memberSince ? (
            <p className="text-slate-600">{t("dashboard.memberSince", { date: memberSince })}</p>
          ) : null}
          <p className="mt-4 rounded-lg bg-brand-50 p-4 text-brand-800">
            {t("dashboard.preparing")}
          </p>
        </Card>
      )}
    </section>
  );
}

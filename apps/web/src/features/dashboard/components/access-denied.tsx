import { dashboardPathFor } from "@app/shared/roles";
import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/use-translation";

/** Shown when a signed-in user opens a dashboard that is not theirs. */
export function AccessDenied({ ownRole }: { ownRole: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 py-20 text-center">
      <ShieldAlert className="size-12 text-amber-500" aria-hidden="true" />
      <h1 className="font-bold text-3xl tracking-tight">{t("dashboard.accessDenied")}</h1>
      <p className="text-slate-600">{t("dashboard.accessDeniedDescription")}</p>
      <Button asChild>
        <Link to={dashboardPathFor(ownRole)}>{t("dashboard.goToMyDashboard")}</Link>
      </Button>
    </section>
  );
}

import type { AdminStats } from "@app/shared/admin";
import { ClipboardList, Hourglass, Package, Users } from "lucide-react";
import type { ComponentType } from "react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ListError } from "@/features/dashboard/components/list-states";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";
import { useAdminStats } from "../api/get-admin-stats";

const CARDS: { key: keyof AdminStats; icon: ComponentType<{ className?: string }> }[] = [
  { key: "totalUsers", icon: Users },
  { key: "toolsListed", icon: Package },
  { key: "consultations", icon: ClipboardList },
  { key: "pendingSubmissions", icon: Hourglass },
];

/** Live platform counts from /api/admin/stats. */
export function AdminStatCards() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { data, isPending, isError, refetch } = useAdminStats();

  if (isError) {
    return <ListError text={t("dashboard.admin.stats.error")} onRetry={refetch} />;
  }

  return (
    <section aria-labelledby="admin-stats-heading">
      <h2 id="admin-stats-heading" className="sr-only">
        {t("dashboard.admin.stats.heading")}
      </h2>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {CARDS.map(({ key, icon: Icon }) => (
          <Card key={key} className="grid gap-2 p-4 sm:p-6">
            <dt className="flex items-center gap-2 font-medium text-slate-600 text-sm">
              <Icon className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
              {t(`dashboard.admin.stats.${key}`)}
            </dt>
            <dd className="font-bold text-2xl text-slate-900 sm:text-3xl">
              {isPending ? (
                <>
                  <Skeleton className="h-8 w-16" />
                  <span className="sr-only">{t("common.loading")}</span>
                </>
              ) : (
                format.number(data?.[key] ?? 0)
              )}
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}

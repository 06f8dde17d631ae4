import { VENDOR_STATS_RECENT_DAYS } from "@app/shared/vendor";
import { Eye, Heart, Package, Star } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ListError } from "@/features/dashboard/components/list-states";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";
import { useVendorStats } from "../api/get-vendor-stats";

function StatCard({
  icon,
  label,
  value,
  detail,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  detail: string;
}) {
  return (
    <Card className="grid content-start gap-1">
      <dt className="flex items-center gap-2 font-medium text-slate-600 text-sm">
        {icon}
        {label}
      </dt>
      <dd className="font-bold text-3xl tabular-nums">{value}</dd>
      <dd className="text-slate-600 text-sm">{detail}</dd>
    </Card>
  );
}

/** Tools listed, views, saves and average rating of the vendor's own listings. */
export function VendorStatCards() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { data, isPending, isError, refetch } = useVendorStats();
  const title = (
    <h2 id="vendor-stats" className="sr-only">
      {t("dashboard.vendor.stats.title")}
    </h2>
  );

  if (isPending) {
    return (
      <section aria-labelledby="vendor-stats" aria-busy="true" className="grid gap-4">
        {title}
        <p className="sr-only">{t("dashboard.vendor.stats.loading")}</p>
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {["listed", "views", "saves", "rating"].map((key) => (
            <Skeleton key={key} className="h-32" />
          ))}
        </div>
      </section>
    );
  }
  if (isError) {
    return (
      <section aria-labelledby="vendor-stats">
        {title}
        <ListError text={t("dashboard.vendor.stats.loadError")} onRetry={refetch} />
      </section>
    );
  }

  const recent = (count: number) =>
    t("dashboard.vendor.stats.recent", {
      days: format.number(VENDOR_STATS_RECENT_DAYS),
      value: format.number(count),
    });
  const icon = "size-4 text-brand-600";
  return (
    <section aria-labelledby="vendor-stats">
      {title}
      <dl className="grid grid-cols-1 gap-4 min-[390px]:grid-cols-2 lg:grid-cols-4">
        <StatCard
          icon={<Package className={icon} aria-hidden="true" />}
          label={t("dashboard.vendor.stats.toolsListed")}
          value={format.number(data.toolsListed)}
          detail={t("dashboard.vendor.stats.allTime")}
        />
        <StatCard
          icon={<Eye className={icon} aria-hidden="true" />}
          label={t("dashboard.vendor.stats.views")}
          value={format.number(data.views.allTime)}
          detail={recent(data.views.last30Days)}
        />
        <StatCard
          icon={<Heart className={icon} aria-hidden="true" />}
          label={t("dashboard.vendor.stats.saves")}
          value={format.number(data.saves.allTime)}
          detail={recent(data.saves.last30Days)}
        />
        <StatCard
          icon={<Star className={icon} aria-hidden="true" />}
          label={t("dashboard.vendor.stats.averageRating")}
          value={data.averageRating === null ? "—" : format.rating(data.averageRating)}
          detail={
            data.averageRating === null
              ? t("dashboard.vendor.stats.noRatings")
              : t("dashboard.vendor.stats.ratingsCount", {
                  value: format.number(data.ratingsCount),
                })
          }
        />
      </dl>
    </section>
  );
}

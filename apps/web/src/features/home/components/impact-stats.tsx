import { FULL_BLEED } from "@/components/layout/page-gutter";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";
import { IMPACT_STATS } from "../content/impact-stats";
import { formatStatValue } from "../lib/format";

/** The five impact claims, numbers formatted for the reader's language. */
export function ImpactStats() {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="home-stats-title" className={cn("bg-white", FULL_BLEED)}>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 sm:px-6">
        <header className="grid gap-2 text-center">
          <h2 id="home-stats-title" className="font-bold text-3xl text-slate-900 tracking-tight">
            {t("home.stats.title")}
          </h2>
          <p className="mx-auto max-w-2xl text-slate-600">{t("home.stats.intro")}</p>
        </header>
        <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-5">
          {IMPACT_STATS.map((stat) => {
            const number = formatStatValue(stat, i18n.language);
            const value =
              stat.format === "multiplier" ? t("home.stats.multiplier", { value: number }) : number;
            return (
              <li
                key={stat.id}
                className="grid content-start gap-1 rounded-xl border border-brand-100 bg-brand-50 p-5 text-center"
              >
                <span className="font-bold text-4xl text-brand-700 tracking-tight">{value}</span>
                <span className="text-slate-700">{t(`home.stats.items.${stat.id}`)}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

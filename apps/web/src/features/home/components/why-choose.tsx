import type { LucideIcon } from "lucide-react";
import { Globe2, ShieldCheck, TrendingUp } from "lucide-react";
import { IconCardList } from "@/components/layout/icon-card-list";
import { FULL_BLEED } from "@/components/layout/page-gutter";
import { useSiteConfig } from "@/lib/site-config";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";

const CARDS: readonly { id: "vetted" | "proven" | "global"; icon: LucideIcon }[] = [
  { id: "vetted", icon: ShieldCheck },
  { id: "proven", icon: TrendingUp },
  { id: "global", icon: Globe2 },
];

/** Three reasons to work with us: vetted tools, proven results, global expertise. */
export function WhyChoose() {
  const { t } = useTranslation();
  const { brandName } = useSiteConfig();
  return (
    <section aria-labelledby="home-why-title" className={cn("bg-slate-50", FULL_BLEED)}>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 sm:px-6">
        <header className="grid gap-2 text-center">
          <h2 id="home-why-title" className="font-bold text-3xl text-slate-900 tracking-tight">
            {t("home.whyChoose.title", { brand: brandName })}
          </h2>
          <p className="mx-auto max-w-2xl text-slate-600">{t("home.whyChoose.intro")}</p>
        </header>
        <IconCardList
          className="md:grid-cols-3"
          items={CARDS.map(({ id, icon }) => ({
            id,
            icon,
            title: t(`home.whyChoose.cards.${id}.title`),
            description: t(`home.whyChoose.cards.${id}.text`),
          }))}
        />
      </div>
    </section>
  );
}

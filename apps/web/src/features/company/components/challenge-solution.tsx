import type { LucideIcon } from "lucide-react";
import { Lightbulb, TriangleAlert } from "lucide-react";
import { useId } from "react";
import { Card } from "@/components/ui/card";
import { useTranslation } from "@/lib/use-translation";

function Panel({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex">
      <Card className="grid w-full content-start gap-3">
        <Icon className="size-7 text-brand-700" aria-hidden="true" />
        <h2 id={headingId} className="font-bold text-2xl text-slate-900">
          {title}
        </h2>
        <p className="text-lg text-slate-600">{text}</p>
      </Card>
    </section>
  );
}

/** The problem businesses face with AI and how we answer it. */
export function ChallengeSolution() {
  const { t } = useTranslation();
  return (
    <div className="px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto grid max-w-6xl gap-6 md:grid-cols-2">
        <Panel
          icon={TriangleAlert}
          title={t("mission.challenge.title")}
          text={t("mission.challenge.text")}
        />
        <Panel
          icon={Lightbulb}
          title={t("mission.solution.title")}
          text={t("mission.solution.text")}
        />
      </div>
    </div>
  );
}

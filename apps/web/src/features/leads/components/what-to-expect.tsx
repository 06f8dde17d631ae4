import { LEAD_PROMISES } from "@app/shared/leads";
import { Clock, Map as MapIcon, TrendingUp } from "lucide-react";
import { Card } from "@/components/ui/card";
import { useTranslation } from "@/lib/use-translation";
import { FeatureList } from "./feature-list";

/** The three things a consultation gives: deep dive, roadmap, ROI projections. */
export function WhatToExpect() {
  const { t } = useTranslation();
  return (
    <Card className="grid gap-4">
      <h2 className="font-semibold text-lg text-slate-900">{t("consultation.expect.title")}</h2>
      <FeatureList
        items={[
          {
            icon: Clock,
            title: t("consultation.expect.deepDive", {
              minutes: LEAD_PROMISES.consultationSessionMinutes,
            }),
            text: t("consultation.expect.deepDiveText"),
          },
          {
            icon: MapIcon,
            title: t("consultation.expect.roadmap"),
            text: t("consultation.expect.roadmapText"),
          },
          {
            icon: TrendingUp,
            title: t("consultation.expect.roi"),
            text: t("consultation.expect.roiText"),
          },
        ]}
      />
    </Card>
  );
}

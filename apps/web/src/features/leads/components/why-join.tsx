import { Headset, ShieldCheck, Target } from "lucide-react";
import { Card } from "@/components/ui/card";
import { useTranslation } from "@/lib/use-translation";
import { FeatureList } from "./feature-list";

/** What vendors get from being listed. */
export function WhyJoin() {
  const { t } = useTranslation();
  return (
    <Card className="grid gap-4">
      <h2 className="font-semibold text-lg text-slate-900">{t("submitTool.whyJoin.title")}</h2>
      <FeatureList
        items={[
          {
            icon: Target,
            title: t("submitTool.whyJoin.leads"),
            text: t("submitTool.whyJoin.leadsText"),
          },
          {
            icon: ShieldCheck,
            title: t("submitTool.whyJoin.trusted"),
            text: t("submitTool.whyJoin.trustedText"),
          },
          {
            icon: Headset,
            title: t("submitTool.whyJoin.support"),
            text: t("submitTool.whyJoin.supportText"),
          },
        ]}
      />
    </Card>
  );
}

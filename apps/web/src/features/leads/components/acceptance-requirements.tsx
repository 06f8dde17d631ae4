import { CircleCheck } from "lucide-react";
import { Card } from "@/components/ui/card";
import { useTranslation } from "@/lib/use-translation";

/** SPEC §9: what a tool needs before it is listed. */
const REQUIREMENT_KEYS = [
  "submitTool.requirements.trackRecord",
  "submitTool.requirements.support",
  "submitTool.requirements.uptime",
  "submitTool.requirements.pricing",
  "submitTool.requirements.privacy",
  "submitTool.requirements.integrations",
] as const;

export function AcceptanceRequirements() {
  const { t } = useTranslation();
  return (
    <Card className="grid gap-4">
      <h2 className="font-semibold text-lg text-slate-900">{t("submitTool.requirements.title")}</h2>
      <ul className="grid gap-3">
        {REQUIREMENT_KEYS.map((key) => (
          <li key={key} className="flex gap-2 text-slate-700 text-sm">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
            {t(key)}
          </li>
        ))}
      </ul>
    </Card>
  );
}

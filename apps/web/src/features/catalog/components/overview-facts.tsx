import type { Tool } from "@app/shared/catalog-schemas";
import { useTranslation } from "@/lib/use-translation";
import { useVendorFacts } from "../hooks/use-vendor-facts";
import { DetailList } from "./detail-list";

/** The overview's facts: how long it takes to start, the support, the free trial. */
export function OverviewFacts({ tool }: { tool: Tool }) {
  const { t } = useTranslation();
  const facts = useVendorFacts();
  const notSpecified = t("tool.notSpecified");
  return (
    <DetailList
      items={[
        {
          label: t("tool.implementationTime"),
          value: tool.implementationTime
            ? facts.implementationTime(tool.implementationTime)
            : notSpecified,
        },
        {
          label: t("tool.supportLevel"),
          value: (tool.support && facts.support(tool.support)) ?? notSpecified,
        },
        {
          label: t("tool.freeTrial"),
          value: tool.freeTrial ? t("tool.freeTrialAvailable") : t("tool.noFreeTrial"),
        },
      ]}
    />
  );
}

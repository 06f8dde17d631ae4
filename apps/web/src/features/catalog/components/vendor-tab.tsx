import type { Tool } from "@app/shared/catalog-schemas";
import { LtrText } from "@/components/text/ltr-text";
import { websiteVisitHref } from "@/features/analytics/api/track-outbound-click";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";
import { useCatalogLabels } from "../hooks/use-catalog-labels";
import { useTextLang } from "../hooks/use-text-lang";
import { useVendorFacts } from "../hooks/use-vendor-facts";
import { DetailList } from "./detail-list";

export function VendorTab({ tool }: { tool: Tool }) {
  const { t } = useTranslation();
  const labels = useCatalogLabels();
  const format = useFormatters();
  const langOf = useTextLang(tool);
  const facts = useVendorFacts();
  return (
    <DetailList
      items={[
        {
          label: t("tool.targetAudience"),
          value: tool.targetAudience ? (
            <span lang={langOf("targetAudience")}>{tool.targetAudience}</span>
          ) : (
            t("tool.notSpecified")
          ),
        },
        {
          label: t("tool.languagesSupported"),
          value:
            tool.languagesSupported.length > 0
              ? format.list(facts.languageNames(tool.languagesSupported))
              : t("tool.notSpecified"),
        },
        { label: t("tool.category"), value: labels.category(tool.category) },
        {
          label: t("tool.website"),
          value: tool.websiteUrl ? (
            <a
              href={websiteVisitHref(tool.id)}
              target="_blank"
              rel="noopener noreferrer"
              className="break-all text-brand-700 underline-offset-4 hover:underline"
            >
              <LtrText>{tool.websiteUrl}</LtrText>
            </a>
          ) : (
            t("tool.notAvailable")
          ),
        },
      ]}
    />
  );
}

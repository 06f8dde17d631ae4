import { inIndustryOrder } from "@app/shared/catalog";
import type { Tool } from "@app/shared/catalog-schemas";
import type { ReactNode } from "react";
import { VendorText } from "@/components/text/vendor-text";
import { ToolRating } from "@/features/catalog/components/tool-rating";
import { useCatalogLabels } from "@/features/catalog/hooks/use-catalog-labels";
import { textLangOf } from "@/features/catalog/hooks/use-text-lang";
import { useVendorFacts } from "@/features/catalog/hooks/use-vendor-facts";
import { ToolPrice } from "@/features/pricing/components/tool-price";
import { YearCostCell } from "@/features/pricing/components/year-cost-cell";
import { useTeamSize } from "@/features/pricing/hooks/use-team-size";
import { useTranslation } from "@/lib/use-translation";
import type comparePageEn from "@/locales/comparePage/en.json";

type RowKey = keyof typeof comparePageEn.rows;

export interface CompareRow {
  key: string;
  label: string;
  /** What the cell shows. */
  render: (tool: Tool) => ReactNode;
  /** What is compared to tell whether the tools differ in this row. */
  value: (tool: Tool) => string;
}

/**
 * A list of the vendor's words, or "Not stated"; `lang` when the words are in another language than
 * the page (a listing's English text on an Arabic or Hindi page).
 */
function TextList({
  items,
  none,
  lang,
}: {
  items: readonly string[];
  none: string;
  lang?: string | undefined;
}) {
  if (items.length === 0) return <span className="text-slate-500">{none}</span>;
  return (
    <ul className="grid gap-1" lang={lang}>
      {items.map((item) => (
        // The item is isolated inside a line of the page's direction, so it aligns to the
        // table's start (an English item sits on the right on an Arabic page).
        <li key={item}>
          <VendorText>{item}</VendorText>
        </li>
      ))}
    </ul>
  );
}

const sorted = (items: readonly string[]) => [...items].sort().join("\n");

/**
 * The rows of a comparison, in the order issue 14 lists them. A listing's texts come in the page's
 * language where it has them; the English ones shown in their place are marked `lang="en"`.
 */
export function useCompareRows(): CompareRow[] {
  const { t, i18n } = useTranslation();
  const labels = useCatalogLabels();
  const [teamSize] = useTeamSize();
  const none = t("comparePage.notStated");
  const yesNo = (value: boolean) => (value ? t("comparePage.yes") : t("comparePage.no"));
  const facts = useVendorFacts();
  /** A vendor fact worded in the page's language, isolated from the cells around it. */
  const fact = (value: string | null) =>
    value ? <bdi>{value}</bdi> : <span className="text-slate-500">{none}</span>;
  const row = (
    key: RowKey,
    render: CompareRow["render"],
    value: CompareRow["value"],
  ): CompareRow => ({ key, label: t(`comparePage.rows.${key}`), render, value });
  return [
    row(
      "rating",
      (tool) => <ToolRating rating={tool.rating} reviewsCount={tool.reviewsCount} />,
      (tool) => `${tool.rating}/${tool.reviewsCount}`,
    ),
    row(
      "pricing",
      (tool) => (
        <div className="grid gap-0.5">
          <ToolPrice pricing={tool} className="text-slate-900" />
          <span className="text-slate-600">{labels.pricingModel(tool.pricingModel)}</span>
        </div>
      ),
      // The plans, free tier and trial decide the price shown.
      (tool) =>
        JSON.stringify([tool.pricePlans, tool.freeTier, tool.freeTrialDays, tool.pricingModel]),
    ),
    {
      key: "yearCost",
      label: t("pricePlans.teamCost", { count: teamSize }),
      // Isolated, so a price and its plan's name keep their order in a right-to-left table.
      render: (tool) => (
        <bdi>
          <YearCostCell plans={tool.pricePlans} users={teamSize} />
        </bdi>
      ),
      // The plans decide the cost (the same plans cost the same for the same team).
      value: (tool) => JSON.stringify(tool.pricePlans),
    },
    row(
      "freeTrial",
      (tool) => yesNo(tool.freeTrial),
      (tool) => String(tool.freeTrial),
    ),
    row(
      "category",
      (tool) => labels.category(tool.category),
      (tool) => tool.category,
    ),
    row(
      "industries",
      (tool) => (
        <TextList items={inIndustryOrder(tool.industryTags).map(labels.industry)} none={none} />
      ),
      (tool) => sorted(tool.industryTags),
    ),
    row(
      "features",
      (tool) => (
        <TextList
          items={tool.features}
          none={none}
          lang={textLangOf(i18n.language, tool, "features")}
        />
      ),
      (tool) => sorted(tool.features),
    ),
    row(
      "integrations",
      (tool) => <TextList items={tool.integrations} none={none} />,
      (tool) => sorted(tool.integrations),
    ),
    row(
      "languages",
      (tool) => <TextList items={facts.languageNames(tool.languagesSupported)} none={none} />,
      (tool) => sorted(tool.languagesSupported),
    ),
    row(
      "supportLevel",
      (tool) => fact(tool.support && facts.support(tool.support)),
      (tool) => JSON.stringify(tool.support),
    ),
    row(
      "implementationTime",
      (tool) => fact(tool.implementationTime && facts.implementationTime(tool.implementationTime)),
      (tool) => JSON.stringify(tool.implementationTime),
    ),
    row(
      "verified",
      (tool) => yesNo(tool.verified),
      (tool) => String(tool.verified),
    ),
  ];
}

/** Whether the tools differ in a row. */
export const rowDiffers = (row: CompareRow, tools: readonly Tool[]) =>
  new Set(tools.map(row.value)).size > 1;

import type { ListingFields } from "@app/shared/review";
import { useVendorFacts } from "@/features/catalog/hooks/use-vendor-facts";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";

type VendorFacts = Pick<ListingFields, "implementationTime" | "support" | "languagesSupported">;

/**
 * One of a submission's (or its live listing's) vendor facts, worded in the admin's language as
 * the tool page words it: "1–2 weeks", "Chat and email, 24/7 (Gulf Time)", "Arabic and English".
 */
export function SubmissionVendorFact({
  facts,
  fact,
}: {
  facts: VendorFacts;
  fact: keyof VendorFacts;
}) {
  const { t } = useTranslation();
  const words = useVendorFacts();
  const format = useFormatters();
  let text: string | null = null;
  if (fact === "implementationTime" && facts.implementationTime)
    text = words.implementationTime(facts.implementationTime);
  else if (fact === "support" && facts.support) text = words.support(facts.support);
  else if (fact === "languagesSupported" && facts.languagesSupported.length > 0)
    text = format.list(words.languageNames(facts.languagesSupported));
  return text ? (
    <span>{text}</span>
  ) : (
    <span className="text-slate-500">{t("dashboard.admin.review.none")}</span>
  );
}

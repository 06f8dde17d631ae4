import type { ListingFields } from "@app/shared/review";
import { VendorText } from "@/components/text/vendor-text";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";

type Pricing = Pick<ListingFields, "pricePlans" | "freeTier" | "freeTrialDays">;

/** A submission's (or its live listing's) plans, free tier and trial, as the vendor wrote them. */
export function SubmissionPricing({ pricing }: { pricing: Pricing }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { pricePlans, freeTier, freeTrialDays } = pricing;
  return (
    <div className="grid gap-1">
      {pricePlans.length === 0 ? (
        <span className="text-slate-500">{t("submitTool.pricing.review.none")}</span>
      ) : (
        <ul className="grid gap-1">
          {pricePlans.map((plan, index) => (
            // Plans may share a name; their place in the list is who they are.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is shown, never reordered
            <li key={index}>
              <VendorText className="font-medium">{plan.name}</VendorText>
              {" · "}
              {t(`submitTool.pricing.billing.${plan.billing}`)}
              {plan.amount !== null ? <> · {format.price(plan.amount, plan.currency)}</> : null}
              {plan.usage ? (
                <>
                  {" · "}
                  {format.number(plan.usage.quantity)} ×{" "}
                  {t(`submitTool.pricing.units.${plan.usage.unit}`)}
                </>
              ) : null}
              {plan.taxIncluded ? <> · {t("submitTool.pricing.review.taxIncluded")}</> : null}
              {plan.maxUsers !== null ? (
                <>
                  {" · "}
                  {t("submitTool.pricing.review.maxUsers", { max: format.number(plan.maxUsers) })}
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {freeTier ? <span>{t("submitTool.pricing.review.freeTier")}</span> : null}
      {freeTrialDays !== null ? (
        <span>
          {t("submitTool.pricing.review.freeTrialDays", { days: format.number(freeTrialDays) })}
        </span>
      ) : null}
    </div>
  );
}

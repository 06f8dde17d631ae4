import type { Tool } from "@app/shared/catalog-schemas";
import { BASE_CURRENCY, type PricePlan } from "@app/shared/price-vocabulary";

/** How often a periodic plan bills, as an ISO 8601 duration. */
const BILLING_DURATION: Partial<Record<PricePlan["billing"], string>> = {
  monthly: "P1M",
  per_seat: "P1M",
  yearly: "P1Y",
};

/** What a plan's amount buys: a period, a seat, or a quantity of use. */
function priceSpecification(plan: PricePlan & { amount: number }) {
  const price = String(plan.amount);
  const duration = BILLING_DURATION[plan.billing];
  const usage = plan.billing === "per_usage" ? plan.usage : null;
  if (!duration && !usage) return {};
  return {
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price,
      priceCurrency: plan.currency,
      ...(duration ? { billingDuration: duration } : {}),
      ...(plan.billing === "per_seat" ? { unitText: "user" } : {}),
      ...(usage
        ? {
            referenceQuantity: {
              "@type": "QuantitativeValue",
              value: usage.quantity,
              unitText: usage.unit,
            },
          }
        : {}),
    },
  };
}

/**
 * schema.org offers from the listing's price plans, the same plans every price on the site comes
 * from (ADR 34): each priced plan an Offer in its own currency, with its period or unit of use,
 * and a free tier an Offer at 0. A custom quote states no price, so it is left out.
 */
export function planOffers(tool: Pick<Tool, "pricePlans" | "freeTier">) {
  const priced = tool.pricePlans.filter(
    (plan): plan is PricePlan & { amount: number } => plan.amount !== null,
  );
  const offers: Record<string, unknown>[] = priced.map((plan) => ({
    "@type": "Offer",
    name: plan.name,
    price: String(plan.amount),
    priceCurrency: plan.currency,
    ...priceSpecification(plan),
  }));
  if (tool.freeTier && !priced.some((plan) => plan.amount === 0)) {
    offers.unshift({
      "@type": "Offer",
      price: "0",
      priceCurrency: priced[0]?.currency ?? BASE_CURRENCY,
    });
  }
  return offers;
}

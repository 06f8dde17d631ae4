import { Suspense } from "react";
import { MarketplacePage } from "@/features/catalog/components/marketplace-page";

export function Component() {
  // A hydration boundary after the layout; its filters, card groups and pagination more within.
  return (
    <Suspense>
      <MarketplacePage />
    </Suspense>
  );
}

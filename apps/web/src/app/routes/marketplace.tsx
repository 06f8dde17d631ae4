import { MarketplacePage } from "@/features/catalog/components/marketplace-page";

export function Component() {
  return <MarketplacePage />;
}

import { MarketplacePage } from "@/features/catalog/components/marketplace-page";
import { HydrateLater } from "@/lib/hydrate-later";

export function Component() {
  // The page hydrates in a task of its own after the layout's, its filters and cards in more.
  return (
    <HydrateLater>
      <MarketplacePage />
    </HydrateLater>
  );
}

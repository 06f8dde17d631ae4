import { useParams } from "react-router";
import { ToolDetailPage } from "@/features/catalog/components/tool-detail-page";
import { HydrateLater } from "@/lib/hydrate-later";

export function Component() {
  const { id = "" } = useParams();
  // A new tool id is a new page: fresh tabs, dialog and scroll state. The page hydrates in a
  // task of its own after the layout's, its header, side card and tabs in more.
  return (
    <HydrateLater key={id}>
      <ToolDetailPage idOrSlug={id} />
    </HydrateLater>
  );
}

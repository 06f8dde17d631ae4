import { useParams } from "react-router";
import { ToolDetailPage } from "@/features/catalog/components/tool-detail-page";

export function Component() {
  const { id = "" } = useParams();
  // A new tool id is a new page: fresh tabs, dialog and scroll state.
  return <ToolDetailPage key={id} idOrSlug={id} />;
}

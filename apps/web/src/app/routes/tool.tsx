import { Suspense } from "react";
import { useParams } from "react-router";
import { ToolDetailPage } from "@/features/catalog/components/tool-detail-page";

export function Component() {
  const { id = "" } = useParams();
  // A new tool id is a new page: fresh tabs, dialog and scroll state. The page is a hydration
  // boundary after the layout, its header, side card and tabs more within it.
  return (
    <Suspense key={id}>
      <ToolDetailPage idOrSlug={id} />
    </Suspense>
  );
}

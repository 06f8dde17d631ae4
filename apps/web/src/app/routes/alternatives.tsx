import { Suspense } from "react";
import { useParams } from "react-router";
import { AlternativesPage } from "@/features/alternatives/components/alternatives-page";

export function Component() {
  const { id = "" } = useParams();
  // Another tool's alternatives are a new page (as /tool/{id} is), a hydration boundary of its own.
  return (
    <Suspense key={id}>
      <AlternativesPage idOrSlug={id} />
    </Suspense>
  );
}

import { alternativesPath } from "@app/shared/route-meta";
import { useSiteConfig } from "@/lib/site-config";
import { useTranslation } from "@/lib/use-translation";
import { usePageMeta } from "./page-meta-store";
import { useSeoTexts } from "./use-seo-texts";

/**
 * An alternatives page's head: "Alternatives to {name}" (the canonical URL by the tool's id, also
 * when opened by slug), or "Tool not found" and noindex. While loading, the route's texts stay.
 */
export function useAlternativesPageMeta(
  tool: { id: string; name: string } | undefined,
  missing: boolean,
) {
  const { t } = useTranslation();
  const { brandName: brand } = useSiteConfig();
  // Re-rendered when the titles arrive, so the texts below are in the reader's language.
  useSeoTexts();
  usePageMeta(
    tool
      ? {
          title: t("seo.alternativesTitle", { name: tool.name, brand }),
          description: t("seo.alternativesDescription", { name: tool.name }),
          path: alternativesPath(tool.id),
        }
      : missing
        ? {
            title: t("seo.pages.toolNotFound.title", { brand }),
            description: t("seo.pages.toolNotFound.description"),
            indexed: false,
          }
        : undefined,
  );
}

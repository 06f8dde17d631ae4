import { toolPath } from "@app/shared/route-meta";
import { useSiteConfig } from "@/lib/site-config";
import { useTranslation } from "@/lib/use-translation";
import { usePageMeta } from "./page-meta-store";
import { useSeoTexts } from "./use-seo-texts";

interface ToolSummary {
  id: string;
  name: string;
  shortDesc: string;
}

/**
 * A tool page's head: the tool's name and short description (the canonical URL by id, also when
 * opened by slug), or "Tool not found" and noindex. While loading, the route's own texts stay.
 */
export function useToolPageMeta(tool: ToolSummary | undefined, missing: boolean) {
  const { t } = useTranslation();
  const { brandName: brand } = useSiteConfig();
  // Re-rendered when the titles arrive, so the texts below are in the reader's language.
  useSeoTexts();
  usePageMeta(
    tool
      ? {
          title: t("seo.toolTitle", { name: tool.name, brand }),
          description: tool.shortDesc,
          path: toolPath(tool.id),
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

import { isLanguage } from "@app/shared/i18n";
import { languageAlternates, localizedPath } from "@app/shared/language-path";
import { isIndexedPage, ROUTE_META_VALUES, staticRouteOf } from "@app/shared/route-meta";
import { useEffect } from "react";
import { useLocation, useMatches } from "react-router";
import { useSiteConfig } from "@/lib/site-config";
import { siteOrigin } from "@/lib/site-origin";
import { useTranslation } from "@/lib/use-translation";
import { applyHead } from "./apply-head";
import { usePageMetaOverride } from "./page-meta-store";
import { pageOfMatches } from "./route-handle";
import { useSeoTexts } from "./use-seo-texts";

/**
 * Keeps the document's title, description, canonical URL and link-preview tags on the current
 * route (its `handle`) or on what the page itself set, in the current language.
 */
export function RouteMeta() {
  const { t, i18n } = useTranslation();
  const { brandName } = useSiteConfig();
  const { pathname } = useLocation();
  const page = pageOfMatches(useMatches());
  const override = usePageMetaOverride(pathname);
  const textsLoaded = useSeoTexts();

  useEffect(() => {
    if (!textsLoaded) return;
    const values = { ...ROUTE_META_VALUES, brand: brandName };
    const path =
      override?.path ?? staticRouteOf(pathname)?.path ?? (pathname.replace(/\/+$/, "") || "/");
    const language = isLanguage(i18n.language) ? i18n.language : "en";
    const indexed = override?.indexed ?? isIndexedPage(page);
    applyHead({
      title: override?.title ?? t(`seo.pages.${page}.title`, values),
      description: override?.description ?? t(`seo.pages.${page}.description`, values),
      url: `${siteOrigin()}${localizedPath(language, path)}`,
      siteName: brandName,
      indexed,
      alternates: indexed ? languageAlternates(siteOrigin(), path) : undefined,
    });
  }, [t, i18n.language, brandName, pathname, page, override, textsLoaded]);
  return null;
}

import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSiteConfig } from "@/lib/site-config";

/** Sets the default tab title from the brand; pages may set their own later. */
export function DocumentTitle() {
  const { t, i18n } = useTranslation();
  const { brandName } = useSiteConfig();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the language changes
  useEffect(() => {
    document.title = t("meta.title", { brand: brandName });
  }, [t, brandName, i18n.language]);
  return null;
}

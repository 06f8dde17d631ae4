import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSiteConfig } from "@/lib/site-config";

/** Sets the tab title to "<title> | <brand>" while mounted, then puts the default back. */
export function useDocumentTitle(title: string | undefined) {
  const { t, i18n } = useTranslation();
  const { brandName } = useSiteConfig();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run after the shell's own title on a language change
  useEffect(() => {
    if (!title) return;
    document.title = t("tool.documentTitle", { name: title, brand: brandName });
    return () => {
      document.title = t("meta.title", { brand: brandName });
    };
  }, [title, t, brandName, i18n.language]);
}

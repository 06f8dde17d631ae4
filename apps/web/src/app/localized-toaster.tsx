import { Toaster } from "sonner";
import { useLanguage } from "@/features/locale/hooks/use-language";
import { useTranslation } from "@/lib/use-translation";

/** Toasts laid out for the language, with sonner's own English labels replaced by ours. */
export function LocalizedToaster() {
  const { t } = useTranslation();
  const { dir } = useLanguage();
  return (
    <Toaster
      dir={dir}
      position="top-center"
      richColors
      closeButton
      containerAriaLabel={t("common.notifications")}
      toastOptions={{ closeButtonAriaLabel: t("common.closeNotification") }}
    />
  );
}

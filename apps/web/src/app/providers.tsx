import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Toaster } from "sonner";
import { AuthProvider } from "@/features/auth/components/auth-provider";
import { LanguageProvider } from "@/features/locale/components/language-provider";
import { RegionProvider } from "@/features/locale/components/region-provider";
import { useLanguage } from "@/features/locale/hooks/use-language";
import { AppErrorBoundary } from "./app-error-boundary";
import { createQueryClient } from "./query-client";

/** Toasts laid out for the language, with sonner's own English labels replaced by ours. */
function LocalizedToaster() {
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

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <LanguageProvider>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <RegionProvider>
            <AuthProvider>
              {children}
              <LocalizedToaster />
            </AuthProvider>
          </RegionProvider>
        </QueryClientProvider>
      </AppErrorBoundary>
    </LanguageProvider>
  );
}

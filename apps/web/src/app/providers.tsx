import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AuthProvider } from "@/features/auth/components/auth-provider";
import {
  LanguageProvider,
  type LanguageProviderProps,
} from "@/features/locale/components/language-provider";
import { TranslationProvider } from "@/lib/use-translation";
import { AppErrorBoundary } from "./app-error-boundary";
import { DeferredToaster } from "./deferred-toaster";
import { HydrationGate } from "./hydration-gate";

interface AppProvidersProps {
  children: ReactNode;
  /** One per page view in the browser, one per request on the server. */
  queryClient: QueryClient;
  onAddressChange?: LanguageProviderProps["onAddressChange"];
}

export function AppProviders({ children, queryClient, onAddressChange }: AppProvidersProps) {
  return (
    <TranslationProvider>
      <LanguageProvider onAddressChange={onAddressChange}>
        <AppErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <AuthProvider>
              <HydrationGate>{children}</HydrationGate>
              {/* Beside the gate, not in it: a node added into a fieldset makes the browser
                  lay out again everything inside it, here the whole page. */}
              <DeferredToaster />
            </AuthProvider>
          </QueryClientProvider>
        </AppErrorBoundary>
      </LanguageProvider>
    </TranslationProvider>
  );
}

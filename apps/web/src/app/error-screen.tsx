import { AlertTriangle, House, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/use-translation";

interface ErrorScreenProps {
  titleKey: "errors.app.title" | "errors.page.title";
  messageKey: "errors.app.message" | "errors.page.message";
  onRetry: () => void;
  /** Rendered as a plain link so it works even outside the router. */
  homeHref: string;
}

/** The shared look of the whole-app and per-page error screens. */
export function ErrorScreen({ titleKey, messageKey, onRetry, homeHref }: ErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center"
    >
      <AlertTriangle className="size-12 text-red-500" aria-hidden="true" />
      <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t(titleKey)}</h1>
      <p className="text-slate-600">{t(messageKey)}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          {t("common.tryAgain")}
        </Button>
        <Button variant="outline" asChild>
          <a href={homeHref}>
            <House aria-hidden="true" />
            {t("common.goHome")}
          </a>
        </Button>
      </div>
    </section>
  );
}

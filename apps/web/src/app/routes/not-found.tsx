import { House, RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { LtrText } from "@/components/text/ltr-text";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/use-translation";

export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);

  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="font-bold text-7xl text-brand-600">{t("errors.notFound.code")}</h1>
      <p className="font-bold text-2xl tracking-tight">{t("errors.notFound.title")}</p>
      <p className="text-slate-600">{t("errors.notFound.message")}</p>
      <code className="break-all rounded-md bg-slate-100 px-3 py-1 text-slate-800 text-sm">
        <LtrText>{pathname}</LtrText>
      </code>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          {t("common.tryAgain")}
        </Button>
        <Button variant="outline" asChild>
          <Link to="/">
            <House aria-hidden="true" />
            {t("common.goHome")}
          </Link>
        </Button>
      </div>
    </section>
  );
}

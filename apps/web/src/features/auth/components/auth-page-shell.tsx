import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { useTranslation } from "@/lib/use-translation";

interface AuthPageShellProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The narrow card of the password pages: a heading, a line of help, the form, a way back. */
export function AuthPageShell({ title, intro, children }: AuthPageShellProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto grid max-w-md gap-6 px-4 py-12 sm:py-16">
      <header className="grid gap-2 text-center">
        <h1 className="font-bold text-3xl tracking-tight">{title}</h1>
        {intro ? <p className="text-slate-600">{intro}</p> : null}
      </header>
      <Card>{children}</Card>
      <p className="text-center text-sm">
        <Link to="/auth" className="font-medium text-brand-700 underline underline-offset-2">
          {t("passwordReset.backToSignIn")}
        </Link>
      </p>
    </section>
  );
}

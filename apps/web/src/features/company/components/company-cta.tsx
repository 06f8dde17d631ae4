import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/use-translation";

interface CompanyCtaProps {
  title: string;
  text: string;
  /** Links after "Book a consultation", styled as buttons (use `onDarkOutline`). */
  children: ReactNode;
  footnote?: ReactNode;
}

/** The closing call to action of the About and Mission pages: book a consultation, then more. */
export function CompanyCta({ title, text, children, footnote }: CompanyCtaProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="px-4 pb-16 sm:px-6">
      <div className="mx-auto grid max-w-6xl justify-items-center gap-4 rounded-2xl bg-brand-700 px-6 py-12 text-center text-white sm:px-12">
        <h2 id={headingId} className="font-bold text-2xl sm:text-3xl">
          {title}
        </h2>
        <p className="max-w-2xl text-brand-50 text-lg">{text}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Button asChild variant="inverse" size="lg">
            <Link to="/consultation">
              {t("cta.bookConsultation")}
              <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
            </Link>
          </Button>
          {children}
        </div>
        {footnote ? <p className="text-brand-100 text-sm">{footnote}</p> : null}
      </div>
    </section>
  );
}

/** Outline button look for a secondary link on the dark call-to-action band. */
export const onDarkOutline =
  "border border-white/80 bg-transparent text-white hover:bg-white/10 hover:text-white";

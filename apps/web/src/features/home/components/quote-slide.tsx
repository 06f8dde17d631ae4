import { ExternalLink, Quote } from "lucide-react";
import { formatYear } from "@/lib/format";
import { useTranslation } from "@/lib/use-translation";
import { type LeaderQuote, quoteText } from "../content/quotes";

interface QuoteSlideProps {
  quote: LeaderQuote;
  position: number;
  total: number;
  active: boolean;
}

/**
 * One quote in the page's language (the original English marked lang="en" on an English page,
 * a translation marked as one on an Arabic or Hindi page) with its attribution. Slides out of view are hidden from assistive technology and unfocusable.
 * Texts side by side are one string each: the server's HTML has them as one text node, which
 * hydration would otherwise split by inserting new nodes (a re-layout of the slides).
 */
export function QuoteSlide({ quote, position, total, active }: QuoteSlideProps) {
  const { t, i18n } = useTranslation();
  const { text, original } = quoteText(quote, i18n.language);
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern marks each slide as a group
    <div
      role="group"
      aria-roledescription={t("home.insights.slide")}
      aria-label={t("home.insights.slideLabel", { index: position, total })}
      aria-hidden={active ? undefined : true}
      inert={!active}
      className="w-full shrink-0 px-1"
    >
      <figure className="grid h-full content-center justify-items-center gap-6 rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm sm:px-12">
        <Quote className="size-10 text-brand-500 rtl:-scale-x-100" aria-hidden="true" />
        <blockquote
          lang={original ? "en" : undefined}
          dir={original ? "ltr" : undefined}
          className="font-medium text-slate-900 text-xl leading-relaxed sm:text-2xl"
        >
          <p>
            {original
              ? `“${text}”`
              : `${t("home.insights.openQuote")}${text}${t("home.insights.closeQuote")}`}
          </p>
        </blockquote>
        <figcaption className="grid gap-1">
          <span className="font-semibold text-slate-900">{quote.speaker}</span>
          <span className="text-slate-600 text-sm">{t(`home.insights.roles.${quote.id}`)}</span>
          {original ? null : (
            <span className="text-slate-500 text-xs">{t("home.insights.translated")}</span>
          )}
          <span className="text-slate-600 text-sm">
            {`${t("home.insights.source")} `}
            <bdi>
              {quote.source.url ? (
                <a
                  href={quote.source.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  <cite lang="en" className="not-italic">
                    {quote.source.title}
                  </cite>
                  <ExternalLink className="ms-1 inline size-3.5 align-[-2px]" aria-hidden="true" />
                  <span className="sr-only">{t("marketplace.opensInNewTab")}</span>
                </a>
              ) : (
                <cite lang="en" className="not-italic">
                  {quote.source.title}
                </cite>
              )}
            </bdi>
            {` · ${formatYear(quote.source.year, i18n.language)}`}
          </span>
        </figcaption>
      </figure>
    </div>
  );
}

import { useId } from "react";
import { formatNumber } from "@/lib/format";
import { useTranslation } from "@/lib/use-translation";

export interface TocEntry {
  id: string;
  title: string;
}

/** Links to each section of a legal page, numbered in the reader's digits. */
export function LegalToc({ entries }: { entries: TocEntry[] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  return (
    <nav
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 lg:sticky lg:top-24"
    >
      <h2
        id={headingId}
        className="mb-3 font-semibold text-slate-900 text-sm uppercase tracking-wide"
      >
        {t("legal.toc")}
      </h2>
      <ol className="grid gap-1">
        {entries.map(({ id, title }, index) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="flex gap-2 rounded-md px-2 py-1.5 text-slate-700 text-sm hover:bg-brand-50 hover:text-brand-700"
            >
              <span aria-hidden="true" className="min-w-5 font-medium text-brand-700">
                {`${formatNumber(index + 1, i18n.language)}.`}
              </span>
              {title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

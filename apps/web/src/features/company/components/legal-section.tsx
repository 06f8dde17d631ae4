import type { ReactNode } from "react";

/** The shape every legal section has in the locale files (`legal.<document>.sections.<id>`). */
export interface LegalSectionText {
  title: string;
  paragraphs: Record<string, string>;
  items?: Record<string, string>;
  note?: string;
}

interface LegalSectionProps {
  id: string;
  text: LegalSectionText;
  children?: ReactNode;
}

/** One numbered section of a legal page; its id is the anchor the table of contents links to. */
export function LegalSection({ id, text, children }: LegalSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="grid scroll-mt-24 gap-3">
      <h2 id={headingId} className="font-semibold text-slate-900 text-xl">
        {text.title}
      </h2>
      {Object.entries(text.paragraphs).map(([key, paragraph]) => (
        <p key={key} className="text-slate-700 leading-relaxed">
          {paragraph}
        </p>
      ))}
      {text.items ? (
        <ul className="grid list-disc gap-2 ps-6 text-slate-700 leading-relaxed marker:text-brand-600">
          {Object.entries(text.items).map(([key, item]) => (
            <li key={key}>{item}</li>
          ))}
        </ul>
      ) : null}
      {text.note ? <p className="text-slate-700 leading-relaxed">{text.note}</p> : null}
      {children}
    </section>
  );
}

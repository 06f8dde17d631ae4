import { PageIntro } from "@/components/layout/page-intro";
import { Card } from "@/components/ui/card";
import { useSiteConfig } from "@/lib/site-config";
import { useTranslation } from "@/lib/use-translation";
import { PRIVACY_SECTIONS, TERMS_SECTIONS } from "../content";
import { LastUpdated } from "./last-updated";
import { LegalContact } from "./legal-contact";
import type { LegalSectionText } from "./legal-section";
import { LegalSection } from "./legal-section";
import { LegalToc } from "./legal-toc";

const DOCUMENTS = {
  privacy: { sections: PRIVACY_SECTIONS, contactSection: "contact" },
  terms: { sections: TERMS_SECTIONS, contactSection: "changesAndContact" },
} as const;

export type LegalDocument = keyof typeof DOCUMENTS;

/** The privacy policy or the terms: intro, table of contents, sections and contact details. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation();
  const { brandName } = useSiteConfig();
  const { sections, contactSection } = DOCUMENTS[document];
  const texts = t(`legal.${document}.sections`, {
    returnObjects: true,
    brand: brandName,
  }) as Record<string, LegalSectionText>;
  const entries = sections.map((id) => ({ id, text: texts[id] as LegalSectionText }));

  return (
    <>
      <PageIntro
        title={t(`legal.${document}.title`)}
        intro={t(`legal.${document}.intro`, { brand: brandName })}
      >
        <LastUpdated />
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_1fr] lg:items-start lg:py-14">
        <LegalToc entries={entries.map(({ id, text }) => ({ id, title: text.title }))} />
        <Card className="grid gap-10 sm:p-8">
          {entries.map(({ id, text }) => (
            <LegalSection key={id} id={id} text={text}>
              {id === contactSection ? <LegalContact /> : null}
            </LegalSection>
          ))}
        </Card>
      </div>
    </>
  );
}

import { LEAD_PROMISES } from "@app/shared/leads";
import { useState } from "react";
import { PageIntro } from "@/components/layout/page-intro";
import { Card } from "@/components/ui/card";
import { useTranslation } from "@/lib/use-translation";
import { ConsultationDone, type ConsultationSent } from "./consultation-done";
import { ConsultationForm } from "./consultation-form";
import { QuickContact } from "./quick-contact";
import { WhatToExpect } from "./what-to-expect";

export function ConsultationPage() {
  const { t } = useTranslation();
  // The last request sent: its confirmation view takes the form's place until "Send another".
  const [sent, setSent] = useState<ConsultationSent | null>(null);
  return (
    <>
      <PageIntro
        title={t("consultation.title")}
        intro={t("consultation.intro", { hours: LEAD_PROMISES.consultationContactHours })}
      />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-3 lg:py-14">
        <Card className="lg:col-span-2">
          {sent ? (
            <ConsultationDone sent={sent} onAgain={() => setSent(null)} />
          ) : (
            <>
              <h2 className="mb-1 font-semibold text-slate-900 text-xl">
                {t("consultation.formTitle")}
              </h2>
              <p className="mb-6 text-slate-600 text-sm">{t("consultation.formIntro")}</p>
              <ConsultationForm onSent={setSent} />
            </>
          )}
        </Card>
        <aside className="grid content-start gap-6" aria-label={t("consultation.asideLabel")}>
          <WhatToExpect />
          <QuickContact />
        </aside>
      </div>
    </>
  );
}

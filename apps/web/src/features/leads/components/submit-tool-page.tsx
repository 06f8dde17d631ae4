import { LEAD_PROMISES } from "@app/shared/leads";
import { PageIntro } from "@/components/layout/page-intro";
import { Card } from "@/components/ui/card";
import { useTranslation } from "@/lib/use-translation";
import { AcceptanceRequirements } from "./acceptance-requirements";
import { ToolSubmissionForm } from "./tool-submission-form";
import { WhyJoin } from "./why-join";

export function SubmitToolPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageIntro
        title={t("submitTool.title")}
        intro={t("submitTool.intro", { days: LEAD_PROMISES.toolReviewBusinessDays })}
      />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-3 lg:py-14">
        <aside
          className="grid content-start gap-6 lg:order-last"
          aria-label={t("submitTool.asideLabel")}
        >
          <AcceptanceRequirements />
          <WhyJoin />
        </aside>
        <Card className="lg:col-span-2">
          <ToolSubmissionForm />
        </Card>
      </div>
    </>
  );
}

import { LEAD_PROMISES } from "@app/shared/leads";
import { ClipboardCheck, Gift, Timer, TrendingUp } from "lucide-react";
import { PageIntro } from "@/components/layout/page-intro";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { MaturityAssessment } from "@/features/maturity/components/maturity-assessment";
import { useTranslation } from "@/lib/use-translation";
import { useAssessmentChat } from "../hooks/use-assessment-chat";
import { AssessmentChatButton } from "./assessment-chat-button";
import { FeatureList } from "./feature-list";

export function MaturityPage() {
  const { t } = useTranslation();
  const chat = useAssessmentChat();
  const minutes = LEAD_PROMISES.assessmentMinutes;
  const bonusMinutes = LEAD_PROMISES.bonusCallMinutes;

  return (
    <>
      <PageIntro
        title={t("maturity.title")}
        intro={t("maturity.intro", { minutes, bonusMinutes })}
      />
      <div className="mx-auto grid max-w-6xl items-start gap-6 px-4 py-10 sm:px-6 lg:grid-cols-3 lg:py-14">
        <Card className="min-w-0 lg:col-span-2">
          <MaturityAssessment />
        </Card>
        <Card className="grid gap-6">
          <div className="grid gap-1">
            <h2 className="font-semibold text-slate-900 text-xl">{t("maturity.howItWorks")}</h2>
            <p className="text-slate-600 text-sm">
              {`${t("maturity.native.chatTitle")} ${t("maturity.native.chatIntro")}`}
            </p>
          </div>
          <FeatureList
            items={[
              {
                icon: Timer,
                title: t("maturity.steps.time", { minutes }),
                text: t("maturity.steps.timeText"),
              },
              {
                icon: ClipboardCheck,
                title: t("maturity.steps.areas"),
                text: t("maturity.steps.areasText"),
              },
              {
                icon: TrendingUp,
                title: t("maturity.steps.results"),
                text: t("maturity.steps.resultsText"),
              },
              {
                icon: Gift,
                title: t("maturity.steps.bonus", { minutes: bonusMinutes }),
                text: t("maturity.steps.bonusText"),
              },
            ]}
          />
          <div className="grid justify-items-start gap-3">
            <Button size="lg" onClick={chat.open}>
              {t("maturity.start")}
            </Button>
            <p className="text-slate-500 text-sm">{t("maturity.popupNote")}</p>
            {chat.showLink ? (
              <p role="status" className="text-slate-700 text-sm">
                {t("maturity.blocked")}{" "}
                <a
                  href={chat.chatUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-brand-700 underline underline-offset-2"
                >
                  {t("maturity.blockedLink")}
                </a>
              </p>
            ) : null}
          </div>
        </Card>
      </div>
      <AssessmentChatButton onOpen={chat.open} />
    </>
  );
}

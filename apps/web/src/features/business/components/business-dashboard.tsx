import { LayoutDashboard } from "lucide-react";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { VerifyEmailNotice } from "@/features/auth/components/verify-email-notice";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { MyReports } from "@/features/dashboard/components/my-reports";
import { useJustSignedUp, WelcomePanel } from "@/features/dashboard/components/welcome-panel";
import { useTranslation } from "@/lib/use-translation";
import { BusinessConsultations } from "./business-consultations";
import { MaturityHistory } from "./maturity-history";
import { QuickCards } from "./quick-cards";
import { Recommendations } from "./recommendations";
import { SavedTools } from "./saved-tools";

const TABS = ["saved", "consultations", "recommendations", "maturity", "reports"] as const;
type Tab = (typeof TABS)[number];
const PANELS: Record<Tab, (props: Record<string, never>) => React.ReactNode> = {
  saved: SavedTools,
  consultations: BusinessConsultations,
  recommendations: Recommendations,
  maturity: MaturityHistory,
  reports: MyReports,
};
/** The open tab lives in the address, so a reload or the Back button keeps it. */
const TAB_PARAM = "tab";

/**
 * The business user's workspace: shortcuts, saved tools, consultations, recommendations, the
 * saved self-assessments and reports. An unconfirmed address is asked for first, above every tab;
 * right after sign-up the shortcuts give way to the welcome and its first steps.
 */
export function BusinessDashboard() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const tab: Tab = TABS.find((name) => name === requested) ?? "saved";
  const welcome = useJustSignedUp();

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6">
      <header className="flex items-center gap-3">
        <LayoutDashboard className="size-8 shrink-0 text-brand-600" aria-hidden="true" />
        <div className="min-w-0">
          <h1 className="font-bold text-3xl tracking-tight">{t("dashboard.titles.business")}</h1>
          {user ? (
            <p className="break-words text-slate-600">
              {t("dashboard.welcome", { name: user.fullName || user.email })}
            </p>
          ) : null}
        </div>
      </header>
      {user && !user.emailVerified ? <VerifyEmailNotice email={user.email} /> : null}
      {user && welcome ? (
        <WelcomePanel name={user.fullName || user.email} accountRole="business" />
      ) : (
        <QuickCards />
      )}
      {/* min-w-0: the tab row scrolls within the page instead of widening it. */}
      <Tabs
        value={tab}
        onValueChange={(value) => setParams({ [TAB_PARAM]: value })}
        className="min-w-0"
      >
        <TabsList aria-label={t("business.tabs.label")} scroll>
          {TABS.map((name) => (
            <TabsTrigger key={name} value={name}>
              {t(`business.tabs.${name}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((name) => {
          const Panel = PANELS[name];
          return (
            <TabsContent key={name} value={name}>
              {/* The panel's heading, so its own headings (h3) follow in order. */}
              <h2 className="sr-only">{t(`business.tabs.${name}`)}</h2>
              <Panel />
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}

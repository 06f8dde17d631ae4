import { LayoutDashboard, Plus } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { VerifyEmailNotice } from "@/features/auth/components/verify-email-notice";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { MyReports } from "@/features/dashboard/components/my-reports";
import { useJustSignedUp, WelcomePanel } from "@/features/dashboard/components/welcome-panel";
import { useTranslation } from "@/lib/use-translation";
import { EditListing } from "./edit-listing";
import { MyTools } from "./my-tools";
import { ResubmitSubmission } from "./resubmit-submission";
import { VendorActivityTab } from "./vendor-activity-tab";
import { VendorAnalyticsTab } from "./vendor-analytics-tab";
import { VendorStatCards } from "./vendor-stat-cards";

/** The search parameter naming the submission being edited, so the browser's Back closes the form. */
const EDIT_PARAM = "edit";
/** The search parameter naming the live listing being edited into a revision. */
const EDIT_LISTING_PARAM = "listing";

/** The vendor's workspace: stat cards and their submissions, each with its review status. */
export function VendorDashboard() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const editing = params.get(EDIT_PARAM);
  const editingListing = params.get(EDIT_LISTING_PARAM);

  const openEditor = (id: string) => setParams({ [EDIT_PARAM]: id });
  const openListingEditor = (id: string) => setParams({ [EDIT_LISTING_PARAM]: id });
  const closeEditor = () => setParams({}, { replace: false });
  const welcome = useJustSignedUp();

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <LayoutDashboard className="size-8 shrink-0 text-brand-600" aria-hidden="true" />
          <div>
            <h1 className="font-bold text-3xl tracking-tight">{t("dashboard.titles.vendor")}</h1>
            {user ? (
              <p className="text-slate-600">
                {t("dashboard.welcome", { name: user.fullName || user.email })}
              </p>
            ) : null}
          </div>
        </div>
        <Button asChild>
          <Link to="/submit-tool">
            <Plus aria-hidden="true" />
            {t("dashboard.vendor.submitNewTool")}
          </Link>
        </Button>
      </header>

      {user && !user.emailVerified && !editingListing ? (
        <VerifyEmailNotice email={user.email} />
      ) : null}
      {user && welcome && !editing && !editingListing ? (
        <WelcomePanel name={user.fullName || user.email} accountRole="vendor" />
      ) : null}
      {editing ? (
        <ResubmitSubmission key={editing} id={editing} onClose={closeEditor} />
      ) : editingListing ? (
        <EditListing
          key={editingListing}
          id={editingListing}
          onClose={closeEditor}
          onEditRevision={openEditor}
        />
      ) : (
        <>
          <VendorStatCards />
          <Tabs defaultValue="my-tools" className="min-w-0">
            <TabsList scroll>
              <TabsTrigger value="my-tools">{t("dashboard.vendor.tabs.myTools")}</TabsTrigger>
              <TabsTrigger value="analytics">{t("vendorAnalytics.tabs.analytics")}</TabsTrigger>
              <TabsTrigger value="activity">{t("vendorAnalytics.tabs.activity")}</TabsTrigger>
              <TabsTrigger value="reports">{t("reports.mine.title")}</TabsTrigger>
            </TabsList>
            <TabsContent value="my-tools">
              <MyTools onEdit={openEditor} onEditListing={openListingEditor} />
            </TabsContent>
            <TabsContent value="analytics">
              <VendorAnalyticsTab />
            </TabsContent>
            <TabsContent value="activity">
              <VendorActivityTab />
            </TabsContent>
            <TabsContent value="reports">
              <MyReports headingLevel={2} />
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  );
}

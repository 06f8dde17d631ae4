import { ShieldCheck } from "lucide-react";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useTranslation } from "@/lib/use-translation";
import { AdminAlerts } from "./admin-alerts";
import { AdminStatCards } from "./admin-stat-cards";
import { AdvancedAnalyticsTab } from "./analytics-tab";
import { AuditLogTab } from "./audit-tab";
import { ConsultationHours } from "./consultation-hours";
import { ConsultationsTab } from "./consultations-tab";
import { ContentManagementTab } from "./content-tab";
import { ExchangeRatesTab } from "./exchange-rates-tab";
import { PendingToolsTab } from "./pending-tools-tab";
import { ReportsTab } from "./reports-tab";
import { UserManagementTab } from "./users-tab";

const ADMIN_TABS = [
  "pending",
  "users",
  "content",
  "consultations",
  "reports",
  "analytics",
  "audit",
  "rates",
] as const;

/** SPEC §2 admin dashboard: live stat cards, alerts from data and the six working tabs. */
export function AdminDashboard() {
  const { t } = useTranslation();
  // In the address, so an alert or an audit row's link can open the tab that shows its record,
  // and a reload or the Back button keeps it.
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab = ADMIN_TABS.find((name) => name === requested) ?? "pending";
  const setTab = (next: string) => setParams({ tab: next });
  return (
    <section className="mx-auto grid max-w-5xl gap-6 px-4 py-12 sm:px-6">
      <header className="flex items-center gap-3">
        <ShieldCheck className="size-8 text-brand-600" aria-hidden="true" />
        <h1 className="font-bold text-3xl tracking-tight">{t("dashboard.titles.admin")}</h1>
      </header>
      <AdminStatCards />
      <AdminAlerts onOpenTab={setTab} />
      <Tabs value={tab} onValueChange={setTab} className="min-w-0">
        <TabsList scroll>
          <TabsTrigger value="pending">{t("dashboard.admin.tabs.pending")}</TabsTrigger>
          <TabsTrigger value="users">{t("adminUsers.tab")}</TabsTrigger>
          <TabsTrigger value="content">{t("adminContent.tab")}</TabsTrigger>
          <TabsTrigger value="consultations">{t("consultations.admin.tab")}</TabsTrigger>
          <TabsTrigger value="reports">{t("reports.admin.title")}</TabsTrigger>
          <TabsTrigger value="analytics">{t("adminAnalytics.tab")}</TabsTrigger>
          <TabsTrigger value="audit">{t("adminAudit.tab")}</TabsTrigger>
          <TabsTrigger value="rates">{t("adminRates.tab")}</TabsTrigger>
        </TabsList>
        <TabsContent value="pending">
          <PendingToolsTab />
        </TabsContent>
        <TabsContent value="users">
          <UserManagementTab />
        </TabsContent>
        <TabsContent value="content">
          <ContentManagementTab />
        </TabsContent>
        <TabsContent value="consultations">
          <div className="grid gap-6">
            <ConsultationsTab />
            <ConsultationHours />
          </div>
        </TabsContent>
        <TabsContent value="reports">
          <ReportsTab />
        </TabsContent>
        <TabsContent value="analytics">
          <AdvancedAnalyticsTab />
        </TabsContent>
        <TabsContent value="audit">
          <AuditLogTab />
        </TabsContent>
        <TabsContent value="rates">
          <ExchangeRatesTab />
        </TabsContent>
      </Tabs>
    </section>
  );
}

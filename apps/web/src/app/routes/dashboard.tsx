import { AdminDashboard as AdminWorkspace } from "@/features/admin/components/admin-dashboard";
import { BusinessDashboard as BusinessWorkspace } from "@/features/business/components/business-dashboard";
import { RequireRole } from "@/features/dashboard/components/require-role";
import { VendorDashboard as VendorWorkspace } from "@/features/vendor/components/vendor-dashboard";
import { i18n } from "@/lib/i18n";
import { addPageEnglish } from "@/locales/page-english";
import submitToolEn from "@/locales/submitTool/en.json";
import { addWorkspaceEnglish } from "@/locales/workspace";

// Before the first render: the workspace's English texts come with this route.
addWorkspaceEnglish(i18n);
// The vendor's tool form is the submit-tool page's.
addPageEnglish(i18n, { submitTool: submitToolEn });

export const BusinessDashboard = () => (
  <RequireRole allow="business">
    <BusinessWorkspace />
  </RequireRole>
);
export const VendorDashboard = () => (
  <RequireRole allow="vendor">
    <VendorWorkspace />
  </RequireRole>
);
export const AdminDashboard = () => (
  <RequireRole allow="admin">
    <AdminWorkspace />
  </RequireRole>
);

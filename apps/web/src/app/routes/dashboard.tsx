import { AdminDashboard as AdminWorkspace } from "@/features/admin/components/admin-dashboard";
import { BusinessDashboard as BusinessWorkspace } from "@/features/business/components/business-dashboard";
import { RequireRole } from "@/features/dashboard/components/require-role";
import { VendorDashboard as VendorWorkspace } from "@/features/vendor/components/vendor-dashboard";
import maturityEn from "@/locales/maturity/en.json";
import { addPageTexts } from "@/locales/page-english";
import slotsEn from "@/locales/slots/en.json";
import submitToolEn from "@/locales/submitTool/en.json";
import { addWorkspaceTexts } from "@/locales/workspace";

// Before the first render: the workspace's texts (its English comes with this route).
await addWorkspaceTexts();
// The vendor's tool form is the submit-tool page's; the slot picker is the consultation page's;
// the business user's saved self-assessments use the assessment page's texts.
await addPageTexts({ submitTool: submitToolEn, slots: slotsEn, maturity: maturityEn });

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

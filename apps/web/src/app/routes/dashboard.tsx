import { AdminDashboard as AdminWorkspace } from "@/features/admin/components/admin-dashboard";
import { BusinessDashboard as BusinessWorkspace } from "@/features/business/components/business-dashboard";
import { RequireRole } from "@/features/dashboard/components/require-role";
import { VendorDashboard as VendorWorkspace } from "@/features/vendor/components/vendor-dashboard";

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

import type { Role } from "@app/shared/roles";
import { AdminDashboard as AdminWorkspace } from "@/features/admin/components/admin-dashboard";
import { DashboardOverview } from "@/features/dashboard/components/dashboard-overview";
import { RequireRole } from "@/features/dashboard/components/require-role";
import { VendorDashboard as VendorWorkspace } from "@/features/vendor/components/vendor-dashboard";

function RoleDashboard({ dashboard }: { dashboard: Role }) {
  return (
    <RequireRole allow={dashboard}>
      <DashboardOverview dashboard={dashboard} />
    </RequireRole>
  );
}

export const BusinessDashboard = () => <RoleDashboard dashboard="business" />;
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

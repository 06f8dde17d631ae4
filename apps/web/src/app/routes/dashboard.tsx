import type { Role } from "@app/shared/roles";
import { DashboardOverview } from "@/features/dashboard/components/dashboard-overview";
import { RequireRole } from "@/features/dashboard/components/require-role";

function RoleDashboard({ dashboard }: { dashboard: Role }) {
  return (
    <RequireRole allow={dashboard}>
      <DashboardOverview dashboard={dashboard} />
    </RequireRole>
  );
}

export const BusinessDashboard = () => <RoleDashboard dashboard="business" />;
export const VendorDashboard = () => <RoleDashboard dashboard="vendor" />;
export const AdminDashboard = () => <RoleDashboard dashboard="admin" />;

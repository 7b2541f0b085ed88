import { DashboardLayout } from '@/features/dashboard';
import { ReportsScreen } from '@/features/reports';
import { useLogout, useSessionDashboard } from '@/features/session';

/** /relatorios: the clinic's figures (an Atendente's own), inside the signed-in layout. */
export function ReportsPage() {
  const { user, clinic } = useSessionDashboard();
  const { logout, pending } = useLogout();
  return (
    <DashboardLayout
      userName={user.name}
      nav={{
        role: user.role,
        clinicRole: clinic?.role,
        provider: clinic?.provider,
        onLogout: () => void logout(),
        logoutPending: pending,
      }}
    >
      <ReportsScreen userId={user.id} />
    </DashboardLayout>
  );
}

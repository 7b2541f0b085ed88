import { MSG, TOAST_MS } from '@conecta/contract';

import { toast } from '@/components/ui/use-toast';
import { ConnectWhatsAppCard, DashboardLayout } from '@/features/dashboard';
import { useLogout, useSessionDashboard } from '@/features/session';

function showComingSoon() {
  toast({ title: MSG.dashboard.comingSoon, duration: TOAST_MS.dashboard });
}

export function DashboardPage() {
  const { user } = useSessionDashboard();
  const { logout, pending } = useLogout();

  return (
    <DashboardLayout
      userName={user.name}
      nav={{
        role: user.role,
        onSelect: showComingSoon,
        onLogout: () => void logout(),
        logoutPending: pending,
      }}
    >
      <ConnectWhatsAppCard onConnect={showComingSoon} />
    </DashboardLayout>
  );
}

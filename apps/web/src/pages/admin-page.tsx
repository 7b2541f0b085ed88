import { MSG } from '@conecta/contract';

import { PageLoader } from '@/components/page-loader';
import { AdminScreen, PermissionCheckFailed, useAdminGuard } from '@/features/admin';

/** /admin: only for ADMIN; everyone else is sent away by the guard. */
export function AdminPage() {
  const { access, admin, deny, retry } = useAdminGuard();
  if (access.kind === 'allowed') return <AdminScreen admin={admin} onDenied={deny} />;
  if (access.kind === 'checkFailed' && !access.signOut) {
    return <PermissionCheckFailed message={access.message} onRetry={retry} />;
  }
  return <PageLoader label={MSG.adminPage.checking} />;
}

import type { WebInstance } from '@conecta/contract';
import { useState } from 'react';

import { useAdminSession } from '../hooks/use-admin-session';
import { useInstances } from '../hooks/use-instances';
import { useWaitingAccounts, type WaitingAccount } from '../hooks/use-waiting-accounts';
import type { AdminUser } from '../stored-admin';
import { AdminPageHeader } from './admin-page-header';
import { AdminTopBar } from './admin-top-bar';
import { AssignInstanceDialog } from './assign-instance-dialog';
import { CreateInstanceDialog } from './create-instance-dialog';
import { DeleteInstanceDialog } from './delete-instance-dialog';
import { EditInstanceDialog } from './edit-instance-dialog';
import { InstancesPanel } from './instances-panel';
import { WaitingAccountsPanel } from './waiting-accounts-panel';

type AdminScreenProps = {
  admin: AdminUser;
  /** Leaves for /dashboard with the denial toast (a call answered "acesso negado"). */
  onDenied: () => void;
};

/** The instance administration, once the guard let the admin in. */
export function AdminScreen({ admin, onDenied }: AdminScreenProps) {
  useAdminSession();
  const list = useInstances(onDenied);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<WebInstance | null>(null);
  const [deleting, setDeleting] = useState<WebInstance | null>(null);
  const waiting = useWaitingAccounts(admin.id);
  const [assigning, setAssigning] = useState<WaitingAccount | null>(null);

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <AdminTopBar userName={admin.name} />
      <main className="mx-auto grid w-full max-w-7xl min-w-0 flex-1 content-start gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-10">
        <AdminPageHeader
          reloading={list.fetching}
          onReload={() => {
            list.reload();
            waiting.reload();
          }}
          onCreate={() => setCreating(true)}
        />
        <WaitingAccountsPanel
          accounts={waiting.accounts}
          failed={waiting.failed}
          onRetry={waiting.reload}
          onAssign={setAssigning}
        />
        <InstancesPanel
          instances={list.data?.instances}
          failed={list.failed}
          onRetry={list.reload}
          onCreate={() => setCreating(true)}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      </main>
      <CreateInstanceDialog
        open={creating}
        onOpenChange={setCreating}
        admin={admin}
        onDenied={onDenied}
      />
      <AssignInstanceDialog
        account={assigning}
        instances={list.data?.instances}
        adminId={admin.id}
        onClose={() => setAssigning(null)}
        onDenied={onDenied}
      />
      <EditInstanceDialog instance={editing} onClose={() => setEditing(null)} onDenied={onDenied} />
      <DeleteInstanceDialog
        instance={deleting}
        onClose={() => setDeleting(null)}
        onDenied={onDenied}
      />
    </div>
  );
}

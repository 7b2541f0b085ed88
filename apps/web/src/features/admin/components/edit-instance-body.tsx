import { MSG } from '@conecta/contract';
import { CircleAlert } from 'lucide-react';
import { useEffect } from 'react';

import { SectionLoader } from '@/components/section-loader';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

import { isAccessDenial } from '../admin-access';
import { useInstanceDetails } from '../hooks/use-instance-details';
import { EditInstanceForm } from './edit-instance-form';

type EditInstanceBodyProps = { id: string; onClose: () => void; onDenied: () => void };

/** The edit dialog's content: a wait, the loading failure, or the prefilled form. */
export function EditInstanceBody({ id, onClose, onDenied }: EditInstanceBodyProps) {
  const { instance, users } = useInstanceDetails(id);
  const denied = isAccessDenial(instance.error) || isAccessDenial(users.error);

  useEffect(() => {
    if (denied) onDenied();
  }, [denied, onDenied]);

  if (instance.data) {
    return (
      <EditInstanceForm
        key={instance.data.instance.id}
        instance={instance.data.instance}
        users={users.data?.users ?? []}
        usersPending={users.isPending}
        onDone={onClose}
        onDenied={onDenied}
      />
    );
  }
  if (instance.isError) {
    return (
      <div className="grid gap-4">
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <p>{MSG.adminPage.form.loadInstanceFailed}</p>
        </Alert>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {MSG.adminPage.form.close}
          </Button>
          <Button onClick={() => void instance.refetch()}>{MSG.adminPage.retry}</Button>
        </div>
      </div>
    );
  }
  return <SectionLoader label={MSG.adminPage.form.loadingInstance} className="min-h-48" />;
}

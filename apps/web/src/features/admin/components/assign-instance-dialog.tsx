import { type WebInstance, MSG } from '@conecta/contract';
import { useState, type FormEvent } from 'react';

import { SectionLoader } from '@/components/section-loader';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';

import { fieldAria, fieldHintId } from '../field-aria';
import { useAssignInstance } from '../hooks/use-assign-instance';
import type { WaitingAccount } from '../hooks/use-waiting-accounts';

type AssignInstanceDialogProps = {
  /** The account to give an instance to; the dialog is closed without one. */
  account: WaitingAccount | null;
  /** Undefined while the page's list is still loading. */
  instances: WebInstance[] | undefined;
  adminId: string;
  onClose: () => void;
  onDenied: () => void;
};

const ID = 'assign-instance';

/** The admin's own instances first: handing one of those over takes nothing from anyone. */
function byOwnFirst(instances: WebInstance[], adminId: string): WebInstance[] {
  return [...instances].sort((a, b) => Number(b.userId === adminId) - Number(a.userId === adminId));
}

/**
 * Not in the spec: 'Atribuir instância' moves an existing instance to a waiting
 * account. The spec lets an admin create instances only for themself, so a clinic's new
 * account gets one the admin created (or moves one from another account, which the dialog
 * warns about).
 */
export function AssignInstanceDialog(props: AssignInstanceDialogProps) {
  const { account, onClose } = props;
  return (
    <Dialog open={account !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={MSG.adminPage.form.close} className="max-w-lg">
        {account ? <AssignInstanceForm {...props} account={account} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AssignInstanceForm({
  account,
  instances,
  adminId,
  onClose,
  onDenied,
}: AssignInstanceDialogProps & { account: WaitingAccount }) {
  const W = MSG.adminPage.waiting;
  const [instanceId, setInstanceId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { assign, pending } = useAssignInstance({ onDone: onClose, onDenied });
  const options = byOwnFirst(instances ?? [], adminId);
  const chosen = options.find((i) => i.id === instanceId);
  const takesFrom = chosen && chosen.userId !== adminId ? chosen.userName : null;
  const controlId = `${ID}-instance`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!chosen) {
      setError(W.instanceRequired);
      document.getElementById(controlId)?.focus();
      return;
    }
    assign({ instanceId: chosen.id, userId: account.id, userName: account.name });
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{W.assign}</DialogTitle>
        <DialogDescription>{W.dialogDescription(account.name, account.email)}</DialogDescription>
      </DialogHeader>
      {!instances ? (
        <SectionLoader label={MSG.adminPage.loading} />
      ) : options.length === 0 ? (
        <>
          <p className="text-sm text-slate-700">{W.noInstances}</p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {MSG.adminPage.form.cancel}
            </Button>
          </DialogFooter>
        </>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormField id={controlId} label={W.instance} error={error}>
            <Select
              value={instanceId}
              onValueChange={(next) => {
                setInstanceId(next);
                setError(undefined);
              }}
              disabled={pending}
            >
              <SelectTrigger
                id={controlId}
                {...fieldAria(controlId, { hint: takesFrom !== null, error })}
              >
                <SelectValue placeholder={W.instancePlaceholder} />
              </SelectTrigger>
              <SelectContent>
                {options.map((instance) => (
                  <SelectItem key={instance.id} value={instance.id}>
                    {W.instanceOption(instance.suaInstancia, instance.userName)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {takesFrom ? (
              <p id={fieldHintId(controlId)} className="text-sm text-amber-800">
                {W.takesFrom(takesFrom)}
              </p>
            ) : null}
          </FormField>
          <DialogFooter className="mt-2">
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              {MSG.adminPage.form.cancel}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner /> : null}
              {pending ? W.confirming : W.confirm}
            </Button>
          </DialogFooter>
        </form>
      )}
    </>
  );
}

import { MSG } from '@conecta/contract';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

import { todayInput } from '../format-instance';
import { useCreateInstance } from '../hooks/use-create-instance';
import { useInstanceForm } from '../hooks/use-instance-form';
import { checkCreateForm, emptyInstanceForm } from '../instance-form';
import type { AdminUser } from '../stored-admin';
import { focusFirstInvalid } from '../focus-first-invalid';
import { InstanceFields } from './instance-fields';
import { LockedUserField } from './locked-user-field';

type CreateInstanceDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  admin: AdminUser;
  onDenied: () => void;
};

const ID = 'new-instance';

/** 'Nova Instância': an instance for the signed-in admin (the user field is locked). */
export function CreateInstanceDialog({
  open,
  onOpenChange,
  admin,
  onDenied,
}: CreateInstanceDialogProps) {
  const form = useInstanceForm(() => emptyInstanceForm(admin.id));
  const { values, errors, change, setErrors, reset } = form;
  const { create, pending } = useCreateInstance({
    onCreated: () => {
      reset(emptyInstanceForm(admin.id));
      onOpenChange(false);
    },
    onFieldErrors: setErrors,
    onDenied,
  });
  const [today] = useState(todayInput);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const check = checkCreateForm({ ...values, userId: admin.id }, todayInput());
    if (check.kind === 'invalid') {
      setErrors(check.errors);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    create(check.body);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setErrors({});
        onOpenChange(next);
      }}
    >
      <DialogContent
        closeLabel={MSG.adminPage.form.close}
        className="max-w-xl"
        onOpenAutoFocus={(event) => {
          // The locked owner cannot change: start on the first field that can.
          event.preventDefault();
          document.getElementById(`${ID}-status`)?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{MSG.adminPage.form.createTitle}</DialogTitle>
          <DialogDescription>{MSG.adminPage.form.createDescription}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <LockedUserField id={`${ID}-user`} admin={admin} />
          <InstanceFields
            idPrefix={ID}
            values={values}
            errors={errors}
            onChange={change}
            today={today}
            disabled={pending}
          />
          <DialogFooter className="mt-2">
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={pending}
            >
              {MSG.adminPage.form.cancel}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner /> : null}
              {pending ? MSG.adminPage.form.creating : MSG.adminPage.form.create}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

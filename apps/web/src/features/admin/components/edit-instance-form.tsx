import { type AdminUsersResponse, type WebInstance, MSG } from '@conecta/contract';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';

import { fieldAria } from '../field-aria';
import { focusFirstInvalid } from '../focus-first-invalid';
import { todayInput } from '../format-instance';
import { useInstanceForm } from '../hooks/use-instance-form';
import { useUpdateInstance } from '../hooks/use-update-instance';
import { checkUpdateForm, instanceToForm } from '../instance-form';
import { FieldHint } from './field-hint';
import { InstanceFields } from './instance-fields';
import { OwnerSelect } from './owner-select';

type EditInstanceFormProps = {
  /** The instance with its tokens revealed. */
  instance: WebInstance;
  users: AdminUsersResponse['users'];
  usersPending: boolean;
  onDone: () => void;
  onDenied: () => void;
};

const ID = 'edit-instance';

/** The edit form, prefilled; 'Usuário' can move the instance to an account without one. */
export function EditInstanceForm(props: EditInstanceFormProps) {
  const { instance, users, usersPending, onDone, onDenied } = props;
  const [initial] = useState(() => instanceToForm(instance));
  const { values, errors, change, setErrors } = useInstanceForm(() => initial);
  const { update, pending } = useUpdateInstance(instance.id, {
    onUpdated: onDone,
    onFieldErrors: setErrors,
    onDenied,
  });
  const [today] = useState(todayInput);
  const userId = `${ID}-userId`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const check = checkUpdateForm(values, initial, todayInput());
    if (check.kind === 'invalid') {
      setErrors(check.errors);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    update(check.body);
  };

  const owner = { id: instance.userId, name: instance.userName, email: instance.userEmail };
  const aria = fieldAria(userId, { hint: true, error: errors.userId });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField id={userId} label={MSG.adminPage.form.user} error={errors.userId}>
        <OwnerSelect
          id={userId}
          value={values.userId}
          onChange={(next) => change('userId', next)}
          users={users}
          currentOwner={owner}
          disabled={pending || usersPending}
          describedBy={aria['aria-describedby']}
        />
        <FieldHint id={userId}>{MSG.adminPage.form.userMoveHint}</FieldHint>
      </FormField>
      <InstanceFields
        idPrefix={ID}
        values={values}
        errors={errors}
        onChange={change}
        today={today}
        disabled={pending}
        cloudApi={instance.cloudApi}
        providerHint={
          values.provider !== initial.provider ? MSG.adminPage.form.providerSwitchHint : undefined
        }
      />
      <DialogFooter className="mt-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          {MSG.adminPage.form.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : null}
          {pending ? MSG.adminPage.form.saving : MSG.adminPage.form.save}
        </Button>
      </DialogFooter>
    </form>
  );
}

import { MSG, PASSWORD_MAX } from '@conecta/contract';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { fieldErrorId, FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';

import { useResetPassword } from '../hooks/use-reset-password';
import { checkResetPassword, type ResetField } from '../validate-reset';

const R = MSG.resetPassword;

type ResetPasswordFormProps = { token: string; onDeadLink: () => void };

/** The new password twice; success goes to /login (every session has ended). */
export function ResetPasswordForm({ token, onDeadLink }: ResetPasswordFormProps) {
  const [values, setValues] = useState({ password: '', confirmation: '' });
  const [error, setError] = useState<{ field: ResetField; text: string } | null>(null);
  const { reset, pending } = useResetPassword(onDeadLink);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const checked = checkResetPassword(values.password, values.confirmation);
    if (!checked.ok) {
      setError({ field: checked.field, text: checked.message });
      document.getElementById(`reset-${checked.field}`)?.focus();
      return;
    }
    setError(null);
    reset({ token, password: checked.password });
  };

  const field = (name: ResetField, label: string, placeholder: string) => {
    const id = `reset-${name}`;
    const message = error?.field === name ? error.text : null;
    return (
      <FormField id={id} label={label} error={message}>
        <PasswordInput
          id={id}
          name={name}
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          placeholder={placeholder}
          showLabel={MSG.login.showPassword}
          hideLabel={MSG.login.hidePassword}
          value={values[name]}
          disabled={pending}
          onChange={(e) => {
            setValues((v) => ({ ...v, [name]: e.target.value }));
            setError(null);
          }}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? fieldErrorId(id) : undefined}
        />
      </FormField>
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {field('password', R.passwordLabel, R.passwordPlaceholder)}
      {field('confirmation', R.confirmLabel, R.confirmPlaceholder)}
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={pending}>
        {pending ? <Spinner /> : null}
        {pending ? R.submitting : R.submit}
      </Button>
    </form>
  );
}

import { MSG, zEmail } from '@conecta/contract';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { fieldErrorId, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

import { useForgotPassword } from '../hooks/use-forgot-password';

const F = MSG.forgot;

/**
 * The spec's form and messages; where the spec only simulated the request (a 2 s wait), it is
 * now sent, and the answer is the same whether or not the e-mail has an account.
 */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { send, pending } = useForgotPassword(onSent);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!email.trim()) return setError(F.fieldRequired);
    const parsed = zEmail.safeParse(email);
    if (!parsed.success) return setError(F.emailInvalid);
    setError(null);
    send(parsed.data);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormField id="forgot-email" label={F.emailLabel} error={error}>
        <Input
          id="forgot-email"
          type="email"
          name="email"
          autoComplete="email"
          required
          placeholder={MSG.login.emailPlaceholder}
          value={email}
          disabled={pending}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId('forgot-email') : undefined}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? <Spinner /> : null}
        {pending ? F.submitting : F.submit}
      </Button>
    </form>
  );
}

import { FORGOT_PASSWORD_DELAY_MS, MSG, zEmail } from '@conecta/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { fieldErrorId, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

const F = MSG.forgot;

/** The reset request is simulated (spec §5): a 2 s wait, no network call, then onSent. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!email.trim()) return setError(F.fieldRequired);
    const parsed = zEmail.safeParse(email);
    if (!parsed.success) return setError(F.emailInvalid);
    setError(null);
    setPending(true);
    timer.current = window.setTimeout(() => onSent(parsed.data), FORGOT_PASSWORD_DELAY_MS);
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

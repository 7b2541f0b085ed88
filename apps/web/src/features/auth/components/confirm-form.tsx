import { CODE_LENGTH, MSG, zEmail } from '@conecta/contract';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { fieldErrorId, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

import { useConfirmAccount } from '../hooks/use-confirm-account';
import { ResendCodeButton } from './resend-code-button';

const C = MSG.confirm;

type ConfirmFormProps = {
  /** The e-mail from /signup; when absent the form asks for it. */
  initialEmail: string | undefined;
  codeSentAt: number | null;
};

export function ConfirmForm({ initialEmail, codeSentAt }: ConfirmFormProps) {
  const [email, setEmail] = useState(initialEmail ?? '');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string; code?: string }>({});
  const { confirm, pending } = useConfirmAccount();
  const askEmail = !initialEmail;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const next: { email?: string; code?: string } = {};
    const parsedEmail = zEmail.safeParse(email);
    if (!parsedEmail.success) next.email = parsedEmail.error.issues[0]?.message;
    if (!code.trim()) next.code = C.codeRequired;
    setErrors(next);
    if (next.email || next.code || !parsedEmail.success) return;
    confirm({ email: parsedEmail.data, code: code.trim() });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {askEmail ? (
        <FormField id="confirm-email" label={C.emailLabel} error={errors.email}>
          <Input
            id="confirm-email"
            type="email"
            name="email"
            autoComplete="email"
            required
            placeholder={MSG.login.emailPlaceholder}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? fieldErrorId('confirm-email') : undefined}
          />
        </FormField>
      ) : null}
      <FormField id="confirm-code" label={C.codeLabel} error={errors.code}>
        <Input
          id="confirm-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          required
          placeholder={C.codePlaceholder}
          className="h-14 text-center font-mono text-2xl indent-[0.5em] tracking-[0.5em] sm:text-2xl"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
          aria-invalid={errors.code ? true : undefined}
          aria-describedby={errors.code ? fieldErrorId('confirm-code') : undefined}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? <Spinner /> : null}
        {pending ? C.submitting : C.submit}
      </Button>
      <div className="flex justify-center">
        <ResendCodeButton email={email} codeSentAt={codeSentAt} />
      </div>
    </form>
  );
}

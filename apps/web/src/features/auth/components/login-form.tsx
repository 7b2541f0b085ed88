import { MSG, zEmail } from '@conecta/contract';
import { LockKeyhole } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { fieldErrorId, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { toast } from '@/components/ui/use-toast';

import { loginFieldError, type LoginFieldError } from '../describe-auth-error';
import { useLogin } from '../hooks/use-login';

const L = MSG.login;

export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  // What the server said of a field (unknown e-mail, wrong password), until that field changes.
  const [refused, setRefused] = useState<LoginFieldError | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const { signIn, pending } = useLogin((error) => {
    const found = loginFieldError(error);
    setRefused(found);
    if (found) (found.field === 'email' ? emailRef : passwordRef).current?.focus();
  });
  const emailMessage = emailError ?? (refused?.field === 'email' ? refused.message : null);
  const passwordMessage = refused?.field === 'password' ? refused.message : null;
  const invalidProps = (id: string, message: string | null) =>
    message ? { 'aria-invalid': true, 'aria-describedby': fieldErrorId(id) } : {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!email.trim() || !password) {
      toast({
        variant: 'destructive',
        title: MSG.common.requiredFieldsTitle,
        description: MSG.common.requiredFieldsDescription,
      });
      return;
    }
    const parsed = zEmail.safeParse(email);
    if (!parsed.success) {
      setEmailError(MSG.validation.emailInvalid);
      return;
    }
    setEmailError(null);
    setRefused(null);
    signIn({ email: parsed.data, password });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormField id="login-email" label={L.emailLabel} error={emailMessage}>
        <Input
          ref={emailRef}
          id="login-email"
          type="email"
          name="email"
          autoComplete="email"
          required
          placeholder={L.emailPlaceholder}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            // Another e-mail: neither refusal speaks of it any more.
            setRefused(null);
          }}
          {...invalidProps('login-email', emailMessage)}
        />
      </FormField>
      <FormField
        id="login-password"
        label={L.passwordLabel}
        error={passwordMessage}
        aside={
          <TextLink to="/forgot-password" className="text-sm font-medium">
            {L.forgot}
          </TextLink>
        }
      >
        <PasswordInput
          id="login-password"
          name="password"
          autoComplete="current-password"
          required
          placeholder={L.passwordPlaceholder}
          ref={passwordRef}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            if (refused?.field === 'password') setRefused(null);
          }}
          {...invalidProps('login-password', passwordMessage)}
          showLabel={L.showPassword}
          hideLabel={L.hidePassword}
        />
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={pending}>
        {pending ? <Spinner /> : null}
        {pending ? L.submitting : L.title}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {L.noAccount} <TextLink to="/signup">{L.register}</TextLink>
      </p>
      <p className="flex items-center justify-center gap-1.5 border-t pt-5 text-xs text-muted-foreground">
        <LockKeyhole aria-hidden="true" className="size-3.5 text-emerald-600" />
        {L.secure}
      </p>
    </form>
  );
}

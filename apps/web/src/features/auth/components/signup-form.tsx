import { MSG } from '@conecta/contract';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { fieldErrorId, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { toast } from '@/components/ui/use-toast';

import { useSignup } from '../hooks/use-signup';
import { validateSignup, type SignupErrors, type SignupValues } from '../validate-signup';

const S = MSG.signup;
const EMPTY: SignupValues = { name: '', email: '', password: '', confirmPassword: '' };

function invalidProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': fieldErrorId(id) } : {};
}

export function SignupForm() {
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const [errors, setErrors] = useState<SignupErrors>({});
  const { signUp, pending } = useSignup();

  const field = (key: keyof SignupValues) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [key]: e.target.value })),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const check = validateSignup(values);
    if (check.kind === 'missing') {
      setErrors({});
      toast({
        variant: 'destructive',
        title: MSG.common.requiredFieldsTitle,
        description: MSG.common.requiredFieldsDescription,
      });
      return;
    }
    if (check.kind === 'invalid') {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    signUp(check.data);
  };

  const passwordToggle = { showLabel: MSG.login.showPassword, hideLabel: MSG.login.hidePassword };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField id="signup-name" label={S.nameLabel} error={errors.name}>
        <Input
          id="signup-name"
          name="name"
          autoComplete="name"
          required
          placeholder={S.namePlaceholder}
          {...field('name')}
          {...invalidProps('signup-name', errors.name)}
        />
      </FormField>
      <FormField id="signup-email" label={S.emailLabel} error={errors.email}>
        <Input
          id="signup-email"
          type="email"
          name="email"
          autoComplete="email"
          required
          placeholder={MSG.login.emailPlaceholder}
          {...field('email')}
          {...invalidProps('signup-email', errors.email)}
        />
      </FormField>
      <FormField id="signup-password" label={S.passwordLabel} error={errors.password}>
        <PasswordInput
          id="signup-password"
          name="password"
          autoComplete="new-password"
          required
          placeholder={S.passwordPlaceholder}
          {...field('password')}
          {...invalidProps('signup-password', errors.password)}
          {...passwordToggle}
        />
      </FormField>
      <FormField
        id="signup-confirm-password"
        label={S.confirmPasswordLabel}
        error={errors.confirmPassword}
      >
        <PasswordInput
          id="signup-confirm-password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          placeholder={S.confirmPasswordPlaceholder}
          {...field('confirmPassword')}
          {...invalidProps('signup-confirm-password', errors.confirmPassword)}
          {...passwordToggle}
        />
      </FormField>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={pending}>
        {pending ? <Spinner /> : null}
        {pending ? S.submitting : S.submit}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {S.haveAccount} <TextLink to="/login">{S.login}</TextLink>
      </p>
    </form>
  );
}

import { MSG, zRegisterRequest } from '@conecta/contract';

export type SignupValues = {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
};
export type SignupErrors = Partial<Record<keyof SignupValues, string>>;
export type SignupCheck =
  | { kind: 'missing' }
  | { kind: 'invalid'; errors: SignupErrors }
  | { kind: 'valid'; data: { name: string; email: string; password: string } };

const zSignupFields = zRegisterRequest.omit({ timeZone: true });

/** The sign-up form's rules: all four fields, the contract's field rules, matching passwords. */
export function validateSignup(values: SignupValues): SignupCheck {
  const { name, email, password, confirmPassword } = values;
  if (!name.trim() || !email.trim() || !password || !confirmPassword) return { kind: 'missing' };

  const errors: SignupErrors = {};
  const parsed = zSignupFields.safeParse({ name, email, password });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'name' || field === 'email' || field === 'password') && !errors[field]) {
        errors[field] = issue.message;
      }
    }
  }
  if (password !== confirmPassword) errors.confirmPassword = MSG.signup.passwordsMismatch;

  if (!parsed.success || errors.confirmPassword) return { kind: 'invalid', errors };
  return { kind: 'valid', data: parsed.data };
}

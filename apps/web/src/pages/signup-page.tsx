import { MSG } from '@conecta/contract';

import { AuthCard, AuthLayout, SignupForm } from '@/features/auth';

export function SignupPage() {
  return (
    <AuthLayout>
      <AuthCard title={MSG.signup.title} description={MSG.signup.subtitle}>
        <SignupForm />
      </AuthCard>
    </AuthLayout>
  );
}

import { MSG } from '@conecta/contract';

import { AuthCard, AuthLayout, LoginForm } from '@/features/auth';

export function LoginPage() {
  return (
    <AuthLayout>
      <AuthCard title={MSG.login.heading} description={MSG.login.subtitle}>
        <LoginForm />
      </AuthCard>
    </AuthLayout>
  );
}

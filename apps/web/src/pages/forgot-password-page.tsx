import { MSG } from '@conecta/contract';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';

import { TextLink } from '@/components/ui/text-link';
import { AuthCard, AuthLayout, ForgotPasswordForm, ForgotPasswordSent } from '@/features/auth';

const F = MSG.forgot;

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <AuthLayout>
      {sentTo === null ? (
        <AuthCard title={F.title} description={F.subtitle} icon={<KeyRound aria-hidden="true" />}>
          <div className="grid gap-5">
            <ForgotPasswordForm onSent={setSentTo} />
            <p className="border-t pt-5 text-center text-sm">
              <TextLink to="/login">{F.backToLogin}</TextLink>
            </p>
          </div>
        </AuthCard>
      ) : (
        <ForgotPasswordSent email={sentTo} onTryAnother={() => setSentTo(null)} />
      )}
    </AuthLayout>
  );
}

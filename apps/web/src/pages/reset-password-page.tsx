import { MSG } from '@conecta/contract';
import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { TextLink } from '@/components/ui/text-link';
import {
  AuthCard,
  AuthLayout,
  isResetTokenShaped,
  ResetLinkInvalid,
  ResetPasswordForm,
} from '@/features/auth';

const R = MSG.resetPassword;

/** Opened from the mailed link `/reset-password?token=...` (24 hours, single use). */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token');
  const [dead, setDead] = useState(false);

  return (
    <AuthLayout>
      {dead || !isResetTokenShaped(token) ? (
        <ResetLinkInvalid />
      ) : (
        <AuthCard
          title={R.title}
          description={R.subtitle}
          icon={<LockKeyhole aria-hidden="true" />}
        >
          <div className="grid gap-5">
            <ResetPasswordForm token={token} onDeadLink={() => setDead(true)} />
            <p className="border-t pt-5 text-center text-sm">
              <TextLink to="/login">{R.backToLogin}</TextLink>
            </p>
          </div>
        </AuthCard>
      )}
    </AuthLayout>
  );
}

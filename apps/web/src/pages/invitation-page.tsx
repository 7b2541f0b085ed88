import { MSG } from '@conecta/contract';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { AuthCard, AuthLayout } from '@/features/auth';
import { InvitationForm, InvitationInvalid } from '@/features/team';

/** Opened from the mailed link `/convite?token=...` (7 days, single use). */
export function InvitationPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [dead, setDead] = useState(!/^[\w-]{43}$/.test(token));

  return (
    <AuthLayout>
      {dead ? (
        <InvitationInvalid />
      ) : (
        <AuthCard
          title={MSG.team.title}
          description={MSG.team.description}
          icon={<Users aria-hidden="true" />}
        >
          <InvitationForm token={token} onInvalid={() => setDead(true)} />
        </AuthCard>
      )}
    </AuthLayout>
  );
}

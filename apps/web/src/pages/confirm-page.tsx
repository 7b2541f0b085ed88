import { MSG } from '@conecta/contract';
import { MailOpen } from 'lucide-react';
import { useLocation } from 'react-router';

import { TextLink } from '@/components/ui/text-link';
import {
  AuthCard,
  AuthLayout,
  ConfirmForm,
  DemoMailNote,
  readConfirmLocationState,
} from '@/features/auth';

const C = MSG.confirm;

/** Receives { email, codeSentAt } from /signup through navigation state. */
export function ConfirmPage() {
  const { email, codeSentAt } = readConfirmLocationState(useLocation().state);

  return (
    <AuthLayout>
      <AuthCard
        title={C.title}
        icon={<MailOpen aria-hidden="true" />}
        description={email ? C.subtitle(email) : C.subtitleNoEmail}
      >
        <div className="grid gap-5">
          <DemoMailNote />
          <ConfirmForm initialEmail={email} codeSentAt={codeSentAt ?? null} />
          <p className="border-t pt-5 text-center text-sm">
            <TextLink to="/login">{C.backToLogin}</TextLink>
          </p>
        </div>
      </AuthCard>
    </AuthLayout>
  );
}

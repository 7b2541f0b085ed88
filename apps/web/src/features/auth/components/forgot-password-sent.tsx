import { MSG } from '@conecta/contract';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';

import { AuthCard } from './auth-card';

const F = MSG.forgot;

type ForgotPasswordSentProps = { email: string; onTryAnother: () => void };

/** The success view of the reset request; focus moves to its title. */
export function ForgotPasswordSent({ email, onTryAnother }: ForgotPasswordSentProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);

  return (
    <AuthCard
      title={F.sentTitle}
      titleRef={titleRef}
      icon={<MailCheck aria-hidden="true" />}
      description={F.sentDescription(email)}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Button type="button" variant="outline" onClick={onTryAnother}>
          {F.tryAnother}
        </Button>
        <Button asChild>
          <Link to="/login">{F.backToLogin}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

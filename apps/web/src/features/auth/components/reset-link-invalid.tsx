import { MSG } from '@conecta/contract';
import { LinkIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';

import { AuthCard } from './auth-card';

const R = MSG.resetPassword;

/** A link that is malformed, used or past its 24 hours: ask for a new one. */
export function ResetLinkInvalid() {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <AuthCard
      title={R.invalidTitle}
      titleRef={titleRef}
      icon={<LinkIcon aria-hidden="true" />}
      description={R.invalidDescription}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild variant="outline">
          <Link to="/login">{R.backToLogin}</Link>
        </Button>
        <Button asChild>
          <Link to="/forgot-password">{R.requestNew}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

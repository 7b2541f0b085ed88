import { CODE_RESEND_SECONDS, MSG, authEndpoints } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/http';

import { resendCode } from '../api/auth-api';
import { describeResendError } from '../describe-auth-error';

const COOLDOWN_MS = CODE_RESEND_SECONDS * 1000;

function secondsLeft(until: number | null, now: number): number {
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * 'Reenviar código' with its cooldown: after a code was sent (at sign-up or here) the action
 * waits 60 s, counting down, as the server allows one resend a minute.
 */
export function useResendCode(codeSentAt: number | null) {
  const [cooldownUntil, setCooldownUntil] = useState<number | null>(
    codeSentAt === null ? null : codeSentAt + COOLDOWN_MS,
  );
  const [now, setNow] = useState(() => Date.now());
  const remaining = secondsLeft(cooldownUntil, now);
  const coolingDown = remaining > 0;

  useEffect(() => {
    if (!coolingDown) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [coolingDown]);

  const startCooldown = () => {
    const start = Date.now();
    setNow(start);
    setCooldownUntil(start + COOLDOWN_MS);
  };

  const mutation = useMutation({
    mutationFn: (email: string) => resendCode({ email }),
    meta: { endpoint: authEndpoints.resendCode },
    onSuccess: () => {
      startCooldown();
      toast({ title: MSG.confirm.resentTitle, description: MSG.confirm.resentDescription });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'RESEND_COOLDOWN') startCooldown();
      toast(describeResendError(error));
    },
  });

  return { resend: mutation.mutate, pending: mutation.isPending, secondsLeft: remaining };
}

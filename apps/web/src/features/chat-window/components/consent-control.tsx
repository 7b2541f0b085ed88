import { MSG } from '@conecta/contract';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { useSessionDashboard } from '@/features/session';
import { cn } from '@/lib/utils';

import { useAutomaticConsent } from '../hooks/use-automatic-consent';
import type { ConversationWindow } from '../hooks/use-conversation-window';

const C = MSG.cloudApi;

/** '27/11/2026 14:32' in the member's zone. */
function consentTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('pt-BR', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(at)
    .replace(',', '');
}

/** 'Consentimento registrado por Ana em …' or that there is none. */
export function consentText(consent: ConversationWindow['consent'], timeZone: string): string {
  return consent
    ? C.consentRecorded(consent.byName, consentTime(consent.at, timeZone))
    : C.consentNone;
}

/**
 * The patient's consent to automatic messages (API oficial chats): who recorded it and when, or
 * that there is none, and the one button that changes it. Outside the 24-hour window the
 * reminders, routines and scheduled messages go as templates only with it.
 */
export function ConsentControl({
  chatId,
  consent,
}: {
  chatId: string;
  consent: ConversationWindow['consent'];
}) {
  const { user } = useSessionDashboard();
  const save = useAutomaticConsent(chatId);
  const hintId = useId();
  const Icon = consent ? ShieldCheck : ShieldOff;
  return (
    <div
      role="group"
      aria-label={C.consentTitle}
      data-testid="automatic-consent"
      className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm"
    >
      <p
        className={cn(
          'flex min-w-0 items-start gap-1.5',
          consent ? 'text-emerald-700' : 'text-muted-foreground',
        )}
      >
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{consentText(consent, user.timeZone)}</span>
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="h-11 px-3 text-sm sm:h-8 sm:px-2.5 sm:text-xs"
        aria-describedby={hintId}
        disabled={save.isPending}
        onClick={() => save.mutate(!consent)}
      >
        {consent ? C.consentWithdraw : C.consentRecord}
      </Button>
      <span id={hintId} className="sr-only">
        {C.consentHint}
      </span>
    </div>
  );
}

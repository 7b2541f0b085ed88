import { MSG } from '@conecta/contract';
import { Check, CheckCheck } from 'lucide-react';

import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

import { tickOf } from '../message-status';

/** SENDING spinner, SENT ✓, RECEIVED ✓✓, READ blue ✓✓; the state is also said in words. */
export function StatusTick({ status }: { status: string }) {
  const tick = tickOf(status);
  if (!tick) return null;
  const label = MSG.chatWindow.status[tick];
  const icon = 'size-3.5 shrink-0';
  return (
    <span className="inline-flex items-center">
      {tick === 'sending' ? <Spinner className={icon} /> : null}
      {tick === 'sent' ? <Check aria-hidden="true" className={icon} /> : null}
      {tick === 'received' || tick === 'read' ? (
        <CheckCheck aria-hidden="true" className={cn(icon, tick === 'read' && 'text-sky-500')} />
      ) : null}
      <span className="sr-only">{label}</span>
    </span>
  );
}

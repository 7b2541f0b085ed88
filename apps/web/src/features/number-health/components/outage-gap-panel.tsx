import { MSG, type OutageStateResponse } from '@conecta/contract';
import { X } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useOpenChat } from '@/lib/open-chat-request';
import { useMinute } from '@/lib/use-minute';

import { outageTime } from '../outage-time';

const G = MSG.outageGap;

/** An outage that ended, or (no `end`) the one going on. */
type Gap = NonNullable<OutageStateResponse['currentOutage']> & { end?: string };

/**
 * 'Enquanto esteve desconectado', over the board after the number came back: the patients who
 * wrote during the outage, each with a way into the chat, and how many automatic messages
 * waited for the reconnection. Closed, it stays closed for that outage (outage-notices.tsx).
 * Another of the clinic's numbers (issue 48) gives its own `title`, naming it; its outage still
 * going on shows who wrote so far.
 */
export function OutageGapPanel({
  gap,
  timeZone,
  onDismiss,
  title = G.title,
  className,
}: {
  gap: Gap;
  timeZone: string;
  onDismiss: () => void;
  title?: string;
  /** Inside another notice (a number still down): its own margins instead of the board's. */
  className?: string;
}) {
  const openChat = useOpenChat();
  const now = useMinute();
  return (
    <section
      aria-label={title}
      className={cn(
        'mb-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-slate-800',
        className,
      )}
    >
      <div className="flex items-start gap-2">
        <div className="flex-1">
          <h2 className="font-semibold text-slate-900">{title}</h2>
          <p className="text-slate-600">
            {gap.end
              ? G.between(outageTime(gap.start, now, timeZone), outageTime(gap.end, now, timeZone))
              : G.since(outageTime(gap.start, now, timeZone))}
          </p>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={G.dismiss}
          className="-m-1 rounded-md p-1 text-amber-800 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-600"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      <p className="mt-2">{G.patients(gap.patients.length)}</p>
      {gap.patients.length > 0 ? (
        <ul className="mt-1 divide-y divide-amber-200">
          {gap.patients.map((p) => (
            <li key={p.chatId} className="flex flex-wrap items-center gap-x-2 gap-y-1 py-1.5">
              <span className="min-w-0 flex-1 truncate font-medium">{p.name}</span>
              <span className="text-slate-600">
                {G.messages(p.count)} · {outageTime(p.lastAt, now, timeZone)}
              </span>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => openChat?.(p.chatId)}
                aria-label={`${G.openChat}: ${p.name}`}
              >
                {G.openChat}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {gap.heldSends > 0 ? <p className="mt-2 text-slate-700">{G.retimed(gap.heldSends)}</p> : null}
    </section>
  );
}

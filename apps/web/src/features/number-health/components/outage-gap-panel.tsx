import { MSG, type OutageStateResponse } from '@conecta/contract';
import { X } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { useOpenChat } from '@/lib/open-chat-request';
import { useMinute } from '@/lib/use-minute';

import { outageTime } from '../outage-time';

const G = MSG.outageGap;

type Gap = NonNullable<OutageStateResponse['lastOutage']>;

/**
 * 'Enquanto esteve desconectado', over the board after the number came back: the patients who
 * wrote during the outage, each with a way into the chat, and how many automatic messages
 * waited for the reconnection. Closed, it stays closed for that outage (outage-notices.tsx).
 */
export function OutageGapPanel({
  gap,
  timeZone,
  onDismiss,
}: {
  gap: Gap;
  timeZone: string;
  onDismiss: () => void;
}) {
  const openChat = useOpenChat();
  const now = useMinute();
  return (
    <section
      aria-label={G.title}
      className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-slate-800"
    >
      <div className="flex items-start gap-2">
        <div className="flex-1">
          <h2 className="font-semibold text-slate-900">{G.title}</h2>
          <p className="text-slate-600">
            {G.between(outageTime(gap.start, now, timeZone), outageTime(gap.end, now, timeZone))}
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
            <li key={p.chatId} className="flex items-center gap-2 py-1.5">
              <span className="flex-1 truncate font-medium">{p.name}</span>
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

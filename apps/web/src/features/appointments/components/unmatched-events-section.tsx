import { calendarEndpoints, MSG } from '@conecta/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useChats } from '@/features/chat-list';

import { calendarKeys, linkEvent, listUnmatchedEvents } from '../api/calendars';

const C = MSG.calendars;

/**
 * 'Eventos sem conversa': imported events whose patient's chat no phone in the event found; any
 * member links one to a chat ('Vincular a uma conversa'), which makes its appointment.
 */
export function UnmatchedEventsSection({ userId }: { userId: string }) {
  const query = useQuery({
    queryKey: calendarKeys.unmatched(userId),
    queryFn: ({ signal }) => listUnmatchedEvents(signal),
  });
  const events = query.data?.events ?? [];
  // Shown only once something was imported without a chat: most clinics never see it.
  if (query.isSuccess && events.length === 0) return null;
  return (
    <section aria-labelledby="eventos-sem-conversa" className="grid gap-2 rounded-lg border p-3">
      <h3 id="eventos-sem-conversa" className="text-sm font-semibold text-slate-900">
        {C.unmatchedTitle}
      </h3>
      <p className="text-xs text-slate-600">{C.importChatFound}</p>
      {query.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner /> {C.unmatchedLoading}
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {C.loadFailed}
        </p>
      ) : (
        <ul className="grid gap-2">
          {events.map((e) => (
            <UnmatchedEvent key={e.id} userId={userId} event={e} />
          ))}
        </ul>
      )}
    </section>
  );
}

function UnmatchedEvent({
  userId,
  event,
}: {
  userId: string;
  event: { id: string; professional: string; startsAt: string; summary: string };
}) {
  const [open, setOpen] = useState(false);
  const [chatId, setChatId] = useState('');
  const chats = useChats(userId).data?.chats ?? [];
  const link = useMutation({
    mutationFn: () => linkEvent(event.id, chatId),
    meta: { endpoint: calendarEndpoints.link },
    onSuccess: (answer) => toast({ title: answer.message }),
    onError: (err) =>
      toast({
        title: C.saveFailed,
        description: err instanceof Error ? err.message : undefined,
        variant: 'destructive',
      }),
  });
  const selectId = `vincular-${event.id}`;
  return (
    <li className="grid gap-2 rounded-md bg-white px-3 py-2 text-sm">
      <span className="min-w-0">
        <span className="font-semibold tabular-nums">
          {event.startsAt.slice(8, 10)}/{event.startsAt.slice(5, 7)} {event.startsAt.slice(11, 16)}
        </span>{' '}
        <span className="break-words">{event.summary}</span>
        <span className="block text-xs text-slate-600">{event.professional}</span>
      </span>
      {open ? (
        <form
          className="grid gap-1.5"
          onSubmit={(e) => {
            e.preventDefault();
            if (chatId) link.mutate();
          }}
        >
          <Label htmlFor={selectId}>{C.unmatchedChatLabel}</Label>
          <div className="flex min-w-0 flex-wrap gap-2">
            <select
              id={selectId}
              className="h-9 min-w-0 flex-1 rounded-md border bg-white px-2 text-sm"
              value={chatId}
              onChange={(e) => setChatId(e.target.value)}
            >
              <option value="">{C.unmatchedChatPlaceholder}</option>
              {chats.slice(0, 500).map((c) => (
                <option key={c.chatId} value={c.chatId}>
                  {c.name?.trim() || c.chatId}
                </option>
              ))}
            </select>
            <Button type="submit" size="sm" disabled={!chatId || link.isPending}>
              {C.unmatchedConfirm}
            </Button>
          </div>
        </form>
      ) : (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="w-fit"
          onClick={() => setOpen(true)}
        >
          {C.unmatchedLink}
        </Button>
      )}
    </li>
  );
}

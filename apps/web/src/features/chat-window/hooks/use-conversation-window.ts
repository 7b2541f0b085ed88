import { useQuery } from '@tanstack/react-query';

import { useMinute } from '@/lib/use-minute';

import { fetchChatWindow } from '../api/conversation-window-api';
import type { ChatEntry } from '../chat-entries';
import { windowKeys } from '../queries';

export type ConversationWindow = {
  closesAt: Date | null;
  open: boolean;
  /** The clinic's record of the patient's consent to automatic messages; null when none. */
  consent: { at: Date; byName: string | null } | null;
};

/**
 * The chat's 24-hour window (API oficial only; null elsewhere and while loading). Asked again
 * when the patient writes (the key follows their latest message), and closed on screen when the
 * minute of `closesAt` passes, without asking.
 */
export function useConversationWindow(
  userId: string,
  chatId: string,
  entries: readonly ChatEntry[],
  /** The messages are still loading: asking now would ask again once they are in. */
  loading = false,
): ConversationWindow | null {
  const lastInbound = entries.findLast((e) => !e.fromMe)?.timestamp ?? '';
  const { data } = useQuery({
    queryKey: windowKeys.chat(userId, chatId, lastInbound),
    queryFn: ({ signal }) => fetchChatWindow(chatId, signal),
    retry: false,
    staleTime: 60_000,
    enabled: !loading,
  });
  const now = useMinute();
  const window = data?.window;
  if (!window) return null;
  const closesAt = window.closesAt ? new Date(window.closesAt) : null;
  const consent = window.consent
    ? { at: new Date(window.consent.at), byName: window.consent.byName }
    : null;
  return { closesAt, open: window.open && closesAt !== null && closesAt > now, consent };
}

import { MSG } from '@conecta/contract';

import { useSessionDashboard } from '@/features/session';
import { useMinute } from '@/lib/use-minute';
import { cn } from '@/lib/utils';

import type { ConversationWindow } from '../hooks/use-conversation-window';
import { windowTime } from '../window-time';

/** 'Janela aberta até 14:32' or 'Janela fechada' (API oficial chats only). */
export function WindowBadge({ window }: { window: ConversationWindow }) {
  const { user } = useSessionDashboard();
  const now = useMinute();
  const C = MSG.cloudApi;
  const text =
    window.open && window.closesAt
      ? C.windowOpenUntil(windowTime(window.closesAt, now, user.timeZone))
      : C.windowClosedBadge;
  return (
    <p
      data-testid="conversation-window"
      className={cn('text-sm font-medium', window.open ? 'text-emerald-700' : 'text-amber-700')}
    >
      {text}
    </p>
  );
}

import { MSG } from '@conecta/contract';
import { Smartphone, UserRound } from 'lucide-react';

import type { ChatEntry } from '../chat-entries';
import { useShowSenders } from '../show-senders-context';

/** Who sent one of the clinic's messages: a member of the team, or the phone itself. */
export function MessageSender({ entry }: { entry: ChatEntry }) {
  const show = useShowSenders();
  if (!show || !entry.fromMe) return null;
  const label = entry.senderName
    ? MSG.sender.member(entry.senderName)
    : entry.sentFromPhone
      ? MSG.sender.phone
      : null;
  if (!label) return null;
  const Icon = entry.senderName ? UserRound : Smartphone;
  return (
    <span className="mb-1 flex items-center gap-1 text-[11px] font-medium text-emerald-900">
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  );
}

import { Smartphone, UserRound } from 'lucide-react';

import type { ChatEntry } from '../chat-entries';
import { senderLabel } from '../author-label';
import { useShowSenders } from '../show-senders-context';

/** Who sent one of the clinic's messages: a member of the team, or the phone itself. */
export function MessageSender({ entry }: { entry: ChatEntry }) {
  const show = useShowSenders();
  if (!show || !entry.fromMe) return null;
  const label = senderLabel(entry);
  if (!label) return null;
  const Icon = entry.senderName || entry.senderKind === 'former-member' ? UserRound : Smartphone;
  return (
    <span className="mb-1 flex items-center gap-1 text-[11px] font-medium text-emerald-900">
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  );
}

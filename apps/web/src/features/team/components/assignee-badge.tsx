import { MSG, type Chat } from '@conecta/contract';

import { chatInitials } from '@/features/chat-list';

/** The assignee's initials on a card ('AL' for Ana Lima), with the whole name for readers. */
export function AssigneeBadge({ assignee }: { assignee: Chat['assignee'] }) {
  if (!assignee) return null;
  const label = MSG.assign.badge(assignee.name);
  return (
    <span
      title={label}
      className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-sky-100 px-1 text-[10px] font-semibold text-sky-900 ring-1 ring-sky-300"
    >
      <span aria-hidden="true">{chatInitials(assignee.name)}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

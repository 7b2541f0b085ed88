import { MSG } from '@conecta/contract';
import { MessagesSquare } from 'lucide-react';

/** No conversation synchronised yet. */
export function ChatListEmpty() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-card px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-emerald-50 text-emerald-600">
        <MessagesSquare aria-hidden="true" className="size-7" />
      </span>
      <h3 className="text-base font-semibold">{MSG.chats.empty}</h3>
      <p className="max-w-sm text-sm text-muted-foreground">{MSG.chats.emptyDescription}</p>
    </div>
  );
}

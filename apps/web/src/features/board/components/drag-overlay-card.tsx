import type { Chat } from '@conecta/contract';
import { GripVertical } from 'lucide-react';

import { ChatCard } from './chat-card';

/** The copy of a card that follows the pointer (or the arrow keys) during a drag. */
export function DragOverlayCard({ chat }: { chat: Chat }) {
  return (
    <ChatCard
      chat={chat}
      lifted
      handle={
        <span className="flex w-6 justify-center pt-2.5 text-slate-500">
          <GripVertical aria-hidden="true" className="size-4" />
        </span>
      }
    />
  );
}

import { MSG, columnTitle, readColumn, type Chat } from '@conecta/contract';
import type { Announcements, DragEndEvent, ScreenReaderInstructions } from '@dnd-kit/core';

import { chatTitle } from '@/features/chat-list';

const D = MSG.board.dnd;

/** What the drag handle carries: the chat as it was when the card was rendered. */
export type CardDragData = { chat: Chat };
/** What a column's drop area carries. */
export type ColumnDropData = { column: Chat['column'] };

export function draggedChat(active: { data: { current?: unknown } }): Chat | null {
  const data = active.data.current as CardDragData | undefined;
  return data?.chat ?? null;
}

function overTitle(over: DragEndEvent['over']): string | null {
  return over ? columnTitle(readColumn(String(over.id))) : null;
}

function nameOf(active: Parameters<typeof draggedChat>[0]): string {
  const chat = draggedChat(active);
  return chat ? chatTitle(chat) : '';
}

function fromTitle(active: Parameters<typeof draggedChat>[0]): string {
  const chat = draggedChat(active);
  return chat ? columnTitle(readColumn(chat.column)) : '';
}

export const screenReaderInstructions: ScreenReaderInstructions = { draggable: D.instructions };

/** pt-BR live-region messages for a drag by keyboard, pointer or touch. */
export const announcements: Announcements = {
  onDragStart: ({ active }) => D.picked(nameOf(active), fromTitle(active)),
  onDragOver: ({ active, over }) => {
    const title = overTitle(over);
    return title ? D.over(nameOf(active), title) : D.outside(nameOf(active));
  },
  onDragEnd: ({ active, over }) => {
    const title = overTitle(over);
    if (!title) return D.droppedOutside(nameOf(active));
    if (over && String(over.id) === draggedChat(active)?.column) {
      return D.droppedSame(nameOf(active));
    }
    return D.dropped(nameOf(active), title);
  },
  onDragCancel: ({ active }) => D.cancelled(nameOf(active), fromTitle(active)),
};

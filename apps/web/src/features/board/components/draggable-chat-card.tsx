import type { BackendColumn, Chat } from '@conecta/contract';
import { useDraggable } from '@dnd-kit/core';
import { memo, useCallback, useEffect, useRef } from 'react';

import { chatTitle } from '@/features/chat-list';

import type { CardDragData } from '../dnd-announcements';
import { CardActionsMenu } from './card-actions-menu';
import { ChatCard } from './chat-card';
import { DragHandle } from './drag-handle';

type DraggableChatCardProps = {
  chat: Chat;
  onMove: (chat: Chat, to: BackendColumn) => void;
  onOpenChat?: (chat: Chat) => void;
  /** Move focus to the handle: the card just arrived here by keyboard or menu. */
  takeFocus: boolean;
  onFocusTaken: () => void;
};

/** A card that can be dragged by its handle and moved from its menu. */
export const DraggableChatCard = memo(function DraggableChatCard({
  chat,
  onMove,
  onOpenChat,
  takeFocus,
  onFocusTaken,
}: DraggableChatCardProps) {
  const data: CardDragData = { chat };
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: chat.chatId,
    data,
  });
  const handleRef = useRef<HTMLButtonElement | null>(null);
  const handleNodeRef = useCallback(
    (node: HTMLButtonElement | null) => {
      handleRef.current = node;
      setActivatorNodeRef(node);
    },
    [setActivatorNodeRef],
  );
  const title = chatTitle(chat);
  // A card that opens is one Tab stop; its handle and menu are an arrow away (see ChatCard).
  const stop = onOpenChat ? -1 : undefined;

  useEffect(() => {
    if (!takeFocus) return;
    handleRef.current?.focus();
    onFocusTaken();
  }, [takeFocus, onFocusTaken]);

  return (
    <ChatCard
      chat={chat}
      ref={setNodeRef}
      placeholder={isDragging}
      onOpen={onOpenChat ? () => onOpenChat(chat) : undefined}
      handle={
        <DragHandle
          name={title}
          ref={handleNodeRef}
          attributes={attributes}
          listeners={listeners}
          tabIndex={stop}
        />
      }
      menu={<CardActionsMenu chat={chat} title={title} onMove={onMove} tabIndex={stop} />}
    />
  );
});

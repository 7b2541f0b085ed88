import { messageEndpoints } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

import { useLatest } from '@/lib/use-latest';

import { editMessage } from '../api/chat-window-api';
import type { TextEntry } from '../chat-entries';
import { decideEdit } from '../edit-rules';
import { logChatError } from '../send-failure';

export type EditActions = {
  start: (id: string) => void;
  cancel: () => void;
  confirm: (entry: TextEntry, edited: string) => void;
};

/**
 * Which message is being edited, and its confirmation: on success edit mode closes and the
 * messages reload; a failure is only logged and leaves the text in the field.
 * `actions` keeps its identity, so message rows need not re-render while someone types.
 */
export function useEditMessage(chatId: string, reload: () => void) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: editMessage,
    meta: { endpoint: messageEndpoints.edit },
  });
  const latest = useLatest({ mutation, chatId, reload });

  const actions = useMemo<EditActions>(() => {
    // Never rejects (a failure is logged), so `confirm` can hand the rows a plain callback.
    const confirmEdit = async (entry: TextEntry, edited: string): Promise<void> => {
      const { mutation: edit, chatId: phone, reload: refresh } = latest.current;
      if (edit.isPending) return;
      const decision = decideEdit(entry.content, edited);
      if (decision.action === 'ignore') return;
      if (decision.action === 'close') return setEditingId(null);
      try {
        await edit.mutateAsync({ phone, editMessageId: entry.messageId, message: decision.text });
        setEditingId(null);
        refresh();
      } catch (error) {
        logChatError('Erro ao editar mensagem', error);
      }
    };
    return {
      start: (id) => setEditingId(id),
      cancel: () => setEditingId(null),
      confirm: (entry, edited) => void confirmEdit(entry, edited),
    };
  }, [latest]);

  return { editingId, pending: mutation.isPending, actions };
}

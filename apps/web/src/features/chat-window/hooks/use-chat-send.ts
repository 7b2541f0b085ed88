import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer } from 'react';

import { sendAudio } from '../api/send-audio';
import { sendMessage } from '../api/send-message';
import { withOutbox, type ChatEntry } from '../chat-entries';
import { canSend, INITIAL_OUTBOX, outboxReducer, pendingAudio, pendingText } from '../outbox';
import { audioSendFailure, logChatError, textSendFailure } from '../send-failure';
import type { RecordedAudio } from '../voice-recording';

type Options = {
  /** The provider chat id: it is both `chatId` and `phone` of the calls. */
  chatId: string;
  /** The server's entries, to which the ones on their way are added. */
  listed: ChatEntry[];
  reload: () => void;
  onAlert: (text: string | null) => void;
};

/**
 * The input field and the optimistic sends of text and voice: the entry shows at once
 * as SENDING, takes the server's ids when it is accepted, and on failure goes away with an alert
 * (a text goes back into the field).
 */
export function useChatSend({ chatId, listed, reload, onAlert }: Options) {
  const [state, dispatch] = useReducer(outboxReducer, INITIAL_OUTBOX);
  const text = useMutation({ mutationFn: sendMessage });
  const audio = useMutation({ mutationFn: sendAudio });

  useEffect(() => {
    dispatch({ type: 'listed', ids: new Set(listed.flatMap((e) => [e.id, e.messageId])) });
  }, [listed]);

  const sendText = async () => {
    if (!canSend(state, state.draft)) return;
    const entry = pendingText(state.draft.trim(), new Date());
    dispatch({ type: 'start', entry });
    onAlert(null);
    try {
      const { data } = await text.mutateAsync({ chatId, phone: chatId, message: entry.content });
      dispatch({ type: 'sent', tempId: entry.id, data });
      reload();
    } catch (error) {
      logChatError('Erro ao enviar mensagem', error);
      dispatch({ type: 'failed', tempId: entry.id });
      onAlert(textSendFailure(error));
    }
  };

  const sendVoice = async ({ dataUrl, seconds }: RecordedAudio) => {
    if (state.sending) return;
    const entry = pendingAudio(dataUrl, seconds, new Date());
    dispatch({ type: 'start', entry });
    onAlert(null);
    try {
      const { data } = await audio.mutateAsync({
        chatId,
        phone: chatId,
        audio: dataUrl,
        duration: seconds,
      });
      dispatch({ type: 'sent', tempId: entry.id, data });
      reload();
    } catch (error) {
      logChatError('Erro ao enviar áudio', error);
      dispatch({ type: 'failed', tempId: entry.id });
      onAlert(audioSendFailure(error));
    }
  };

  const entries = useMemo(() => withOutbox(listed, state.outbox), [listed, state.outbox]);
  return {
    entries,
    draft: state.draft,
    setDraft: (value: string) => dispatch({ type: 'draft', text: value }),
    sending: state.sending,
    sendText,
    sendVoice,
  };
}

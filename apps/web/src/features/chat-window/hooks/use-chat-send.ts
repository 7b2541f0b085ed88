import { messageEndpoints, MSG, quoteText, type SendFileRequest } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useState } from 'react';

import { readDraft, writeDraft } from '@/lib/chat-drafts';
import { sendWithProgress } from '@/lib/send-with-progress';

import { sendAudio, sendMessage } from '../api/chat-window-api';
import { attachmentName, checkAttachment, readAsDataUrl, type Attachment } from '../attachment';
import { withOutbox, type ChatEntry } from '../chat-entries';
import {
  canSend,
  INITIAL_OUTBOX,
  outboxReducer,
  pendingAudio,
  pendingFile,
  pendingText,
} from '../outbox';
import { audioSendFailure, fileSendFailure, logChatError, textSendFailure } from '../send-failure';
import type { TextEntry } from '../chat-entries';
import type { RecordedAudio } from '../voice-recording';

type Options = {
  /** The member whose draft of this chat the field starts from and keeps. */
  userId: string;
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
 * (a text goes back into the field). The field starts from the member's draft of this chat.
 */
export function useChatSend({ userId, chatId, listed, reload, onAlert }: Options) {
  const [state, dispatch] = useReducer(outboxReducer, INITIAL_OUTBOX, (initial) => ({
    ...initial,
    draft: readDraft(userId, chatId),
  }));

  // Every keystroke is kept, so the text survives the window closing. A sent text
  // empties the field and so forgets the draft; a failed one comes back into it and is kept again.
  useEffect(() => writeDraft(userId, chatId, state.draft), [userId, chatId, state.draft]);
  // A send changes the card's preview and time: the board's list is asked again.
  const text = useMutation({
    mutationFn: sendMessage,
    meta: { endpoint: messageEndpoints.sendText },
  });
  const audio = useMutation({
    mutationFn: sendAudio,
    meta: { endpoint: messageEndpoints.sendAudio },
  });
  // A file's send reports its upload, shown on its bubble ('Enviando 42%').
  const file = useMutation({
    mutationFn: ({ body, tempId }: { body: SendFileRequest; tempId: string }) =>
      sendWithProgress(messageEndpoints.sendFile, { body }, (percent) =>
        dispatch({ type: 'progress', tempId, percent }),
      ),
    meta: { endpoint: messageEndpoints.sendFile },
  });
  // A file waiting in the bar to be sent (with the field's text as its caption), and the message
  // being answered (a quoted reply), both cleared once a send starts.
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [replyTo, setReplyTo] = useState<ChatEntry | null>(null);
  const quoteOf = (entry: ChatEntry | null): TextEntry['quoted'] =>
    entry
      ? { messageId: entry.messageId, fromMe: entry.fromMe, preview: quotePreview(entry) }
      : null;

  /** A file picked, dropped or pasted: ready to send, or an alert saying why it cannot go. */
  const attach = (picked: File) => {
    const checked = checkAttachment(picked);
    if ('error' in checked) {
      onAlert(checked.error);
      return;
    }
    onAlert(null);
    setAttachment(checked);
  };

  const sendAttachment = async (ready: Attachment) => {
    const caption = state.draft.trim();
    const name = attachmentName(ready.file, new Date());
    const quoted = quoteOf(replyTo);
    const local =
      ready.kind === 'image' && typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(ready.file)
        : null;
    const entry = pendingFile(
      { kind: ready.kind, name, size: ready.file.size, mime: ready.file.type, url: local },
      caption,
      new Date(),
      quoted,
    );
    dispatch({ type: 'start', entry });
    setAttachment(null);
    setReplyTo(null);
    onAlert(null);
    try {
      const dataUrl = await readAsDataUrl(ready.file);
      const { data } = await file.mutateAsync({
        tempId: entry.id,
        body: {
          chatId,
          phone: chatId,
          file: dataUrl,
          fileName: name,
          ...(caption ? { caption } : {}),
          ...(quoted ? { replyTo: quoted.messageId } : {}),
        },
      });
      dispatch({ type: 'sent', tempId: entry.id, data });
      reload();
    } catch (error) {
      logChatError('Erro ao enviar arquivo', error);
      dispatch({ type: 'failed', tempId: entry.id });
      // The file stays in the bar, to try again or remove.
      setAttachment(ready);
      onAlert(fileSendFailure(error));
    }
  };

  useEffect(() => {
    dispatch({ type: 'listed', ids: new Set(listed.flatMap((e) => [e.id, e.messageId])) });
  }, [listed]);

  const sendText = async () => {
    if (attachment) {
      if (!state.sending) await sendAttachment(attachment);
      return;
    }
    if (!canSend(state, state.draft)) return;
    const quoted = quoteOf(replyTo);
    const entry = pendingText(state.draft.trim(), new Date(), quoted);
    dispatch({ type: 'start', entry });
    setReplyTo(null);
    onAlert(null);
    try {
      const { data } = await text.mutateAsync({
        chatId,
        phone: chatId,
        message: entry.content,
        ...(quoted ? { replyTo: quoted.messageId } : {}),
      });
      dispatch({ type: 'sent', tempId: entry.id, data });
      reload();
    } catch (error) {
      logChatError('Erro ao enviar mensagem', error);
      dispatch({ type: 'failed', tempId: entry.id });
      // The window may have been closed while the text was on its way: keep it as the draft.
      if (!readDraft(userId, chatId)) writeDraft(userId, chatId, entry.content);
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
    attachment,
    attach,
    removeAttachment: () => setAttachment(null),
    replyTo,
    setReplyTo,
  };
}

/** The short text a quote shows of the message answered. */
export function quotePreview(entry: ChatEntry): string {
  const A = MSG.chatWindow;
  if (entry.kind === 'audio') return `🎤 ${A.audioLabel}`;
  const short = quoteText(entry.content);
  if (entry.type === 'image') return short ? `📷 ${short}` : `📷 ${A.image}`;
  if (entry.type === 'document') return `📄 ${entry.fileName ?? A.document}`;
  if (entry.type === 'video') return short ? `🎬 ${short}` : `🎬 ${A.video}`;
  return short;
}

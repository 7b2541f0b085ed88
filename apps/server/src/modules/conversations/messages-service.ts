import type { MessagesQuery, SendFileRequest, SendTemplateRequest } from '@conecta/contract';

import type { RequestMeta } from '../../http/request-meta.ts';
import { type Member, membershipsRepo } from '../memberships/index.ts';
import { chatOf } from './chat-of.ts';
import { editMessage } from './edit-message.ts';
import { listMessages } from './list-messages.ts';
import { markRead } from './mark-read.ts';
import type { MessagesDeps } from './messages-deps.ts';
import { messagesPage } from './messages-page.ts';
import { dropUnusedChat, openChatForPhone } from './open-chat-for-phone.ts';
import { openMedia } from './open-media.ts';
import { sendAudio } from './send-audio.ts';
import { sendFile } from './send-file.ts';
import { sendTemplate } from './send-template.ts';
import { sendText } from './send-text.ts';
import { conversationWindow } from './conversation-window.ts';

/** A chat's messages: read, sent, edited, marked read, and its files opened by signed link. */
export function createMessagesService(deps: MessagesDeps) {
  return {
    list: (clinicId: string, chatId: string, viewer: string) =>
      listMessages(deps, clinicId, chatId, viewer),
    page: (clinicId: string, chatId: string, query: MessagesQuery, viewer: string) =>
      messagesPage(deps, clinicId, chatId, query, viewer),
    sendText: (who: Member, input: Parameters<typeof sendText>[2], meta: RequestMeta) =>
      sendText(deps, who, input, meta),
    sendAudio: (who: Member, input: Parameters<typeof sendAudio>[2], meta: RequestMeta) =>
      sendAudio(deps, who, input, meta),
    sendFile: (who: Member, input: SendFileRequest, meta: RequestMeta) =>
      sendFile(deps, who, input, meta),
    edit: (clinicId: string, input: Parameters<typeof editMessage>[2]) =>
      editMessage(deps, clinicId, input),
    sendTemplate: (who: Member, input: SendTemplateRequest, meta: RequestMeta) =>
      sendTemplate(deps, who, input, meta),
    /** A chat with a phone nobody wrote from yet, opened for a send (the public API). */
    openChatForPhone: (who: Member, chatId: string, freeForm: boolean) =>
      openChatForPhone(deps, who, chatId, freeForm),
    dropUnusedChat: (clinicId: string, chatId: string) => dropUnusedChat(deps, clinicId, chatId),
    /** The chat's 24-hour window (null where the provider has none). */
    async window(clinicId: string, chatId: string) {
      const chat = await chatOf(deps.db, clinicId, chatId);
      const found = await conversationWindow(deps, clinicId, chatId);
      const by = chat.automaticConsentBy;
      const consent = chat.automaticConsentAt && {
        at: chat.automaticConsentAt.toISOString(),
        byName: by ? ((await membershipsRepo.member(deps.db, clinicId, by))?.name ?? null) : null,
      };
      return {
        success: true as const,
        window: found && {
          closesAt: found.closesAt?.toISOString() ?? null,
          open: found.open,
          consent,
        },
      };
    },
    markRead: (clinicId: string, chatId: string) => markRead(deps, clinicId, chatId),
    openMedia: (id: string, q: Parameters<typeof openMedia>[2]) => openMedia(deps, id, q),
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;

import {
  MSG,
  type zPublicChatsQuery,
  type zPublicMessagesQuery,
  type zPublicSendRequest,
} from '@conecta/contract';
import type { z } from 'zod';

import type { Db } from '../../db/client.ts';
import type { RequestMeta } from '../../http/request-meta.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/index.ts';
import {
  chatIdForPhone,
  chatsPageById,
  findChat,
  type MessagesService,
} from '../conversations/index.ts';

type Who = AuthContext;

/**
 * What the public API adds to the services the screens use: a page of chats for a program, a
 * send to a phone (the clinic's chat with it), and the answers in the API's shapes. The rules
 * (the 24-hour window, the instance, the audit) stay in the services it calls.
 */
export function createPublicApiService(deps: {
  db: Db;
  messages: MessagesService;
  /** The access log: an API's reading of a chat is recorded like a member's. */
  chatRead: (who: Who, chatId: string, ip: string, opening: boolean) => Promise<void>;
}) {
  const { db, messages } = deps;

  async function chatIdOf(who: Who, input: z.output<typeof zPublicSendRequest>) {
    if (input.chatId) return input.chatId;
    const chatId = await chatIdForPhone(db, who.clinicId, input.phone ?? '');
    if (!chatId) throw new AppError('NOT_FOUND', MSG.apiKeys.noChatForPhone);
    return chatId;
  }

  return {
    async chats(who: Who, query: z.output<typeof zPublicChatsQuery>) {
      const rows = await chatsPageById(db, who.clinicId, query.after, query.limit + 1);
      const page = rows.slice(0, query.limit);
      return {
        success: true as const,
        chats: page.map((r) => ({
          chatId: r.chatId,
          name: r.name?.trim() || null,
          phone: r.phone,
          column: r.column,
          unread: r.unread,
          lastMessageAt: r.lastMessageTime?.toISOString() ?? null,
          lastMessageContent: r.lastMessageContent,
        })),
        next: rows.length > query.limit ? page.at(-1)!.chatId : null,
      };
    },

    async messages(
      who: Who,
      chatId: string,
      query: z.output<typeof zPublicMessagesQuery>,
      ip: string,
    ) {
      const page = await messages.page(
        who.clinicId,
        chatId,
        { limit: query.limit, before: query.before },
        who.userId,
      );
      await deps.chatRead(who, chatId, ip, query.before === undefined);
      return {
        success: true as const,
        messages: page.messages,
        audios: page.audios,
        next: page.older,
      };
    },

    /**
     * A program's message is an automatic one: a patient who sent a stop word gets none, and a
     * template (what goes outside the 24-hour window) only with the consent the clinic recorded,
     * as the automatic senders do. The window, the instance and the audit are the member's send's.
     */
    async send(who: Who, input: z.output<typeof zPublicSendRequest>, meta: RequestMeta) {
      const chatId = await chatIdOf(who, input);
      const chat = await findChat(db, who.clinicId, chatId);
      if (chat?.routineOptedOutAt) throw new AppError('RULE_BROKEN', MSG.apiKeys.optedOut);
      if (chat && input.template && !chat.automaticConsentAt)
        throw new AppError('RULE_BROKEN', MSG.apiKeys.consentMissing);
      if (input.template)
        return messages.sendTemplate(
          who,
          { chatId, templateId: input.template.templateId, variables: input.template.variables },
          meta,
        );
      return messages.sendText(who, { chatId, phone: chatId, message: input.text ?? '' }, meta);
    },
  };
}
export type PublicApiService = ReturnType<typeof createPublicApiService>;

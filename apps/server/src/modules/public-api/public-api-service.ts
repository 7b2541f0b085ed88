import {
  internationalPhone,
  MSG,
  type zPublicChatsQuery,
  type zPublicMessagesQuery,
  type zPublicSendRequest,
} from '@conecta/contract';
import type { z } from 'zod';

import type { Db } from '../../db/client.ts';
import type { RequestMeta } from '../../http/request-meta.ts';
import { AppError } from '../../lib/errors.ts';
import { foldBrazilMobile, withoutNinthDigit } from '../../providers/index.ts';
import type { AuthContext } from '../auth/index.ts';
import {
  chatIdForPhone,
  chatIdOfAny,
  type ChatsService,
  chatsPageById,
  findChat,
  type MessagesService,
} from '../conversations/index.ts';

type Who = AuthContext;

/**
 * What the public API adds to the services the screens use: a page of chats for a program, a
 * send to a phone (the clinic's chat with it, opened when there is none), and the answers in the
 * API's shapes. The rules (the 24-hour window, the instance, the audit) stay in the services it
 * calls.
 */
export function createPublicApiService(deps: {
  db: Db;
  messages: MessagesService;
  /** The consent a program declares is recorded as a member's 'Registrar consentimento'. */
  chats: Pick<ChatsService, 'setConsent'>;
  /** The access log: an API's reading of a chat is recorded like a member's. */
  chatRead: (who: Who, chatId: string, ip: string, opening: boolean) => Promise<void>;
  /** Privacy's suppression list: of these chat keys, the erased ones with no chat now. */
  erasedAmong: (clinicId: string, chatIds: readonly string[]) => Promise<Set<string>>;
}) {
  const { db, messages } = deps;

  /**
   * The clinic's chat with a phone, under any spelling of it the patient was known by: the
   * chat key (the ninth digit folded in), the number without its nine, a previous number.
   */
  async function chatOfPhone(clinicId: string, names: string[]): Promise<string | undefined> {
    const known = await chatIdOfAny(db, clinicId, names);
    if (known) return known;
    for (const name of names) {
      const found = await chatIdForPhone(db, clinicId, name);
      if (found) return found;
    }
    return undefined;
  }

  /**
   * The chat a send goes to: the one named, the phone's, or one opened for a phone the clinic
   * never talked to (after the checks that need no chat, so a refusal leaves nothing behind).
   */
  async function target(who: Who, input: z.output<typeof zPublicSendRequest>) {
    if (input.chatId) return { chatId: input.chatId, opened: false };
    const digits = internationalPhone(input.phone ?? '');
    if (!digits) throw new AppError('VALIDATION_ERROR', MSG.apiKeys.phoneInvalid);
    const key = foldBrazilMobile(digits);
    const bare = withoutNinthDigit(key);
    const names = bare ? [key, bare] : [key];
    const chatId = await chatOfPhone(who.clinicId, names);
    if (chatId) return { chatId, opened: false };
    // An erased patient comes back only by writing to the clinic, never by its program.
    if ((await deps.erasedAmong(who.clinicId, names)).size > 0)
      throw new AppError('RULE_BROKEN', MSG.apiKeys.phoneErased);
    if (input.template && !input.consent)
      throw new AppError('RULE_BROKEN', MSG.apiKeys.consentMissing);
    const opened = await messages.openChatForPhone(who, key, !input.template);
    return { chatId: key, opened };
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
     * or declares in the call (`consent: true`, recorded once the message went), as the
     * automatic senders do. The window, the instance and the audit are the member's send's; a
     * chat opened for this send is taken back when the send fails.
     */
    async send(who: Who, input: z.output<typeof zPublicSendRequest>, meta: RequestMeta) {
      const { chatId, opened } = await target(who, input);
      try {
        const chat = await findChat(db, who.clinicId, chatId);
        if (chat?.routineOptedOutAt) throw new AppError('RULE_BROKEN', MSG.apiKeys.optedOut);
        const consented = chat?.automaticConsentAt != null;
        if (chat && input.template && !consented && !input.consent)
          throw new AppError('RULE_BROKEN', MSG.apiKeys.consentMissing);
        const sent = input.template
          ? await messages.sendTemplate(
              who,
              {
                chatId,
                templateId: input.template.templateId,
                variables: input.template.variables,
              },
              meta,
            )
          : await messages.sendText(
              who,
              { chatId, phone: chatId, message: input.text ?? '' },
              meta,
            );
        if (chat && input.consent && !consented)
          await deps.chats.setConsent(who, chatId, true, meta);
        return sent;
      } catch (err) {
        if (opened) await messages.dropUnusedChat(who.clinicId, chatId);
        throw err;
      }
    },
  };
}
export type PublicApiService = ReturnType<typeof createPublicApiService>;

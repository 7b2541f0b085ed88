import {
  AUDIO_MAX_BYTES,
  AUDIO_MAX_SECONDS,
  MSG,
  type MessagesQuery,
  formatSyncPosition,
  isAheadOf,
} from '@conecta/contract';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client.ts';
import type { Publish } from '../../events/event-bus.ts';
import type { Clock } from '../../lib/clock.ts';
import { cleanMediaType, UNKNOWN_MEDIA_TYPE } from '../../lib/media-type.ts';
import { AppError } from '../../lib/errors.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import type { MediaStore } from '../../media/media-store.ts';
import { MediaMissing } from '../../media/media-driver.ts';
import type { MessagingProvider, ProviderInstance } from '../../providers/messaging-provider.ts';
import { chatsRepo } from '../chats/chats-repo.ts';
import { providerFailure } from '../connection/connection-service.ts';
import { instanceBlockReason, type InstanceAccess } from '../instances/instance-access.ts';
import { type MessageRow, messageMediaRepo, messagesRepo } from './messages-repo.ts';
import { recordOutbound } from './record-outbound.ts';
import type { Member } from '../clinics/member.ts';
import { usersRepo } from '../auth/users-repo.ts';
import type { RequestMeta } from '../auth/auth-service.ts';
import { recordClinicAction } from '../audit/audit-repo.ts';
import { describeError } from '../../lib/describe-error.ts';

interface Deps {
  db: Db;
  clock: Clock;
  provider: MessagingProvider;
  access: InstanceAccess;
  media: MediaStore;
  links: MediaLinks;
  log: FastifyBaseLogger;
  publish: Publish;
}

/** How many messages a chat window opens with. */
const MESSAGES_PAGE_DEFAULT = 50;

const chatNotFound = () => new AppError('NOT_FOUND', MSG.common.chatNotFound);

export function createMessagesService(deps: Deps) {
  const { db, clock, provider, access, media, links } = deps;

  /** The user's usable instance, or the reason they cannot send. */
  async function credentials(clinicId: string): Promise<ProviderInstance> {
    const row = await access.findByClinic(clinicId);
    const reason = instanceBlockReason(row, clock());
    if (!row || reason) throw new AppError('RULE_BROKEN', reason ?? '');
    return access.credentials(row);
  }

  async function chatOf(clinicId: string, chatId: string) {
    const chat = await chatsRepo.find(db, clinicId, chatId);
    if (!chat) throw chatNotFound();
    return chat;
  }

  // Each member's own links: the file they open is recorded as theirs (issue 21).
  // Only our own signed link, once the file is stored: the provider's URL came in a webhook and
  // is not ours to put in an <img> (a forged webhook would make it a tracking pixel), and it
  // stops working after a while anyway. Until then (or after a failed download) there is none.
  const mediaUrl = (clinicId: string, viewer: string, m: MessageRow) =>
    m.mediaPath ? links.url(clinicId, viewer, m.id, clock()) : null;

  /** Rows as the spec's two lists: texts and media in `messages`, voice notes in `audios`. */
  /** The names of the members who sent these messages (usually none or a few): one query. */
  async function memberNames(rows: MessageRow[]): Promise<Map<string, string>> {
    const ids = [...new Set(rows.flatMap((m) => (m.sentByMember ? [m.sentByMember] : [])))];
    return new Map((await usersRepo.namesOf(db, ids)).map((u) => [u.id, u.name]));
  }

  async function toEntries(clinicId: string, viewer: string, rows: MessageRow[]) {
    const names = await memberNames(rows);
    const senderOf = (m: MessageRow) => ({
      senderName: m.sentByMember ? (names.get(m.sentByMember) ?? null) : null,
      sentFromPhone: m.fromMe && m.sentBy === 'phone',
    });
    const messages = [];
    const audios = [];
    for (const m of rows) {
      if (m.type === 'audio') {
        audios.push({
          id: m.id,
          messageId: m.messageId,
          audioUrl: mediaUrl(clinicId, viewer, m),
          seconds: m.seconds ?? 0,
          fromMe: m.fromMe,
          timestamp: m.timestamp.toISOString(),
          status: m.status,
          ...senderOf(m),
        });
      } else {
        messages.push({
          id: m.id,
          messageId: m.messageId,
          content: m.content ?? '',
          type: m.type,
          timestamp: m.timestamp.toISOString(),
          fromMe: m.fromMe,
          status: m.status,
          isEdited: m.isEdited,
          automatic: m.sentBy === 'automation',
          mediaUrl: m.type === 'text' ? null : mediaUrl(clinicId, viewer, m),
          fileName: m.fileName,
          mimeType: m.mediaMime,
          ...senderOf(m),
        });
      }
    }
    return { messages, audios };
  }

  return {
    /** The spec's answer: every message of the chat, oldest first. */
    async list(clinicId: string, chatId: string, viewer: string) {
      await chatOf(clinicId, chatId);
      const rows = await messagesRepo.listForChat(db, clinicId, chatId);
      return { success: true as const, ...(await toEntries(clinicId, viewer, rows)) };
    },

    /**
     * What an open chat window asks for: the newest `limit` messages (older than `before`), or
     * only what was written since the sync position `since` (new, edited, a status changed).
     * The position is read first: whatever commits during the read comes again next time.
     */
    async page(clinicId: string, chatId: string, query: MessagesQuery, viewer: string) {
      await chatOf(clinicId, chatId);
      const position = await messagesRepo.syncPosition(db);
      const cursor = formatSyncPosition(position);
      const { since } = query;
      if (since !== undefined && !isAheadOf(since, position)) {
        const rows = await messagesRepo.changedSince(db, clinicId, chatId, since);
        return {
          success: true as const,
          ...(await toEntries(clinicId, viewer, rows)),
          cursor,
          older: null,
          reset: false,
        };
      }
      const limit = query.limit ?? MESSAGES_PAGE_DEFAULT;
      const newestFirst = await messagesRepo.pageForChat(db, clinicId, chatId, limit, query.before);
      const page = newestFirst.slice(0, limit).reverse();
      return {
        success: true as const,
        ...(await toEntries(clinicId, viewer, page)),
        cursor,
        older: newestFirst.length > limit ? page[0]!.id : null,
        // A position ahead of this database's (a restored backup): start over from this page.
        reset: since !== undefined,
      };
    },

    /** Sent first, stored after: a failed send leaves nothing behind. */
    async sendText(
      who: Member,
      input: { chatId: string; phone: string; message: string },
      meta: RequestMeta,
    ) {
      const { clinicId } = who;
      const chat = await chatOf(clinicId, input.chatId);
      const creds = await credentials(clinicId);
      let messageId: string;
      try {
        ({ messageId } = await provider.sendText(creds, {
          phone: chat.chatId,
          message: input.message,
        }));
      } catch (err) {
        throw providerFailure(err);
      }
      const row = await recordOutbound(db, {
        clinicId,
        chatId: chat.chatId,
        messageId,
        type: 'text',
        content: input.message,
        sentBy: 'user',
        sentByMember: who.userId,
        timestamp: clock(),
        preview: input.message,
      });
      await recordClinicAction(
        db,
        who,
        'message.send',
        chat.name ?? chat.phone,
        { chatId: chat.chatId },
        meta,
        clock(),
      );
      return {
        success: true as const,
        message: MSG.messageRules.sent,
        data: { id: row.id, messageId, status: row.status },
      };
    },

    async edit(clinicId: string, input: { phone: string; editMessageId: string; message: string }) {
      const original = await messageMediaRepo.findByMessageId(db, clinicId, input.editMessageId);
      if (!original || original.chatId !== input.phone)
        throw new AppError('NOT_FOUND', MSG.messageRules.messageNotFound);
      if (!original.fromMe || original.type !== 'text')
        throw new AppError('RULE_BROKEN', MSG.messageRules.editOwnTextOnly);
      const creds = await credentials(clinicId);
      try {
        await provider.sendText(creds, {
          phone: original.chatId,
          message: input.message,
          editMessageId: original.messageId,
        });
      } catch (err) {
        throw providerFailure(err);
      }
      await messagesRepo.editText(db, clinicId, original.messageId, input.message);
      deps.publish(clinicId, 'chat-update', { chatId: original.chatId, reason: 'message-edited' });
      return { success: true as const, message: MSG.messageRules.edited };
    },

    async sendAudio(
      who: Member,
      input: { chatId: string; phone: string; audio: string; duration: number },
      meta: RequestMeta,
    ) {
      const { clinicId } = who;
      const bytes = Buffer.from(input.audio.slice(input.audio.indexOf(',') + 1), 'base64');
      if (bytes.length > AUDIO_MAX_BYTES || input.duration > AUDIO_MAX_SECONDS) {
        throw new AppError('PAYLOAD_TOO_LARGE', MSG.messageRules.audioTooLarge);
      }
      const chat = await chatOf(clinicId, input.chatId);
      const creds = await credentials(clinicId);
      let messageId: string;
      try {
        ({ messageId } = await provider.sendAudio(creds, {
          phone: chat.chatId,
          audio: input.audio,
        }));
      } catch (err) {
        throw providerFailure(err);
      }
      const mediaPath = await media.save(clinicId, bytes, 'mp3');
      const row = await recordOutbound(db, {
        clinicId,
        chatId: chat.chatId,
        messageId,
        type: 'audio',
        mediaMime: 'audio/mpeg',
        mediaPath,
        seconds: Math.round(input.duration),
        sentBy: 'user',
        sentByMember: who.userId,
        timestamp: clock(),
        preview: '🎤 Áudio',
      });
      await recordClinicAction(
        db,
        who,
        'message.send',
        chat.name ?? chat.phone,
        { audio: true, chatId: chat.chatId },
        meta,
        clock(),
      );
      return {
        success: true as const,
        message: MSG.messageRules.audioSent,
        data: { id: row.id, messageId, status: row.status },
      };
    },

    async markRead(clinicId: string, chatId: string) {
      const chat = await chatOf(clinicId, chatId);
      await chatsRepo.markRead(db, clinicId, chat.chatId);
      deps.publish(clinicId, 'chat-update', { chatId: chat.chatId, reason: 'read', unread: 0 });
      const row = await access.findByClinic(clinicId);
      if (row && !instanceBlockReason(row, clock())) {
        // Our count is already zero; a provider that cannot be told now is not the user's problem.
        await provider
          .markRead(access.credentials(row), { phone: chat.chatId })
          .catch((err: unknown) => {
            deps.log.warn({ err: describeError(err) }, 'falha ao marcar como lida no provedor');
          });
      }
      return { success: true as const, message: MSG.messageRules.read };
    },

    /** Streams a stored file to its owner, when the signed link is valid. */
    async openMedia(id: string, q: { u: string; m: string; exp: number; sig: string }) {
      if (!links.verify(q.u, q.m, id, q.exp, q.sig, clock()))
        throw new AppError('NOT_FOUND', MSG.messageRules.mediaNotFound);
      const row = await messageMediaRepo.findForMember(db, q.u, q.m, id);
      if (!row?.mediaPath) throw new AppError('NOT_FOUND', MSG.messageRules.mediaNotFound);
      const stream = await media.open(row.mediaPath).catch((err: unknown) => {
        // A file gone from the store (removed by hand, a restore without media) is a 404.
        throw err instanceof MediaMissing
          ? new AppError('NOT_FOUND', MSG.messageRules.mediaNotFound)
          : err;
      });
      return {
        clinicId: q.u,
        memberId: q.m,
        chatId: row.chatId,
        stream,
        // Checked again: a row stored before types were checked must not break its link.
        mime: cleanMediaType(row.mediaMime) ?? UNKNOWN_MEDIA_TYPE,
        fileName: row.fileName,
      };
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;

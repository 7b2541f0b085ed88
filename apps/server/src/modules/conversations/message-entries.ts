import { MSG } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import { membershipsRepo } from '../memberships/index.ts';
import type { MessagesDeps } from './messages-deps.ts';
import { type MessageRow, messagesRepo } from './messages-repo.ts';
import { quotePreview } from './quote-preview.ts';

/**
 * The names of the clinic's members now, by id: a message sent by someone who left the team since
 * is theirs no longer to name ('Membro que saiu da equipe'), decided here, when read.
 */
async function memberNames(
  db: Db,
  clinicId: string,
  rows: MessageRow[],
): Promise<Map<string, string>> {
  if (!rows.some((m) => m.sentByMember)) return new Map();
  return new Map((await membershipsRepo.members(db, clinicId)).map((m) => [m.userId, m.name]));
}

/** Who of the clinic sent a message: a member now, one who left, the phone; null otherwise. */
function senderOf(m: MessageRow, names: ReadonlyMap<string, string>) {
  if (m.sentByMember) {
    const name = names.get(m.sentByMember);
    return name === undefined
      ? { senderName: null, senderKind: 'former-member' as const }
      : { senderName: name, senderKind: 'member' as const };
  }
  if (m.fromMe && m.sentBy === 'phone') return { senderName: null, senderKind: 'phone' as const };
  return { senderName: null, senderKind: null };
}

/** The messages these rows quote, by provider id (one query for the page). */
async function quotedOf(db: Db, clinicId: string, rows: MessageRow[]) {
  const ids = [...new Set(rows.flatMap((m) => (m.quotedMessageId ? [m.quotedMessageId] : [])))];
  const chatId = rows[0]?.chatId;
  const found = chatId ? await messagesRepo.findManyByMessageId(db, clinicId, chatId, ids) : [];
  const byId = new Map(found.map((m) => [m.messageId, m]));
  return (m: MessageRow) => {
    if (!m.quotedMessageId) return null;
    const q = byId.get(m.quotedMessageId);
    return {
      messageId: m.quotedMessageId,
      fromMe: q?.fromMe ?? !m.fromMe,
      preview: q ? quotePreview(q) : null,
    };
  };
}

/**
 * Why a message the clinic sent was not delivered, or why a received file is not there (its
 * download was given up on: a checksum that did not match, an expired id...), in pt-BR; null
 * otherwise.
 */
function failureOf(m: MessageRow): string | null {
  if (m.mediaFailure && !m.mediaPath) return MSG.receivedMedia[m.mediaFailure];
  if (m.status !== 'FAILED') return null;
  switch (m.statusErrorCode) {
    case 131047:
      return MSG.delivery.outsideWindow;
    case 131026:
      return MSG.delivery.undeliverable;
    case null:
      return MSG.delivery.undeliverable;
    default:
      return MSG.delivery.failedWithCode(m.statusErrorCode);
  }
}

/**
 * Rows as the spec's two lists, for one viewer: texts and media in `messages`, voice notes in
 * `audios`, each with who sent it and what it quotes.
 */
export async function messageEntries(
  deps: Pick<MessagesDeps, 'db' | 'clock' | 'links'>,
  clinicId: string,
  viewer: string,
  rows: MessageRow[],
) {
  const { db, clock, links } = deps;
  // Each member's own links: the file they open is recorded as theirs.
  // Only our own signed link, once the file is stored: the provider's URL came in a webhook and
  // is not ours to put in an <img> (a forged webhook would make it a tracking pixel), and it
  // stops working after a while anyway. Until then (or after a failed download) there is none.
  const mediaUrl = (m: MessageRow) =>
    m.mediaPath ? links.url(clinicId, viewer, m.id, clock()) : null;
  const names = await memberNames(db, clinicId, rows);
  const quoted = await quotedOf(db, clinicId, rows);
  const sender = (m: MessageRow) => ({
    ...senderOf(m, names),
    sentFromPhone: m.fromMe && m.sentBy === 'phone',
    reactions: m.reactions,
  });
  const messages = [];
  const audios = [];
  for (const m of rows) {
    if (m.type === 'audio') {
      audios.push({
        id: m.id,
        messageId: m.messageId,
        audioUrl: mediaUrl(m),
        seconds: m.seconds ?? 0,
        fromMe: m.fromMe,
        timestamp: m.timestamp.toISOString(),
        status: m.status,
        failure: failureOf(m),
        quoted: quoted(m),
        transcript: m.transcript,
        ...sender(m),
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
        failure: failureOf(m),
        isEdited: m.isEdited,
        automatic: m.sentBy === 'automation',
        mediaUrl: m.type === 'text' ? null : mediaUrl(m),
        fileName: m.fileName,
        mimeType: m.mediaMime,
        fileSize: m.fileSize,
        quoted: quoted(m),
        ...sender(m),
      });
    }
  }
  return { messages, audios };
}

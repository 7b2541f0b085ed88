import type { AudioMessage, MessagesResponse, TextMessage } from '@conecta/contract';

/** One row of the message list: a text (or media) message, or a voice message. */
export type TextEntry = TextMessage & {
  kind: 'message';
  /** A file on its way: how much of it has reached the server, 0 to 100. */
  uploadPercent?: number;
};
export type AudioEntry = AudioMessage & { kind: 'audio' };
export type ChatEntry = TextEntry | AudioEntry;

export const SENDING = 'SENDING';
export const TEMP_PREFIX = 'temp_';

function time(entry: ChatEntry): number {
  const t = Date.parse(entry.timestamp);
  return Number.isNaN(t) ? 0 : t;
}

/** Sorts by timestamp ascending; equal times keep their order (Array.prototype.sort is stable). */
export function sortEntries(entries: ChatEntry[]): ChatEntry[] {
  return [...entries].sort((a, b) => time(a) - time(b));
}

/** Messages and audios of one answer, merged into one list sorted by timestamp ascending. */
export function mergeEntries(data: Pick<MessagesResponse, 'messages' | 'audios'>): ChatEntry[] {
  return sortEntries([
    ...data.messages.map((m): ChatEntry => ({ ...m, kind: 'message' })),
    ...data.audios.map((a): ChatEntry => ({ ...a, kind: 'audio' })),
  ]);
}

/**
 * The server's entries plus the ones still on their way (the outbox), without doubles: an
 * outbox entry whose id or provider id the server already lists is left out.
 */
export function withOutbox(server: ChatEntry[], outbox: ChatEntry[]): ChatEntry[] {
  if (outbox.length === 0) return server;
  const known = new Set(server.flatMap((e) => [e.id, e.messageId]));
  const pending = outbox.filter((e) => !known.has(e.id) && !known.has(e.messageId));
  return pending.length === 0 ? server : sortEntries([...server, ...pending]);
}

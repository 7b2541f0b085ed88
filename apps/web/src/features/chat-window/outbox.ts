import type { AudioEntry, ChatEntry, TextEntry } from './chat-entries';
import { SENDING, TEMP_PREFIX } from './chat-entries';

/**
 * What the input bar and the optimistic entries need: the text in the field, the entries sent
 * but not yet listed by the server, and whether a send is on its way.
 */
export type OutboxState = { draft: string; outbox: ChatEntry[]; sending: boolean };

export type SentData = { id: string; messageId: string; status: string };

export type OutboxAction =
  | { type: 'draft'; text: string }
  /** A send begins: its temporary entry shows at once; a text send empties the field. */
  | { type: 'start'; entry: ChatEntry }
  /** The server took it: the entry gets the server's id, messageId and status (default SENT). */
  | { type: 'sent'; tempId: string; data: SentData }
  /** It failed: the entry goes away and a text goes back into the field. */
  | { type: 'failed'; tempId: string }
  /** The server's list now holds these ids: their outbox copies are no longer needed. */
  | { type: 'listed'; ids: ReadonlySet<string> };

export const INITIAL_OUTBOX: OutboxState = { draft: '', outbox: [], sending: false };

export const tempId = (now: number) => `${TEMP_PREFIX}${now}`;

/** The temporary entry of a text being sent. */
export function pendingText(content: string, now: Date): TextEntry {
  const id = tempId(now.getTime());
  return {
    kind: 'message',
    id,
    messageId: id,
    content,
    type: 'text',
    timestamp: now.toISOString(),
    fromMe: true,
    status: SENDING,
    isEdited: false,
    automatic: false,
    mediaUrl: null,
    fileName: null,
    mimeType: null,
    senderName: null,
    sentFromPhone: false,
  };
}

/** The temporary entry of a voice message being sent; it plays from its data URL. */
export function pendingAudio(audioUrl: string, seconds: number, now: Date): AudioEntry {
  const id = tempId(now.getTime());
  return {
    kind: 'audio',
    id,
    messageId: id,
    audioUrl,
    seconds,
    fromMe: true,
    timestamp: now.toISOString(),
    status: SENDING,
    senderName: null,
    sentFromPhone: false,
  };
}

/** A text send goes ahead only with something left after trimming and no send on its way. */
export function canSend(state: Pick<OutboxState, 'sending'>, text: string): boolean {
  return !state.sending && text.trim().length > 0;
}

export function outboxReducer(state: OutboxState, action: OutboxAction): OutboxState {
  switch (action.type) {
    case 'draft':
      return { ...state, draft: action.text };
    case 'start':
      return {
        draft: action.entry.kind === 'message' ? '' : state.draft,
        outbox: [...state.outbox, action.entry],
        sending: true,
      };
    case 'sent': {
      const { id, messageId, status } = action.data;
      return {
        ...state,
        sending: false,
        outbox: state.outbox.map((e) =>
          e.id === action.tempId ? { ...e, id, messageId, status: status || 'SENT' } : e,
        ),
      };
    }
    case 'failed': {
      const entry = state.outbox.find((e) => e.id === action.tempId);
      return {
        draft: entry?.kind === 'message' ? entry.content : state.draft,
        outbox: state.outbox.filter((e) => e.id !== action.tempId),
        sending: false,
      };
    }
    case 'listed': {
      const outbox = state.outbox.filter(
        (e) => e.status === SENDING || !(action.ids.has(e.id) || action.ids.has(e.messageId)),
      );
      return outbox.length === state.outbox.length ? state : { ...state, outbox };
    }
  }
}

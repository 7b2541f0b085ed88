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
  /** A file's upload moved on: its entry shows how much has gone. */
  | { type: 'progress'; tempId: string; percent: number }
  /** It failed: the entry goes away and a text goes back into the field. */
  | { type: 'failed'; tempId: string }
  /** The server's list now holds these ids: their outbox copies are no longer needed. */
  | { type: 'listed'; ids: ReadonlySet<string> };

export const INITIAL_OUTBOX: OutboxState = { draft: '', outbox: [], sending: false };

export const tempId = (now: number) => `${TEMP_PREFIX}${now}`;

/** The temporary entry of a picture or a document being sent; it shows from a local link. */
export function pendingFile(
  file: {
    kind: 'image' | 'document';
    name: string;
    size: number;
    mime: string;
    url: string | null;
  },
  caption: string,
  now: Date,
  quoted: TextEntry['quoted'] = null,
): TextEntry {
  return {
    ...pendingText(caption, now, quoted),
    type: file.kind,
    mediaUrl: file.url,
    fileName: file.name,
    mimeType: file.mime,
    fileSize: file.size,
  };
}

/** The temporary entry of a text being sent. */
export function pendingText(
  content: string,
  now: Date,
  quoted: TextEntry['quoted'] = null,
): TextEntry {
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
    fileSize: null,
    quoted,
    senderName: null,
    sentFromPhone: false,
    reactions: [],
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
    quoted: null,
    senderName: null,
    sentFromPhone: false,
    reactions: [],
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
    case 'progress':
      return {
        ...state,
        outbox: state.outbox.map((e) =>
          e.id === action.tempId && e.kind === 'message'
            ? { ...e, uploadPercent: action.percent }
            : e,
        ),
      };
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

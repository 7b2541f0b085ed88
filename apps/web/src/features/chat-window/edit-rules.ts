import type { ChatEntry, TextEntry } from './chat-entries';
import { SENDING, TEMP_PREFIX } from './chat-entries';

/** Only own text messages that are no longer SENDING can be edited. */
export function canEdit(entry: ChatEntry): entry is TextEntry {
  return (
    entry.kind === 'message' &&
    entry.type === 'text' &&
    entry.fromMe &&
    entry.status !== SENDING &&
    !entry.id.startsWith(TEMP_PREFIX)
  );
}

export type EditDecision =
  { action: 'ignore' } | { action: 'close' } | { action: 'submit'; text: string };

/**
 * What confirming an edit does: an empty text does nothing (edit mode stays), the same text
 * only closes edit mode, anything else is submitted trimmed.
 */
export function decideEdit(original: string, edited: string): EditDecision {
  const text = edited.trim();
  if (!text) return { action: 'ignore' };
  if (text === original.trim()) return { action: 'close' };
  return { action: 'submit', text };
}

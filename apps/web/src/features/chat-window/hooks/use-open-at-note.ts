import type { Note } from '@conecta/contract';

import type { ChatEntry } from '../chat-entries';
import { useReadBack } from './use-read-back';

/**
 * The chat opened at one internal note (a mention, a search hit): the note shows once the
 * messages around its time are loaded, so older pages are read until the first loaded message
 * is no newer than the note. Answers the note's id once it can be shown, else null.
 */
export function useOpenAtNote(
  note: Note | undefined,
  entries: readonly ChatEntry[],
  loading: boolean,
  hasOlder: boolean,
  loadingOlder: boolean,
  loadOlder: () => Promise<void>,
): string | null {
  const first = entries[0] ? Date.parse(entries[0].timestamp) : Number.POSITIVE_INFINITY;
  const reached =
    note !== undefined && !loading && (!hasOlder || first <= Date.parse(note.createdAt));
  useReadBack(note !== undefined && !reached && !loading, hasOlder, loadingOlder, loadOlder);
  return reached ? note.id : null;
}

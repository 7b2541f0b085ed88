import type { ChatEntry } from '../chat-entries';
import { useReadBack } from './use-read-back';

/**
 * The chat opened at one message (the board's search hit): older pages are read until it is in
 * the list, then its id is what the list scrolls to. Null when there is none to find, or it was
 * not found within the pages read back (the chat then opens at its end, as always).
 */
export function useOpenAtMessage(
  targetId: string | undefined,
  entries: readonly ChatEntry[],
  loading: boolean,
  hasOlder: boolean,
  loadingOlder: boolean,
  loadOlder: () => Promise<void>,
): string | null {
  const found = targetId !== undefined && entries.some((e) => e.id === targetId);
  useReadBack(targetId !== undefined && !found && !loading, hasOlder, loadingOlder, loadOlder);
  return found ? targetId : null;
}

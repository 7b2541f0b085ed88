import { MSG } from '@conecta/contract';
import { useState } from 'react';

import type { ChatEntry } from '../chat-entries';

function announcement(entry: ChatEntry): string {
  const W = MSG.chatWindow;
  if (entry.kind === 'audio') return W.newAudio;
  const fallback = entry.type === 'image' ? W.image : entry.type === 'video' ? W.video : W.document;
  return W.newMessage(entry.content || entry.fileName || fallback);
}

/**
 * The text of the polite live region: the newest message, when it was received after the list
 * first loaded (what was there when the window opened is not read out, nor are own messages).
 */
export function useNewMessageAnnouncement(entries: ChatEntry[], loading: boolean): string {
  // undefined until the first load: then the id of the last message that was already there.
  const [baseline, setBaseline] = useState<string | null | undefined>(undefined);
  const last = entries.at(-1);
  if (baseline === undefined) {
    if (!loading) setBaseline(last?.id ?? null);
    return '';
  }
  if (!last || last.fromMe || last.id === baseline) return '';
  return announcement(last);
}

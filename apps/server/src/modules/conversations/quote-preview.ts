import { MSG, quoteText } from '@conecta/contract';

import type { MessageRow } from './messages-repo.ts';

/** A short text of a quoted message: its first words, or what kind of file it is. */
export function quotePreview(m: MessageRow): string {
  const short = quoteText(m.content);
  switch (m.type) {
    case 'audio':
      return MSG.previews.audio;
    case 'image':
      return MSG.previews.image(short);
    case 'video':
      return MSG.previews.video(short);
    case 'document':
      return MSG.previews.document(m.fileName);
    default:
      return short;
  }
}

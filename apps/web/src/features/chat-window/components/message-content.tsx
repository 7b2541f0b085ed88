import { MSG } from '@conecta/contract';
import { Download, FileText, Video } from 'lucide-react';

import type { TextEntry } from '../chat-entries';

const W = MSG.chatWindow;
const FILE_LINK =
  'flex min-w-0 items-center gap-2 rounded-lg bg-black/5 px-3 py-2 font-medium text-slate-800 underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4 [&_svg]:shrink-0';

/** The body of a text message: its text, or its picture, document or video plus any caption. */
export function MessageContent({ entry }: { entry: TextEntry }) {
  const text = entry.content.trim();
  const caption = text ? <p className="break-words whitespace-pre-wrap">{entry.content}</p> : null;
  const url = entry.mediaUrl;

  if (entry.type === 'image' && url) {
    return (
      <div className="grid gap-1.5">
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={W.openImage}
          className="block overflow-hidden rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <img
            src={url}
            alt={entry.fileName ?? W.image}
            loading="lazy"
            className="max-h-64 w-full max-w-72 bg-black/5 object-cover"
          />
        </a>
        {caption}
      </div>
    );
  }
  if (entry.type === 'document' && url) {
    return (
      <div className="grid gap-1.5">
        <a href={url} download={entry.fileName ?? true} className={FILE_LINK}>
          <FileText aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate">{entry.fileName ?? W.document}</span>
          <Download aria-hidden="true" />
        </a>
        {caption}
      </div>
    );
  }
  if (entry.type === 'video' && url) {
    const name = entry.fileName ?? W.video;
    return (
      <div className="grid gap-1.5">
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={W.openVideo(name)}
          className={FILE_LINK}
        >
          <Video aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate">{name}</span>
        </a>
        {caption}
      </div>
    );
  }
  if (entry.type !== 'text' && !caption) {
    return <p className="text-slate-500 italic">{W.unsupported}</p>;
  }
  return caption;
}

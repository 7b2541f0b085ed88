import { formatFileSize, MSG } from '@conecta/contract';
import { Download, FileText, Video } from 'lucide-react';

import { SENDING, type TextEntry } from '../chat-entries';

const W = MSG.chatWindow;
const FILE_LINK =
  'flex min-w-0 items-center gap-2 rounded-lg bg-black/5 px-3 py-2 font-medium text-slate-800 underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4 [&_svg]:shrink-0';

/** The body of a text message: its text, or its picture, document or video plus any caption. */
export function MessageContent({ entry }: { entry: TextEntry }) {
  const text = entry.content.trim();
  const caption = text ? <p className="break-words whitespace-pre-wrap">{entry.content}</p> : null;
  const url = entry.mediaUrl;
  const A = MSG.attachments;
  // A file on its way: the bubble says how much has gone, then, once all of it reached the
  // server (or before the upload starts), that it is being sent, until the server has answered.
  const percent = entry.uploadPercent;
  const uploading = percent !== undefined && percent < 100;
  const progress =
    entry.status === SENDING && entry.type !== 'text' ? (
      <div
        role="progressbar"
        aria-label={A.sendingFile}
        aria-valuemin={uploading ? 0 : undefined}
        aria-valuemax={uploading ? 100 : undefined}
        aria-valuenow={uploading ? percent : undefined}
        aria-valuetext={uploading ? A.sendingPercent(percent) : undefined}
        className="grid gap-1"
      >
        <span className="text-xs text-slate-600 tabular-nums">
          {uploading ? A.sendingPercent(percent) : A.sendingFile}
        </span>
        <span className="h-1 overflow-hidden rounded-full bg-black/10">
          {uploading ? (
            <span
              className="block h-full rounded-full bg-emerald-700 transition-[width] motion-reduce:transition-none"
              style={{ width: `${percent}%` }}
            />
          ) : (
            <span className="block h-full w-1/3 animate-pulse rounded-full bg-emerald-600" />
          )}
        </span>
      </div>
    ) : null;
  const size = entry.fileSize !== null ? formatFileSize(entry.fileSize) : null;

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
        {progress}
        {caption}
      </div>
    );
  }
  if (entry.type === 'document' && (url || entry.status === SENDING)) {
    const name = entry.fileName ?? W.document;
    const body = (
      <>
        <FileText aria-hidden="true" />
        <span className="grid min-w-0 flex-1">
          <span className="truncate">{name}</span>
          {/* The space keeps the visible text 'exame.pdf 1,5 KB', as the link's name says it
              (a grid shows no space between its items, so the layout is the same). */}
          {size ? ' ' : null}
          {size ? (
            <span className="text-xs font-normal text-slate-600 tabular-nums">{size}</span>
          ) : null}
        </span>
      </>
    );
    return (
      <div className="grid gap-1.5">
        {url ? (
          <a
            href={url}
            download={entry.fileName ?? true}
            aria-label={A.download(size ? A.fileSize(name, size) : name)}
            className={FILE_LINK}
          >
            {body}
            <Download aria-hidden="true" />
          </a>
        ) : (
          <div className={FILE_LINK}>{body}</div>
        )}
        {progress}
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

import { MSG, type QuotedMessage } from '@conecta/contract';

import { usePatientName } from '../patient-name-context';
import { quoteAuthor } from './attachment-bar';

/** The message a bubble answers: who wrote it and a short text, in a bar above the bubble's own. */
export function MessageQuote({ quoted }: { quoted: QuotedMessage }) {
  const A = MSG.attachments;
  const who = quoteAuthor(quoted.fromMe, usePatientName());
  return (
    <figure
      aria-label={A.quoteLabel(who)}
      className="mb-1 rounded-md border-l-4 border-emerald-600 bg-black/5 px-2 py-1 text-xs"
    >
      <figcaption className="font-semibold text-emerald-800">{who}</figcaption>
      <p className="line-clamp-2 break-words text-slate-700">
        {quoted.preview ?? <span className="italic">{A.quoteUnknown}</span>}
      </p>
    </figure>
  );
}

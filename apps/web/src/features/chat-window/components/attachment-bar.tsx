import { ATTACHMENT_ACCEPT, formatFileSize, MSG } from '@conecta/contract';
import { FileText, Image as ImageIcon, Paperclip, Reply, X } from 'lucide-react';
import { useRef } from 'react';

import { Button } from '@/components/ui/button';

import type { Attachment } from '../attachment';
import type { ChatEntry } from '../chat-entries';
import { quotePreview } from '../hooks/use-chat-send';
import { usePatientName } from '../patient-name-context';

const A = MSG.attachments;

/** The paperclip: opens the file picker (pictures, PDF, Office documents). */
export function AttachButton({
  onPick,
  disabled,
}: {
  onPick: (file: File) => void;
  disabled: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={A.attach}
        title={A.attach}
        disabled={disabled}
        onClick={() => input.current?.click()}
        className="rounded-full"
      >
        <Paperclip aria-hidden="true" />
      </Button>
      <input
        ref={input}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
    </>
  );
}

/** The file about to go: its kind, name and size, and a way to take it back. */
export function AttachmentChip({
  attachment,
  onRemove,
  disabled,
}: {
  attachment: Attachment;
  onRemove: () => void;
  disabled: boolean;
}) {
  const { file, kind } = attachment;
  const name = file.name || MSG.chatWindow.image;
  return (
    <div
      role="group"
      aria-label={A.attachmentLabel}
      className="flex min-w-0 items-center gap-2 rounded-lg border bg-slate-50 px-3 py-1.5 text-sm"
    >
      {kind === 'image' ? (
        <ImageIcon aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
      ) : (
        <FileText aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
      )}
      <span className="min-w-0 flex-1 truncate font-medium">{name}</span>
      <span className="shrink-0 text-xs text-slate-600 tabular-nums">
        {formatFileSize(file.size)}
      </span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-7 rounded-full"
        aria-label={A.removeAttachment(name)}
        title={A.removeAttachment(name)}
        disabled={disabled}
        onClick={onRemove}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}

/**
 * Whose message a quote names: 'Você' for the clinic's, the patient's name for theirs ('Contato'
 * only outside a chat window, where no patient is known).
 */
export const quoteAuthor = (fromMe: boolean, patient: string | null) =>
  fromMe ? A.quoteYou : (patient ?? A.quotePatient);

/** 'Respondendo a …': the message being answered, above the field, with an X to cancel. */
export function ReplyPreview({ entry, onCancel }: { entry: ChatEntry; onCancel: () => void }) {
  const who = quoteAuthor(entry.fromMe, usePatientName());
  return (
    <div
      role="group"
      aria-label={A.replyTo(who)}
      className="flex min-w-0 items-center gap-2 rounded-lg border-l-4 border-emerald-600 bg-slate-50 px-3 py-1.5 text-sm"
    >
      <Reply aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-semibold text-emerald-800">{who}</span>
        <span data-quote-text className="block truncate text-slate-700">
          {quotePreview(entry)}
        </span>
      </span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-7 rounded-full"
        aria-label={A.cancelReply}
        title={A.cancelReply}
        onClick={onCancel}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}

import { MSG, type Note, type NoteRequest } from '@conecta/contract';
import { Lock, Pencil, Trash2 } from 'lucide-react';
import { memo, useState } from 'react';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { formatFullDateTime, formatMessageTime } from '@/features/chat-list';
import { cn } from '@/lib/utils';

import { noteAuthor } from '../author-label';
import { mentionsIn, type Mentionable } from '../mention-query';
import { MentionField } from './mention-field';
import { MergeNoteUndo } from './merge-note-undo';

type NoteRowProps = {
  note: Note;
  members: readonly Mentionable[];
  /** The note the chat opened at (a mention, a search hit): marked. */
  found?: boolean;
  onUpdate: (id: string, body: NoteRequest) => Promise<unknown>;
  onDelete: (id: string) => Promise<unknown>;
  pending: boolean;
};

const ACTION =
  'flex size-8 items-center justify-center rounded-full text-amber-900 outline-none hover:bg-amber-200/70 focus-visible:ring-2 focus-visible:ring-amber-500 max-sm:size-11';

/** The text with each mentioned '@Nome' in bold: who it calls is seen at a glance. */
function NoteText({ text, mentions }: { text: string; mentions: Note['mentions'] }) {
  const names = mentions.map((m) => `@${m.name}`).sort((a, b) => b.length - a.length);
  if (names.length === 0) return <>{text}</>;
  const escaped = names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const parts = text.split(new RegExp(`(${escaped.join('|')})`, 'g'));
  return (
    <>
      {parts.map((part, i) =>
        names.includes(part) ? (
          <strong key={i} className="font-semibold text-amber-900">
            {part}
          </strong>
        ) : (
          part
        ),
      )}
    </>
  );
}

/**
 * An internal note in the timeline: across the list in amber with a lock and 'Nota interna ·
 * Só a equipe vê', so it is never mistaken for a message the patient read. Its author edits it
 * in place; its author or the Responsável deletes it, after a confirmation.
 */
export const NoteRow = memo(function NoteRow({
  note,
  members,
  found = false,
  onUpdate,
  onDelete,
  pending,
}: NoteRowProps) {
  const N = MSG.notes;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(note.text);
  const [picked, setPicked] = useState<Mentionable[]>(note.mentions);
  const [confirming, setConfirming] = useState(false);
  const author = noteAuthor(note);
  const save = () => {
    if (!draft.trim()) return;
    void onUpdate(note.id, { text: draft, mentions: mentionsIn(draft, picked) }).then(
      () => setEditing(false),
      () => undefined,
    );
  };
  return (
    <li
      data-entry-id={note.id}
      data-note
      className={cn(
        'mx-auto w-full max-w-[92%] rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-slate-900 shadow-sm',
        found && 'ring-2 ring-amber-500 ring-offset-2',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-amber-900">
        <Lock aria-hidden="true" className="size-3.5 shrink-0" />
        <span className="font-semibold">{N.badge}</span>
        <span aria-hidden="true">·</span>
        <span>{N.teamOnly}</span>
        <span aria-hidden="true">·</span>
        <span className="font-medium">{author}</span>
        <time
          dateTime={note.createdAt}
          title={formatFullDateTime(note.createdAt)}
          className="ml-auto tabular-nums"
        >
          {formatMessageTime(note.createdAt)}
          {note.editedAt ? ` ${N.edited}` : ''}
        </time>
        {!editing && (note.canEdit || note.canDelete) ? (
          <span className="flex items-center">
            {note.canEdit ? (
              <button
                type="button"
                aria-label={N.edit}
                title={N.edit}
                className={ACTION}
                onClick={() => {
                  setDraft(note.text);
                  setPicked(note.mentions);
                  setEditing(true);
                }}
              >
                <Pencil aria-hidden="true" className="size-3.5" />
              </button>
            ) : null}
            {note.canDelete ? (
              <button
                type="button"
                aria-label={N.delete}
                title={N.delete}
                className={ACTION}
                onClick={() => setConfirming(true)}
              >
                <Trash2 aria-hidden="true" className="size-3.5" />
              </button>
            ) : null}
          </span>
        ) : null}
      </div>
      {editing ? (
        <div className="mt-2 flex flex-col gap-2" data-chat-edit>
          <MentionField
            value={draft}
            onChange={setDraft}
            members={members}
            onPick={(member) => setPicked((all) => [...all, member])}
            onSubmit={save}
            onEscape={() => setEditing(false)}
            label={N.edit}
            disabled={pending}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(false)}>
              {N.editCancel}
            </Button>
            <Button
              type="button"
              size="sm"
              disabled={pending || !draft.trim()}
              onClick={save}
              className="bg-amber-600 text-white hover:bg-amber-700"
            >
              {N.editSave}
            </Button>
          </div>
        </div>
      ) : (
        <p className="mt-1 break-words whitespace-pre-wrap">
          <NoteText text={note.text} mentions={note.mentions} />
        </p>
      )}
      {note.authorKind === 'system' ? <MergeNoteUndo note={note} /> : null}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void onDelete(note.id).finally(() => setConfirming(false))}
        pending={pending}
        title={N.deleteConfirmTitle}
        description={N.deleteConfirm}
        confirmLabel={N.deleteConfirmAction}
        pendingLabel={N.saving}
        cancelLabel={N.editCancel}
      />
    </li>
  );
});

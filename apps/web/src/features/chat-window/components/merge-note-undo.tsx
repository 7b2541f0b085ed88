import { MSG, type Note } from '@conecta/contract';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';

import { useUndoableMerges } from '../hooks/use-undoable-merges';
import { UndoMergeDialog } from './undo-merge-dialog';

/**
 * 'Desfazer mesclagem' on the system note a merge wrote in the chat, where the team reads that
 * two chats became one: the same dialog and rules as in 'Mais ações' (a Responsável, the same
 * day, once; the server decides which merges are still undoable). The note and its merge are
 * written in one transaction at one instant, which is how the note finds its merge.
 */
export function MergeNoteUndo({ note }: { note: Note }) {
  const undoable = useUndoableMerges(note.chatId);
  const [open, setOpen] = useState(false);
  const merge = undoable.data?.merges.find((m) => m.mergedAt === note.createdAt);
  if (!merge) return null;
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="mt-2 border-amber-300 bg-white text-amber-900 hover:bg-amber-100"
        onClick={() => setOpen(true)}
      >
        <Undo2 aria-hidden="true" />
        {MSG.merge.undo}
      </Button>
      {open ? <UndoMergeDialog merge={merge} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

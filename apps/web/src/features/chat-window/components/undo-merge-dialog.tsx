import { chatMergeEndpoints, MSG, type UndoableMerge } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';

import { closeWithToast } from '@/components/close-with-toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

import { undoMerge } from '../api/chat-merge-api';
import { MergeCountsList } from './merge-counts-list';

const M = MSG.merge;

/**
 * 'Desfazer mesclagem': what goes back to the separated chat (what the merge moved and is still
 * here), and that what came after the merge stays in this chat.
 */
export function UndoMergeDialog({
  merge,
  onClose,
  onCloseAutoFocus,
}: {
  merge: UndoableMerge;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const undo = useMutation({
    mutationFn: () => undoMerge(merge.mergeId),
    meta: { endpoint: chatMergeEndpoints.undo },
    ...closeWithToast(onClose, M.undoFailed),
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={MSG.common.close} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{M.undoTitle(merge.absorbed.name)}</DialogTitle>
          <DialogDescription>{M.undoLaterStays}</DialogDescription>
        </DialogHeader>
        <MergeCountsList counts={merge.goesBack} label={M.undoBack} />
        <DialogFooter className="flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={onClose}>
            {M.cancel}
          </Button>
          <Button type="button" disabled={undo.isPending} onClick={() => undo.mutate()}>
            {undo.isPending ? M.undoing : M.undoConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

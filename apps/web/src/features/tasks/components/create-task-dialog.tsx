import { MSG, type Chat } from '@conecta/contract';
import { useId, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { chatTitle } from '@/features/chat-list';

import { useSaveTask } from '../hooks/use-save-task';
import { useTaskDraft } from '../hooks/use-task-draft';
import { canSubmit, refusedFieldErrors, validateTask } from '../task-form';
import { taskToast } from '../task-toast';
import { TaskFields } from './task-fields';

type CreateTaskDialogProps = {
  chat: Chat;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * 'Criar Tarefa' from a card: the chat (read-only), the message and the send date,
 * which starts at the next full hour. Mounted while open, so each opening starts afresh.
 */
export function CreateTaskDialog(props: CreateTaskDialogProps) {
  const { chat, onClose, onCloseAutoFocus } = props;
  const T = MSG.tasks;
  const idPrefix = useId();
  const { draft, change, errors, setErrors, leave } = useTaskDraft(null);
  const { save, pending } = useSaveTask({
    from: 'card',
    onSaved: onClose,
    onRefused: (error) => setErrors(refusedFieldErrors(error, draft, new Date()) ?? {}),
  });
  const title = chatTitle(chat);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateTask(chat.chatId, draft, new Date());
    if (!result.ok) {
      if ('toast' in result) return taskToast(result.toast);
      return setErrors(result.errors);
    }
    save(null, result.body);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent
        closeLabel={MSG.common.close}
        onCloseAutoFocus={onCloseAutoFocus}
        className="max-w-lg px-4 sm:px-6"
      >
        <DialogHeader>
          <DialogTitle>{T.createTitle}</DialogTitle>
          <DialogDescription>{T.createDescription}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid min-w-0 gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${idPrefix}-chat`}>{T.chatLabel}</Label>
            {/* A text area so a long name and id wrap on a phone instead of being cut. */}
            <Textarea
              id={`${idPrefix}-chat`}
              readOnly
              rows={1}
              value={T.chatValue(title, chat.chatId)}
              className="min-h-11 [field-sizing:content]"
            />
          </div>
          <TaskFields
            idPrefix={idPrefix}
            draft={draft}
            onChange={change}
            errors={errors}
            onLeave={leave}
            disabled={pending}
            autoFocus
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              {T.cancel}
            </Button>
            <Button type="submit" disabled={pending || !canSubmit(draft)}>
              {pending ? <Spinner /> : null}
              {pending ? T.creating : T.create}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

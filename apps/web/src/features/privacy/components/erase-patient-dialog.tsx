import { type Chat, confirmsPhone, MSG, privacyEndpoints, TOAST_MS } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { chatAddress, chatTitle } from '@/features/chat-list';
import { describeFailure } from '@/lib/error-text';
import { ApiError } from '@/lib/http';

import { erasePatient } from '../api/privacy';

const P = MSG.privacy;
const fallbacks = { network: MSG.tagsAdmin.networkError, unknown: MSG.tagsAdmin.unknownError };

/**
 * 'Apagar dados do paciente': the number typed again before the destructive button does
 * anything (checked here, and again by the server); the board reloads once it is done.
 */
export function ErasePatientDialog({
  chat,
  onClose,
}: {
  chat: Pick<Chat, 'chatId' | 'name' | 'phone' | 'username'>;
  onClose: () => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const erase = useMutation({
    mutationFn: () => erasePatient(chat.chatId, typed),
    meta: { endpoint: privacyEndpoints.erase },
    onSuccess: (answer) => {
      toast({ title: answer.message, duration: TOAST_MS.dashboard });
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422) {
        setProblem(error.message);
        return;
      }
      const failure = describeFailure(P.eraseFailed, error, fallbacks);
      if (failure) toast({ ...failure, variant: 'destructive', duration: TOAST_MS.dashboard });
    },
  });
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      pending={erase.isPending}
      title={P.eraseTitle}
      description={P.eraseDescription(chatTitle(chat))}
      confirmLabel={P.eraseButton}
      pendingLabel={P.erasing}
      cancelLabel={MSG.appointmentRules.cancel}
      onConfirm={() => {
        if (!confirmsPhone(typed, chat.phone, chat.username)) {
          setProblem(chat.username ? P.eraseUsernameMismatch : P.erasePhoneMismatch);
          return;
        }
        erase.mutate();
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-phone`}>
          {chat.username ? P.eraseConfirmUsernameLabel : P.eraseConfirmLabel}
        </Label>
        <Input
          id={`${id}-phone`}
          inputMode={chat.username ? 'text' : 'tel'}
          autoComplete="off"
          placeholder={chatAddress(chat)}
          value={typed}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          disabled={erase.isPending}
          onChange={(e) => {
            setTyped(e.target.value);
            setProblem(null);
          }}
        />
        {problem ? (
          <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}

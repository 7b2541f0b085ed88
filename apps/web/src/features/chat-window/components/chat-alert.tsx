import { MSG } from '@conecta/contract';
import { CircleAlert, X } from 'lucide-react';

import { Alert } from '@/components/ui/alert';

type ChatAlertProps = { text: string; onDismiss: () => void };

/** A send or microphone failure, inline and announced at once (role alert), dismissible. */
export function ChatAlert({ text, onDismiss }: ChatAlertProps) {
  return (
    <Alert variant="destructive" role="alert" className="mx-3 mt-3 items-start sm:mx-4">
      <CircleAlert aria-hidden="true" />
      <p className="min-w-0 flex-1 break-words">{text}</p>
      <button
        type="button"
        aria-label={MSG.chatWindow.dismissAlert}
        onClick={onDismiss}
        className="-my-1 -mr-2 rounded-md p-1 text-red-700 outline-none hover:bg-red-100 focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </Alert>
  );
}

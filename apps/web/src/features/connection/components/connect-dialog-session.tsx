import { MSG } from '@conecta/contract';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

import type { ConnectDialogState } from '../connect-dialog-state';
import { useConnectDialog, type ConnectedHandler } from '../hooks/use-connect-dialog';
import { ConnectErrorPanel } from './connect-error-panel';
import { ConnectSuccessPanel } from './connect-success-panel';
import { QrCodePanel } from './qr-code-panel';

export type ConnectDialogSessionProps = {
  /** 'Cancelar', Escape: the parent closes the dialog. */
  onClose: () => void;
  /** The phone is linked; `info` is GET chats_info's answer, null when that call failed. */
  onConnected: ConnectedHandler;
};

function heading(state: ConnectDialogState): { title: string; description: string } {
  const C = MSG.connection;
  if (state.step === 'success') return { title: C.successTitle, description: C.successDescription };
  if (state.step === 'error') return { title: C.errorTitle, description: state.error ?? '' };
  return { title: C.dialogTitle, description: C.dialogDescription };
}

export function ConnectDialogSession({ onClose, onConnected }: ConnectDialogSessionProps) {
  const { state, retry } = useConnectDialog(onConnected);
  const C = MSG.connection;
  const linked = state.step === 'success';
  const { title, description } = heading(state);

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next && !linked) onClose();
      }}
    >
      <DialogContent
        className="sm:max-w-[28rem]"
        onInteractOutside={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => {
          if (linked) event.preventDefault();
        }}
      >
        <DialogHeader className="pr-0 sm:text-center">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="text-balance">{description}</DialogDescription>
        </DialogHeader>

        {state.step === 'qr' ? <QrCodePanel state={state} /> : null}
        {state.step === 'success' ? <ConnectSuccessPanel /> : null}
        {state.step === 'error' ? <ConnectErrorPanel /> : null}

        {linked ? null : (
          <DialogFooter className="sm:justify-center">
            <Button variant="outline" onClick={onClose}>
              {C.cancel}
            </Button>
            {state.canRetry ? <Button onClick={retry}>{C.retry}</Button> : null}
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}

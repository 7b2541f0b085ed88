import { MSG } from '@conecta/contract';
import { useState } from 'react';

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
import { Spinner } from '@/components/ui/spinner';
import { usePhoneScreen } from '@/lib/use-phone-screen';

import { ConnectSuccessPanel } from './connect-success-panel';
import { PhoneQrPanel } from './phone-qr-panel';
import { QrCodePanel } from './qr-code-panel';

export type ConnectDialogSessionProps = {
  /** 'Cancelar', Escape: the parent closes the dialog. */
  onClose: () => void;
  /** The phone is linked; `info` is GET chats_info's answer, null when that call failed. */
  onConnected: ConnectedHandler;
  /**
   * 'reconnect' (the red banner's 'reconectar', issue 53): the server first tries to restore
   * the session, and the QR code comes only if that failed.
   */
  mode?: 'connect' | 'reconnect';
};

type View = 'restoring' | 'phone' | ConnectDialogState['step'];

function heading(view: View, state: ConnectDialogState): { title: string; description: string } {
  const C = MSG.connection;
  if (view === 'restoring') return { title: C.restoringTitle, description: C.restoringDescription };
  if (view === 'phone') return { title: C.phoneTitle, description: C.phoneDescription };
  if (view === 'success') return { title: C.successTitle, description: C.successDescription };
  if (view === 'error') return { title: C.errorTitle, description: state.error ?? '' };
  return { title: C.dialogTitle, description: C.dialogDescription };
}

export function ConnectDialogSession({
  onClose,
  onConnected,
  mode = 'connect',
}: ConnectDialogSessionProps) {
  // On a phone the QR would be on the very phone that has to read it: it says to use a
  // computer instead, with a way to show it anyway (a tablet, a second phone).
  const phone = usePhoneScreen();
  const [qrHere, setQrHere] = useState(false);
  const showQr = !phone || qrHere;
  const { state, retry, restoring, restoreFailed } = useConnectDialog(onConnected, {
    restore: mode === 'reconnect',
    showQr,
  });
  const C = MSG.connection;
  const linked = state.step === 'success';
  const view: View = restoring
    ? 'restoring'
    : state.step === 'qr' && !showQr
      ? 'phone'
      : state.step;
  const { title, description } = heading(view, state);

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

        {view === 'restoring' ? (
          <div
            role="status"
            className="flex h-40 flex-col items-center justify-center gap-3 text-sm font-medium text-muted-foreground"
          >
            <Spinner className="size-8 text-primary" />
            {C.restoringDescription}
          </div>
        ) : null}
        {restoreFailed && (view === 'qr' || view === 'phone') ? (
          <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {C.restoreFailed}
          </p>
        ) : null}
        {view === 'phone' ? <PhoneQrPanel onShowQr={() => setQrHere(true)} /> : null}
        {view === 'qr' ? <QrCodePanel state={state} /> : null}
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

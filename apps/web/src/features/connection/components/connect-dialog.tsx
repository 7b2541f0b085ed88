import { ConnectDialogSession, type ConnectDialogSessionProps } from './connect-dialog-session';

type ConnectDialogProps = ConnectDialogSessionProps & { open: boolean };

/**
 * 'Conectar WhatsApp Business'. Each opening is a fresh session (attempts and retry reset) and
 * closing unmounts it, which stops every poll and drops answers still on their way. `mode`
 * 'reconnect' tries a session restore before any QR code (issue 53).
 */
export function ConnectDialog({ open, ...props }: ConnectDialogProps) {
  return open ? <ConnectDialogSession {...props} /> : null;
}

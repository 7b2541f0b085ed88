export type Tick = 'sending' | 'sent' | 'received' | 'read';

/** The tick of an own message: a spinner, ✓, grey ✓✓ or blue ✓✓; none for unknown states. */
export function tickOf(status: string): Tick | null {
  switch (status) {
    case 'SENDING':
      return 'sending';
    case 'SENT':
      return 'sent';
    case 'RECEIVED':
    case 'DELIVERED':
      return 'received';
    case 'READ':
    case 'PLAYED':
      return 'read';
    default:
      return null;
  }
}

import { capabilitiesOf } from '../../providers/index.ts';
import type { InstanceRow } from '../instances/index.ts';

/**
 * Whether a number never linked is asked the provider for its status (on save and by the
 * connection watch). One linked without a QR code (the Cloud API) is linked once its credentials
 * work; a clinic's second number is linked in the gateway's own panel, since the app shows a QR
 * code for the main number only (issue 48). A main QR-linked number waits for its scan.
 */
export const checkedUnlinked = (row: Pick<InstanceRow, 'provider' | 'chatKeySuffix'>): boolean =>
  !capabilitiesOf(row.provider).qrLink || row.chatKeySuffix !== null;

import { MSG } from '@conecta/contract';
import { WifiOff } from 'lucide-react';

import { numberName, useClinicNumbers } from '../use-clinic-numbers';

/**
 * The line over the board while one of the clinic's other numbers is down (issue 48): the main
 * number has its own red banner, with 'reconectar'; another number is linked in its gateway's
 * panel, so this one only says which number and what it means. Nothing for a clinic with one
 * number, or while the list loads.
 */
export function OtherNumbersDown() {
  const down = useClinicNumbers().filter((n) => !n.main && !n.connected);
  if (down.length === 0) return null;
  return (
    <div
      role="status"
      className="mb-4 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm font-medium text-amber-950"
    >
      <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{MSG.clinicNumbers.otherDown(down.map(numberName))}</span>
    </div>
  );
}

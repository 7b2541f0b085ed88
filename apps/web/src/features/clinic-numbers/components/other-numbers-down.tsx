import { type ClinicNumber, MSG } from '@conecta/contract';
import { WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';

import { numberName, useClinicNumbers } from '../use-clinic-numbers';

/**
 * The line over the board while one of the clinic's other numbers is down (issue 48): the main
 * number has its own red banner, with 'reconectar'; another number is linked in its gateway's
 * panel, so this one only says which number and what it means. Nothing for a clinic with one
 * number, or while the list loads. `renderDetail` adds a line per number down under it (the page
 * gives since when and who wrote, from the number's health: this feature does not read it).
 */
export function OtherNumbersDown({
  renderDetail,
}: {
  renderDetail?: (number: ClinicNumber) => ReactNode;
}) {
  const down = useClinicNumbers().filter((n) => !n.main && !n.connected);
  if (down.length === 0) return null;
  return (
    <div
      role="status"
      className="mb-4 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm font-medium text-amber-950"
    >
      <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">
        <p>{MSG.clinicNumbers.otherDown(down.map(numberName))}</p>
        {renderDetail ? (
          <ul className="mt-1 grid gap-1">
            {down.map((n) => (
              <li key={n.id}>{renderDetail(n)}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

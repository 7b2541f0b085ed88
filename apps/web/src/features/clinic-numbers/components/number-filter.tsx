import { MSG } from '@conecta/contract';

import { numberName, useClinicNumbers } from '../use-clinic-numbers';

/**
 * The board's number filter: all the clinic's numbers, or one. Shown only when the clinic has
 * more than one number. On a phone it takes its own line, so the filters beside it keep their room.
 */
export function NumberFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (numberId: string | null) => void;
}) {
  const numbers = useClinicNumbers();
  if (numbers.length < 2) return null;
  return (
    <select
      aria-label={MSG.clinicNumbers.filterLabel}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || null)}
      className="h-9 max-w-48 shrink-0 rounded-full border border-input bg-card px-3 text-sm font-medium text-slate-700 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 max-sm:h-11 max-sm:w-full max-sm:max-w-none"
    >
      <option value="">{MSG.clinicNumbers.all}</option>
      {numbers.map((n) => (
        <option key={n.id} value={n.id}>
          {numberName(n)}
        </option>
      ))}
    </select>
  );
}

import { MSG } from '@conecta/contract';

import { cn } from '@/lib/utils';

import { numberName, numberShortName, useClinicNumbers } from '../use-clinic-numbers';

/**
 * Which of the clinic's numbers a chat is on ('Recepção', 'Financeiro'): on a card and in the
 * chat's header, only when the clinic has more than one number.
 */
export function NumberChip({
  numberId,
  className,
}: {
  numberId: string | null | undefined;
  className?: string;
}) {
  const numbers = useClinicNumbers();
  if (numbers.length < 2) return null;
  const number = numbers.find((n) => n.id === numberId);
  const name = number ? numberName(number) : MSG.clinicNumbers.removed;
  const title = MSG.clinicNumbers.chipTitle(name);
  const short = number ? numberShortName(number) : name;
  return (
    <span
      title={title}
      data-testid="number-chip"
      className={cn(
        'inline-flex h-5 max-w-24 min-w-0 shrink items-center truncate rounded-full bg-violet-100 px-2 text-[11px] font-medium text-violet-900 ring-1 ring-violet-300',
        className,
      )}
    >
      <span aria-hidden="true" className="truncate">
        {short}
      </span>
      <span className="sr-only">{title}</span>
    </span>
  );
}

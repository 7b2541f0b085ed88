import { MSG } from '@conecta/contract';
import type { ComponentProps } from 'react';

import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/**
 * The hours box: a number from 0 to 48 in steps of half an hour, followed by 'horas'. A text box
 * with the decimal keypad, not type="number": Chromium's number box in pt-BR took '0,5' (the hint's
 * own example) as '05', five hours. The form reads ',' and '.' alike (parseHours).
 */
export function RoutineHoursInput({ className, ...props }: ComponentProps<'input'>) {
  return (
    <div className="flex items-center gap-2">
      <Input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={cn('w-28 tabular-nums read-only:bg-muted/60', className)}
        {...props}
      />
      <span className="text-sm text-muted-foreground">{MSG.routines.hoursUnit}</span>
    </div>
  );
}

import { MSG, ROUTINE_HOURS_MAX } from '@conecta/contract';
import type { ComponentProps } from 'react';

import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** The hours box: a number from 0 to 48 in steps of half an hour, followed by 'horas'. */
export function RoutineHoursInput({ className, ...props }: ComponentProps<'input'>) {
  return (
    <div className="flex items-center gap-2">
      <Input
        type="number"
        inputMode="decimal"
        min={0}
        max={ROUTINE_HOURS_MAX}
        step={0.5}
        className={cn('w-28 tabular-nums read-only:bg-muted/60', className)}
        {...props}
      />
      <span className="text-sm text-muted-foreground">{MSG.routines.hoursUnit}</span>
    </div>
  );
}

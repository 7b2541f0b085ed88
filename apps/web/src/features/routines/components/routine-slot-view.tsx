import { MSG, type Routine } from '@conecta/contract';
import { Pencil, Trash2 } from 'lucide-react';
import type { Ref } from 'react';

import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

import { formatHours } from '../routine-slots';
import { RoutineHoursInput } from './routine-hours-input';

type RoutineSlotViewProps = {
  idPrefix: string;
  routine: Routine;
  /** The slot title's id, so 'Editar' and 'Remover' say which slot they act on. */
  describedBy: string;
  editRef: Ref<HTMLButtonElement>;
  onEdit: () => void;
  onDelete: () => void;
};

/** A configured slot, read-only until 'Editar'. */
export function RoutineSlotView(props: RoutineSlotViewProps) {
  const { idPrefix, routine, describedBy, editRef, onEdit, onDelete } = props;
  const R = MSG.routines;
  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-text`}>{R.textLabel}</Label>
        <Textarea
          id={`${idPrefix}-text`}
          value={routine.textContent}
          readOnly
          rows={1}
          className="field-sizing-content min-h-0"
        />
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-2">
          <Label htmlFor={`${idPrefix}-hours`}>{R.hoursLabel}</Label>
          <RoutineHoursInput
            id={`${idPrefix}-hours`}
            type="text"
            value={formatHours(routine.hoursDelay)}
            readOnly
          />
        </div>
        <div className="ml-auto flex gap-2">
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            aria-describedby={describedBy}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
            {R.remove}
          </Button>
          <Button
            ref={editRef}
            variant="outline"
            size="sm"
            aria-describedby={describedBy}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" />
            {R.edit}
          </Button>
        </div>
      </div>
    </div>
  );
}

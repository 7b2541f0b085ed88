import { MSG } from '@conecta/contract';
import { Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CUT_NAME } from '@/lib/cut-name';
import { cn } from '@/lib/utils';

import { formatHours, type RoutineSlot } from '../routine-slots';
import { RoutineSlotForm } from './routine-slot-form';
import { RoutineSlotView } from './routine-slot-view';

type RoutineSlotCardProps = {
  slot: RoutineSlot;
  userId: string;
  onDelete: (slot: RoutineSlot) => void;
};

/**
 * One of the seven slots, a region named by its title ('Primeira Rotina'...). Empty: 'Adicionar'
 * opens the form. Configured: read-only until 'Editar'.
 */
export function RoutineSlotCard({ slot, userId, onDelete }: RoutineSlotCardProps) {
  const R = MSG.routines;
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  const idPrefix = `routine-${slot.sequenceNumber}`;
  const { routine } = slot;
  // Leaving the form puts focus back on the button that opened it ('Editar' or 'Adicionar').
  const actionRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    actionRef.current?.focus();
  }, [editing]);
  const leave = () => {
    refocus.current = true;
    setEditing(false);
  };

  let body = null;
  if (editing) {
    body = (
      <RoutineSlotForm
        idPrefix={idPrefix}
        slot={slot}
        userId={userId}
        describedBy={titleId}
        onDone={leave}
      />
    );
  } else if (routine) {
    body = (
      <RoutineSlotView
        idPrefix={idPrefix}
        routine={routine}
        describedBy={titleId}
        editRef={actionRef}
        onEdit={() => setEditing(true)}
        onDelete={() => onDelete(slot)}
      />
    );
  }
  const empty = !routine && !editing;

  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'grid grid-cols-1 gap-3 rounded-xl border p-4',
        routine || editing ? 'bg-card' : 'border-dashed bg-muted/30 py-3',
      )}
    >
      <div className="flex min-w-0 items-center gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
            routine ? 'bg-emerald-700 text-white' : 'bg-muted text-muted-foreground',
          )}
        >
          {slot.sequenceNumber}
        </span>
        <div className="grid min-w-0 gap-0.5">
          <h3
            id={titleId}
            title={slot.title}
            className={cn('text-sm font-semibold text-slate-800', CUT_NAME)}
          >
            {slot.title}
          </h3>
          {empty ? <p className="text-xs text-muted-foreground">{R.emptySlot}</p> : null}
        </div>
        {routine && !editing ? (
          <Badge variant="secondary" className="ml-auto">
            {R.hoursBadge(formatHours(routine.hoursDelay))}
          </Badge>
        ) : null}
        {empty ? (
          <Button
            ref={actionRef}
            variant="outline"
            size="sm"
            className="ml-auto"
            aria-describedby={titleId}
            onClick={() => setEditing(true)}
          >
            <Plus aria-hidden="true" />
            {R.add}
          </Button>
        ) : null}
      </div>
      {body}
    </section>
  );
}

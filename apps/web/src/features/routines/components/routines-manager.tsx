import { MSG, ROUTINE_SLOTS } from '@conecta/contract';
import { CircleAlert, Info } from 'lucide-react';
import { useMemo, useState } from 'react';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { SectionLoader } from '@/components/section-loader';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { OpeningHoursForm } from '@/features/opening-hours';

import { useDeleteRoutine } from '../hooks/use-delete-routine';
import { useRoutines } from '../hooks/use-routines';
import { routineSlots, type RoutineSlot } from '../routine-slots';
import { RoutineSlotCard } from './routine-slot';
import { StopWordsForm } from './stop-words-form';

/** The body of 'Rotinas Automáticas': the hint, then the seven slots in order. */
export function RoutinesManager({ userId }: { userId: string }) {
  const R = MSG.routines;
  const { routines, loading, failed, retry } = useRoutines(userId);
  const slots = useMemo(() => routineSlots(routines ?? []), [routines]);
  const [toDelete, setToDelete] = useState<RoutineSlot | null>(null);
  const remover = useDeleteRoutine(userId, () => setToDelete(null));

  if (loading) return <SectionLoader label={R.loading} className="min-h-48" />;
  if (failed || !routines) {
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        <CircleAlert aria-hidden="true" className="size-7 text-red-600" />
        <p className="text-sm font-medium text-slate-800">{R.loadFailed}</p>
        <Button size="sm" variant="outline" onClick={retry}>
          {R.retry}
        </Button>
      </div>
    );
  }

  return (
    <>
      <Alert variant="info">
        <Info aria-hidden="true" />
        <p>{R.hint}</p>
      </Alert>
      <p className="-mb-2 text-xs font-medium text-muted-foreground">
        {R.configured(routines.length, ROUTINE_SLOTS)}
      </p>
      <div className="grid gap-3">
        {slots.map((slot) => (
          <RoutineSlotCard
            key={slot.sequenceNumber}
            slot={slot}
            userId={userId}
            onDelete={setToDelete}
          />
        ))}
      </div>
      <StopWordsForm userId={userId} />
      <OpeningHoursForm />
      <ConfirmDialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete?.routine && remover.remove(toDelete.routine.id)}
        pending={remover.pending}
        title={R.confirmTitle}
        description={toDelete ? R.confirmDescription(toDelete.title) : ''}
        confirmLabel={R.confirm}
        pendingLabel={R.removing}
        cancelLabel={R.cancel}
      />
    </>
  );
}

import { MSG, ROUTINE_SLOTS } from '@conecta/contract';
import { Building2, CircleAlert, Info } from 'lucide-react';
import { useMemo, useState } from 'react';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { SectionLoader } from '@/components/section-loader';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useOpenManageDialog } from '@/lib/open-manage-dialog';

import { getRemovalReach } from '../api/routines-api';
import { useDeleteRoutine } from '../hooks/use-delete-routine';
import { useRoutines } from '../hooks/use-routines';
import { routineSlots, type RoutineSlot } from '../routine-slots';
import { RoutineSlotCard } from './routine-slot';

/** The body of 'Rotinas Automáticas': the hint, then the seven slots in order. */
export function RoutinesManager({ userId }: { userId: string }) {
  const R = MSG.routines;
  const { routines, loading, failed, retry } = useRoutines(userId);
  const slots = useMemo(() => routineSlots(routines ?? []), [routines]);
  const [toDelete, setToDelete] = useState<RoutineSlot | null>(null);
  /**
   * Removing a slot moves the conversations waiting for it on to the next one, which may send at
   * once: the question says how many, and when (issue 40, as a save that sends).
   */
  const [sends, setSends] = useState<{ count: number; when: string | null }>({
    count: 0,
    when: null,
  });
  const remover = useDeleteRoutine(() => setToDelete(null));
  const askRemove = async (slot: RoutineSlot) => {
    if (!slot.routine) return;
    // Unknown (the question failed) is asked as before: the plain removal.
    const reach = await getRemovalReach(slot.routine.id).catch(() => null);
    setSends({ count: reach?.count ?? 0, when: reach?.opensAtLabel ?? null });
    setToDelete(slot);
  };
  const openDialog = useOpenManageDialog();

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
      {/* One minmax(0, 1fr) column: a slot being edited stays inside a phone's dialog. */}
      <div className="grid grid-cols-1 gap-3">
        {slots.map((slot) => (
          <RoutineSlotCard
            key={slot.sequenceNumber}
            slot={slot}
            userId={userId}
            onDelete={(chosen) => void askRemove(chosen)}
          />
        ))}
      </div>
      {/* The hours, holidays and stop words moved to 'Clínica'. */}
      {openDialog ? (
        <Button
          type="button"
          variant="link"
          className="h-auto justify-start gap-2 px-0 text-sm"
          onClick={() => openDialog({ dialog: 'clinic' })}
        >
          <Building2 aria-hidden="true" />
          {MSG.clinic.routinesLink}
        </Button>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete?.routine && remover.remove(toDelete.routine.id)}
        pending={remover.pending}
        title={R.confirmTitle}
        description={
          toDelete
            ? [
                R.confirmDescription(toDelete.title),
                sends.count === 0
                  ? null
                  : sends.when
                    ? MSG.routineRules.sendAtOpening(sends.count, sends.when)
                    : MSG.routineRules.sendNow(sends.count),
              ]
                .filter(Boolean)
                .join(' ')
            : ''
        }
        confirmLabel={
          sends.count === 0
            ? R.confirm
            : sends.when
              ? MSG.routineRules.removeSendAtOpeningConfirm(sends.when)
              : MSG.routineRules.removeSendNowConfirm
        }
        pendingLabel={R.removing}
        cancelLabel={R.cancel}
      />
    </>
  );
}

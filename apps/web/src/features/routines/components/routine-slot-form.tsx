import { MSG, REACH_BACK_HOURS_MAX, type Routine } from '@conecta/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormField, fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';

import { routineKeys } from '../api/routine-keys';
import { useRoutineReach } from '../hooks/use-routine-reach';
import { useSaveRoutine } from '../hooks/use-save-routine';
import { routineDraft, validateRoutine, type RoutineErrors } from '../routine-form';
import type { RoutineSlot } from '../routine-slots';
import { RoutineHoursInput } from './routine-hours-input';

type RoutineSlotFormProps = {
  idPrefix: string;
  slot: RoutineSlot;
  userId: string;
  describedBy: string;
  /** Leaves the form: after saving, or on 'Cancelar'. */
  onDone: () => void;
};

function aria(id: string, error: string | undefined, hint?: string) {
  const describedBy = [hint, error ? fieldErrorId(id) : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

/** Text and hours of one slot being added or edited, with 'Salvar' and 'Cancelar'. */
export function RoutineSlotForm({
  idPrefix,
  slot,
  userId,
  describedBy,
  onDone,
}: RoutineSlotFormProps) {
  const R = MSG.routines;
  const [draft, setDraft] = useState(() => routineDraft(slot.routine));
  const [errors, setErrors] = useState<RoutineErrors>({});
  const { save, pending } = useSaveRoutine(userId, { onSaved: onDone, onFieldErrors: setErrors });
  const textId = `${idPrefix}-text`;
  const hoursId = `${idPrefix}-hours`;
  const reachBackId = `${idPrefix}-reach-back`;
  // The clinic's first routine also says how far back routines may reach (issue 19).
  const first =
    useQueryClient().getQueryData<Routine[]>(routineKeys.list(userId))?.length === 0 &&
    !slot.routine;
  const [reachBack, setReachBack] = useState('0');
  const reachBackHours = first
    ? Math.min(REACH_BACK_HOURS_MAX, Math.max(0, Math.round(Number(reachBack) || 0)))
    : 0;
  const reach = useRoutineReach(userId, slot.sequenceNumber, draft.hoursDelay, reachBackHours);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateRoutine(slot.sequenceNumber, draft);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) {
      document.getElementById(result.errors.textContent ? textId : hoursId)?.focus();
      return;
    }
    save(slot.routine?.id ?? null, first ? { ...result.body, reachBackHours } : result.body);
  };

  const change = (field: keyof typeof draft, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <FormField id={textId} label={R.textLabel} error={errors.textContent}>
        <Textarea
          id={textId}
          value={draft.textContent}
          placeholder={R.textPlaceholder}
          rows={3}
          autoFocus
          onChange={(e) => change('textContent', e.target.value)}
          {...aria(textId, errors.textContent)}
        />
      </FormField>
      <FormField id={hoursId} label={R.hoursLabel} error={errors.hoursDelay}>
        <RoutineHoursInput
          id={hoursId}
          value={draft.hoursDelay}
          placeholder="24"
          onChange={(e) => change('hoursDelay', e.target.value)}
          {...aria(hoursId, errors.hoursDelay, `${hoursId}-hint`)}
        />
        <p id={`${hoursId}-hint`} className="text-xs text-muted-foreground">
          {R.hoursHint}
        </p>
      </FormField>
      {first ? (
        <FormField id={reachBackId} label={MSG.routineRules.reachBackLabel}>
          <div className="flex items-center gap-2">
            <Input
              id={reachBackId}
              type="number"
              inputMode="numeric"
              min={0}
              max={REACH_BACK_HOURS_MAX}
              step={1}
              className="w-28 tabular-nums"
              value={reachBack}
              placeholder="0"
              onChange={(e) => setReachBack(e.target.value)}
              aria-describedby={`${reachBackId}-hint`}
            />
            <span className="text-sm text-muted-foreground">{R.hoursUnit}</span>
          </div>
          <p id={`${reachBackId}-hint`} className="text-xs text-muted-foreground">
            {MSG.routineRules.reachBackHint}
          </p>
        </FormField>
      ) : null}
      {reach ? (
        <p role="status" className="text-sm font-medium text-amber-800">
          {reach}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="ml-auto flex gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onDone} disabled={pending}>
            {R.cancel}
          </Button>
          <Button type="submit" size="sm" aria-describedby={describedBy} disabled={pending}>
            {pending ? <Spinner /> : null}
            {pending ? R.saving : R.save}
          </Button>
        </div>
      </div>
    </form>
  );
}

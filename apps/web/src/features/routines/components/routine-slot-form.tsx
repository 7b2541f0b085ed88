import { MSG } from '@conecta/contract';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormField, fieldErrorId } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateRoutine(slot.sequenceNumber, draft);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) {
      document.getElementById(result.errors.textContent ? textId : hoursId)?.focus();
      return;
    }
    save(slot.routine?.id ?? null, result.body);
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
      <div className="flex flex-wrap items-end justify-between gap-3">
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

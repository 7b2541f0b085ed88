import {
  MSG,
  REACH_BACK_HOURS_MAX,
  ROUTINE_VARIANTS_MAX,
  type Routine,
  SAME_TEXT_WARN_AT,
} from '@conecta/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { FormField, fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';

import { routineKeys } from '../queries';
import { getRoutineReach } from '../api/routines-api';
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
  // The step's other wordings; the text above is the first.
  const [variants, setVariants] = useState<string[]>(() => slot.routine?.textVariants ?? []);
  const filledVariants = variants.map((v) => v.trim()).filter(Boolean);
  const [errors, setErrors] = useState<RoutineErrors>({});
  const { save, pending } = useSaveRoutine({ onSaved: onDone, onFieldErrors: setErrors });
  const textId = `${idPrefix}-text`;
  const hoursId = `${idPrefix}-hours`;
  const reachBackId = `${idPrefix}-reach-back`;
  // The clinic's first routine also says how far back routines may reach.
  const first =
    useQueryClient().getQueryData<Routine[]>(routineKeys.list(userId))?.length === 0 &&
    !slot.routine;
  const [reachBack, setReachBack] = useState('0');
  const reachBackHours = first
    ? Math.min(REACH_BACK_HOURS_MAX, Math.max(0, Math.round(Number(reachBack) || 0)))
    : 0;
  const reach = useRoutineReach(userId, slot.sequenceNumber, draft.hoursDelay, reachBackHours);
  /** A save that would send asks first: how many, and now or at the opening. */
  const [question, setQuestion] = useState<{ count: number; when: string | null } | null>(null);
  const [asking, setAsking] = useState(false);
  const pendingBody = useRef<Parameters<typeof save>[1] | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateRoutine(slot.sequenceNumber, draft);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) {
      document.getElementById(result.errors.textContent ? textId : hoursId)?.focus();
      return;
    }
    // Sent when there are some, or were (so that removing the last one clears them).
    const hadVariants = (slot.routine?.textVariants?.length ?? 0) > 0;
    const withVariants =
      filledVariants.length > 0 || hadVariants
        ? { ...result.body, textVariants: filledVariants }
        : result.body;
    const body = first ? { ...withVariants, reachBackHours } : withVariants;
    // Asked again at the moment of saving: the preview above may be a few seconds old.
    setAsking(true);
    const now = await getRoutineReach({
      sequenceNumber: slot.sequenceNumber,
      hoursDelay: result.body.hoursDelay,
      reachBackHours,
    }).catch(() => null);
    setAsking(false);
    if (now && now.count > 0) {
      pendingBody.current = body;
      setQuestion({ count: now.count, when: now.opensAtLabel });
      return;
    }
    save(slot.routine?.id ?? null, body);
  };

  const change = (field: keyof typeof draft, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid grid-cols-1 gap-3">
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
      {variants.map((variant, index) => {
        const id = `${idPrefix}-variant-${index}`;
        return (
          <FormField key={index} id={id} label={R.variantLabel(index + 2)}>
            <div className="flex items-start gap-2">
              <Textarea
                id={id}
                value={variant}
                rows={2}
                onChange={(e) => setVariants((list) => list.with(index, e.target.value))}
              />
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={R.removeVariant(index + 2)}
                onClick={() => setVariants((list) => list.filter((_, i) => i !== index))}
              >
                ×
              </Button>
            </div>
          </FormField>
        );
      })}
      <div className="grid gap-1">
        {variants.length < ROUTINE_VARIANTS_MAX ? (
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setVariants((list) => [...list, ''])}
            >
              {R.addVariant}
            </Button>
          </div>
        ) : null}
        <p className="text-xs text-muted-foreground">{R.variantsHint}</p>
      </div>
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
          {reach.message}
        </p>
      ) : null}
      {reach && reach.count >= SAME_TEXT_WARN_AT && filledVariants.length === 0 ? (
        <p role="alert" className="text-sm font-medium text-amber-800">
          {MSG.routineRules.sameTextWarning(reach.count)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="ml-auto flex gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onDone} disabled={pending}>
            {R.cancel}
          </Button>
          <Button
            type="submit"
            size="sm"
            aria-describedby={describedBy}
            disabled={pending || asking}
          >
            {pending || asking ? <Spinner /> : null}
            {pending ? R.saving : R.save}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={question !== null}
        tone="default"
        onClose={() => setQuestion(null)}
        onConfirm={() => {
          const body = pendingBody.current;
          setQuestion(null);
          if (body) save(slot.routine?.id ?? null, body);
        }}
        pending={false}
        title={question?.when ? MSG.routineRules.closedTitle : MSG.routineRules.sendNowTitle}
        description={
          question?.when
            ? MSG.routineRules.sendAtOpening(question.count, question.when)
            : MSG.routineRules.sendNow(question?.count ?? 0)
        }
        confirmLabel={
          question?.when
            ? MSG.routineRules.sendAtOpeningConfirm(question.when)
            : MSG.routineRules.sendNowConfirm
        }
        pendingLabel={R.saving}
        cancelLabel={R.cancel}
      />
    </form>
  );
}

import {
  type Chat,
  knownName,
  MSG,
  WAITING_PERIODS,
  type WaitingPeriod,
  waitingListEndpoints,
} from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';

import { closeWithToast } from '@/components/close-with-toast';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { fieldErrorId } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { chatTitle } from '@/features/chat-list';

import { addToWaitingList } from '../api/waiting-list';
import { NameField, useClinicNames } from './name-field';

const L = MSG.waitingList;

/**
 * 'Lista de espera' from a card or the chat header: the professional (empty: any), the
 * procedure, the preferred weekdays and periods (none: any) and a note. When a slot that fits is
 * freed, 'Consultas' offers to message the patient.
 */
export function WaitingListDialog({
  chat,
  userId,
  onClose,
  onCloseAutoFocus,
}: {
  chat: Chat;
  /** The signed-in member: the clinic's names are cached per member. */
  userId: string;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const id = useId();
  const [professional, setProfessional] = useState('');
  const professionals = useClinicNames(userId, 'professionals');
  const procedures = useClinicNames(userId, 'procedures');
  const [procedure, setProcedure] = useState('');
  const [days, setDays] = useState<number[]>([]);
  const [periods, setPeriods] = useState<WaitingPeriod[]>([]);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: addToWaitingList,
    meta: { endpoint: waitingListEndpoints.add },
    ...closeWithToast(onClose, L.saveFailed),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!procedure.trim()) return setProblem(L.procedureRequired);
    save.mutate({
      chatId: chat.chatId,
      // The clinic's spelling of what was typed, as on the appointments it should match.
      professional: knownName(professional, professionals),
      procedure: knownName(procedure, procedures),
      days: [...days].sort(),
      periods,
      note: note.trim(),
    });
  };
  const toggle = <T,>(list: T[], item: T, on: boolean) =>
    on ? [...new Set([...list, item])] : list.filter((x) => x !== item);
  const pending = save.isPending;

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent
        closeLabel={MSG.common.close}
        onCloseAutoFocus={onCloseAutoFocus}
        className="max-h-[90dvh] max-w-lg overflow-y-auto px-4 sm:px-6"
      >
        <DialogHeader>
          <DialogTitle>{L.dialogTitle}</DialogTitle>
          <DialogDescription>{L.dialogDescription(chatTitle(chat))}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid min-w-0 gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-procedure`}>{L.procedureLabel}</Label>
            <NameField
              id={`${id}-procedure`}
              names={procedures}
              value={procedure}
              placeholder={L.procedurePlaceholder}
              maxLength={80}
              autoFocus
              disabled={pending}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? fieldErrorId(`${id}-procedure`) : undefined}
              onValueChange={(next) => {
                setProcedure(next);
                setProblem(undefined);
              }}
            />
            <FieldError id={fieldErrorId(`${id}-procedure`)}>{problem}</FieldError>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-professional`}>{L.professionalLabel}</Label>
            <NameField
              id={`${id}-professional`}
              names={professionals}
              value={professional}
              placeholder={MSG.appointmentRules.professionalPlaceholder}
              maxLength={80}
              disabled={pending}
              onValueChange={setProfessional}
            />
          </div>
          <fieldset className="grid gap-2" disabled={pending}>
            <legend className="mb-1 text-sm font-medium">{L.daysLegend}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {L.weekdaysShort.map((label, day) => (
                <div key={label} className="flex items-center gap-1.5">
                  <Checkbox
                    id={`${id}-day-${day}`}
                    checked={days.includes(day)}
                    onCheckedChange={(c) => setDays((now) => toggle(now, day, c === true))}
                  />
                  <Label htmlFor={`${id}-day-${day}`}>{label}</Label>
                </div>
              ))}
            </div>
          </fieldset>
          <fieldset className="grid gap-2" disabled={pending}>
            <legend className="mb-1 text-sm font-medium">{L.periodsLegend}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {WAITING_PERIODS.map((p) => (
                <div key={p} className="flex items-center gap-1.5">
                  <Checkbox
                    id={`${id}-period-${p}`}
                    checked={periods.includes(p)}
                    onCheckedChange={(c) => setPeriods((now) => toggle(now, p, c === true))}
                  />
                  <Label htmlFor={`${id}-period-${p}`}>{L.periods[p]}</Label>
                </div>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-note`}>{L.noteLabel}</Label>
            <Textarea
              id={`${id}-note`}
              value={note}
              maxLength={300}
              rows={2}
              disabled={pending}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              {MSG.appointmentRules.cancel}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner /> : null}
              {pending ? L.saving : L.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

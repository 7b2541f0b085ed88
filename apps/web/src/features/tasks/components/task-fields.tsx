import { MSG, TASK_MESSAGE_MAX } from '@conecta/contract';

import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { OutsideHoursNote } from '@/features/opening-hours';

import { buildLocalDateTime, parseLocalDateTime } from '../task-date';
import { counterText, type TaskDraft, type TaskFieldErrors } from '../task-form';
import { TaskDateTimePicker } from './task-date-time-picker';

type TaskFieldsProps = {
  idPrefix: string;
  draft: TaskDraft;
  onChange: (draft: TaskDraft) => void;
  /** What is wrong with the day and with the time, under each field. */
  errors?: TaskFieldErrors;
  /** A date field was left: the form checks it. */
  onLeave?: (field: 'day' | 'time') => void;
  disabled?: boolean;
  autoFocus?: boolean;
};

/** The message with its 'n/1000 caracteres' counter, then the send date. */
export function TaskFields(props: TaskFieldsProps) {
  const { idPrefix, draft, onChange, errors, onLeave, disabled, autoFocus } = props;
  const T = MSG.tasks;
  const messageId = `${idPrefix}-message`;
  const counterId = `${idPrefix}-counter`;
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={messageId}>{T.messageLabel}</Label>
        <Textarea
          id={messageId}
          value={draft.message}
          placeholder={T.messagePlaceholder}
          rows={4}
          maxLength={TASK_MESSAGE_MAX}
          required
          autoFocus={autoFocus}
          disabled={disabled}
          aria-describedby={counterId}
          onChange={(e) => onChange({ ...draft, message: e.target.value })}
        />
        <p id={counterId} className="text-right text-xs text-muted-foreground tabular-nums">
          {counterText(draft.message)}
        </p>
      </div>
      <TaskDateTimePicker
        idPrefix={idPrefix}
        day={draft.day}
        time={draft.time}
        disabled={disabled}
        errors={errors}
        onLeave={onLeave}
        onDay={(day) => onChange({ ...draft, day })}
        onTime={(time) => onChange({ ...draft, time })}
      />
      <OutsideHoursNote at={parseLocalDateTime(buildLocalDateTime(draft.day, draft.time))} />
    </>
  );
}

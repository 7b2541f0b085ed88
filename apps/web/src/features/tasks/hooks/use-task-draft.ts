import type { Task } from '@conecta/contract';
import { useState } from 'react';

import { useBusinessHour } from '@/features/opening-hours';
import { dayOf, timeOf } from '@/lib/schedule';

import { taskDraft, taskFieldErrors, type TaskDraft, type TaskFieldErrors } from '../task-form';

/**
 * The task form's state: the draft (a task being edited, or a new one at the next business
 * hour, moved inside the clinic's hours when they arrive and the person has not changed the
 * date) and what is wrong with each date field. Changing the day or the time clears both
 * fields' errors (a past time may be fixed by the day); leaving a field checks it.
 */
export function useTaskDraft(task: Task | null) {
  const defaultAt = useBusinessHour();
  const [draft, setDraft] = useState<TaskDraft>(() =>
    task ? taskDraft(task) : { message: '', day: dayOf(defaultAt), time: timeOf(defaultAt) },
  );
  const [seenDefault, setSeenDefault] = useState(defaultAt);
  if (defaultAt !== seenDefault) {
    setSeenDefault(defaultAt);
    if (!task && draft.day === dayOf(seenDefault) && draft.time === timeOf(seenDefault)) {
      setDraft({ ...draft, day: dayOf(defaultAt), time: timeOf(defaultAt) });
    }
  }
  const [errors, setErrors] = useState<TaskFieldErrors>({});

  const change = (next: TaskDraft) => {
    if (next.day !== draft.day || next.time !== draft.time) setErrors({});
    setDraft(next);
  };
  const leave = (field: 'day' | 'time') => {
    const found = taskFieldErrors(draft, new Date())[field];
    if (found) setErrors((now) => ({ ...now, [field]: found }));
  };
  return { draft, change, errors, setErrors, leave };
}

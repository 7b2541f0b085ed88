import { createReminderRunner } from '../scheduler/reminder-runner.ts';
import { createRoutineRunner } from '../scheduler/routine-runner.ts';
import { createTaskRunner } from '../scheduler/task-runner.ts';

/**
 * The three senders of messages nobody types at that moment: scheduled messages, routine steps
 * and appointment reminders. They share the provider, the instance access and the per-clinic
 * sending budget.
 */
export function createAutomaticSenders(deps: Parameters<typeof createTaskRunner>[0]) {
  return {
    taskRunner: createTaskRunner(deps),
    routineRunner: createRoutineRunner(deps),
    reminderRunner: createReminderRunner(deps),
  };
}

import { z } from 'zod';

import { TASK_MSG } from '../messages/task-rules.ts';
import { TASK_MESSAGE_MAX } from '../constants.ts';
import { zChatIdParam } from './chats.ts';
import { zLocalDateTime } from './fields.ts';

export const zTaskRequest = z.strictObject({
  chatId: zChatIdParam.shape.chatId,
  message: z
    .string({ error: TASK_MSG.required })
    .trim()
    .min(1, TASK_MSG.required)
    .max(TASK_MESSAGE_MAX, TASK_MSG.messageLong),
  scheduledDate: zLocalDateTime(TASK_MSG.required, TASK_MSG.dateInvalid),
});
export type TaskRequest = z.input<typeof zTaskRequest>;

/** pending -> sending -> executed | failed; a 'sending' task is an attempt under way. */
export const TASK_STATUSES = ['pending', 'sending', 'executed', 'failed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const zTask = z.object({
  id: z.string(),
  chatId: z.string(),
  message: z.string(),
  /** Local to the account's time zone, without a zone: YYYY-MM-DDTHH:mm:ss. */
  scheduledDate: z.string(),
  executed: z.boolean(),
  executedAt: z.string().nullable(),
  status: z.enum(TASK_STATUSES),
  failureReason: z.string().nullable(),
  completedByHand: z.boolean(),
});
export type Task = z.infer<typeof zTask>;

export const zTaskResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  task: zTask,
});
export const zTasksResponse = z.object({ success: z.literal(true), tasks: z.array(zTask) });
export const zResetRoutineResponse = z.object({ success: z.literal(true), message: z.string() });

/**
 * PATCH /dashboard/chats/:chatId/reset-routine. A chat whose patient opted out is reset only by
 * the Responsável, who confirms it (`confirmOptOut`); any other chat needs no body.
 */
export const zResetRoutineRequest = z
  .strictObject({ confirmOptOut: z.literal(true).optional() })
  .optional();
export type ResetRoutineRequest = z.infer<typeof zResetRoutineRequest>;

import type { SendPacing } from '@conecta/contract';

import type { Db } from '../db/client.ts';
import type { Publish } from '../events/event-bus.ts';
import type { Clock } from '../lib/clock.ts';
import { type InstanceAccess, providerIdOf } from '../modules/instances/index.ts';
import { findChat } from '../modules/conversations/index.ts';
import type { TasksService } from '../modules/tasks/index.ts';
import type { MessagingProvider } from '../providers/messaging-provider.ts';
import { type AutomaticSenderDeps, createAutomaticSender } from '../scheduler/automatic-sender.ts';
import { createSendGate } from '../scheduler/send-gate.ts';
import { appointmentReminders } from '../scheduler/strategies/appointment-reminders.ts';
import { routineSteps } from '../scheduler/strategies/routine-steps.ts';
import { satisfactionSurveys } from '../scheduler/strategies/satisfaction-surveys.ts';
import { slotOffers } from '../scheduler/strategies/slot-offers.ts';
import { taskSends } from '../scheduler/strategies/task-sends.ts';
import { createWindowTemplates } from '../scheduler/window-templates.ts';

interface Deps {
  db: Db;
  clock: Clock;
  provider: MessagingProvider;
  access: InstanceAccess;
  tasks: TasksService;
  publish: Publish;
  /** A clinic's automatic sends a minute (tasks, routines and reminders share it). */
  sendsPerMinute: number;
  /** A message held because the clinic's number is down (see AutomaticSenderDeps). */
  onHeld?: AutomaticSenderDeps['onHeld'];
  /** The pace of a number's automatic messages for a clinic that never chose its own. */
  pacing: SendPacing;
}

/**
 * The senders of messages nobody types at that moment: scheduled messages, routine steps,
 * appointment reminders and the waiting list's offers. One automatic sender each, over one gate: they share the provider, the
 * instance access and the per-clinic sending budget.
 */
export function createAutomaticSenders(deps: Deps) {
  const { db, publish } = deps;
  const gate = createSendGate({ db, sendsPerMinute: deps.sendsPerMinute, pacing: deps.pacing });
  const engine: AutomaticSenderDeps = {
    clock: deps.clock,
    gate,
    provider: deps.provider,
    access: deps.access,
    windowTemplates: createWindowTemplates({ db, access: deps.access, publish }),
    recipientOf: async (clinicId, chatId) => {
      const chat = await findChat(db, clinicId, chatId);
      return { phone: chat?.phone ?? providerIdOf(chatId), instanceId: chat?.instanceId ?? null };
    },
    ...(deps.onHeld ? { onHeld: deps.onHeld } : {}),
  };
  return {
    taskRunner: createAutomaticSender(taskSends({ db, tasks: deps.tasks, publish }), engine),
    routineRunner: createAutomaticSender(routineSteps({ db, publish }), engine),
    reminderRunner: createAutomaticSender(appointmentReminders({ db, publish }), engine),
    // The waiting list's offers of freed slots and their answers.
    offerRunner: createAutomaticSender(slotOffers({ db, publish }), engine),
    // The satisfaction question some hours after 'Compareceu'.
    surveyRunner: createAutomaticSender(satisfactionSurveys({ db, publish }), engine),
  };
}

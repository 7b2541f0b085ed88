import { type AutomaticTemplates, MSG } from '@conecta/contract';

import type { Db } from '../db/client.ts';
import { routineRunsRepo } from '../modules/routines/index.ts';
import type { Publish } from '../events/event-bus.ts';
import { clinicSettingsRepo } from '../modules/clinic-settings/index.ts';
import type { InstanceAccess } from '../modules/instances/index.ts';
import { findChat, lastFromPatientAt, SERVICE_WINDOW_MS } from '../modules/conversations/index.ts';
import {
  fillAutomatic,
  fitsAutomatic,
  templatesRepo,
} from '../modules/whatsapp-templates/index.ts';
import { capabilitiesOf } from '../providers/index.ts';
import type { OutgoingTemplate } from '../providers/messaging-provider.ts';

/**
 * Which of the clinic's chosen templates an automatic message goes as outside the window, and
 * its values in order: `{{1}}` the patient's name, `{{2}}` the date and time (reminders) or the
 * message's own text (routines and scheduled messages).
 */
export interface TemplateFill {
  use: keyof AutomaticTemplates;
  values: string[];
}

/** How an automatic message may go now. */
export type WindowRoute =
  | { kind: 'free' }
  | { kind: 'template'; template: OutgoingTemplate; text: string; category: string }
  | { kind: 'wait'; reason: string };

/** A message waiting for the window or a template is looked at again this often. */
export const WINDOW_RECHECK_MS = 30 * 60_000;

/**
 * The 24-hour window for automatic messages (Cloud API): inside it they go as written; outside
 * it as the clinic's chosen utility template to a patient whose consent the clinic recorded,
 * or they wait. Nothing goes that Meta would
 * refuse: no free text to a closed window, no template unapproved or of another category, no
 * value Meta rejects (line breaks), no body over its limit. Other providers: always 'free'.
 */
export function createWindowTemplates(deps: {
  db: Db;
  access: Pick<InstanceAccess, 'forChat'>;
  publish: Publish;
}) {
  const { db, publish } = deps;

  return {
    async route(
      clinicId: string,
      chatId: string,
      fill: () => Promise<TemplateFill | undefined>,
      now: Date,
      /**
       * What the sender already knows: the chat's number (`instanceId`, read with its address)
       * and its pass's reads of the numbers. A Z-API number's send then reads nothing here.
       */
      known?: {
        instanceId: string | null;
        access: Pick<InstanceAccess, 'forChat'>;
      },
    ): Promise<WindowRoute> {
      // The chat's own number: a clinic's Z-API and Cloud API numbers side by side (issue 48).
      const read = () => findChat(db, clinicId, chatId);
      const early = known ? undefined : await read();
      const instance = await (known?.access ?? deps.access).forChat(clinicId, {
        instanceId: known ? known.instanceId : (early?.instanceId ?? null),
      });
      if (!instance || !capabilitiesOf(instance.provider).conversationWindow)
        return { kind: 'free' };
      const chat = early ?? (await read());
      const last = await lastFromPatientAt(db, clinicId, chatId);
      if (last && last.getTime() + SERVICE_WINDOW_MS > now.getTime()) return { kind: 'free' };
      // A stop word ends templates too: what is sent outside the window is never what the
      // patient asked not to receive (inside it, the strategy's own opt-out rule applies).
      if (chat?.routineOptedOutAt) return { kind: 'wait', reason: MSG.cloudApi.waitingOptedOut };
      const wanted = await fill();
      const wait = { kind: 'wait', reason: MSG.cloudApi.waitingNoTemplate } as const;
      if (!wanted) return wait;
      const chosen = (await clinicSettingsRepo.automaticTemplates(db, clinicId))?.[wanted.use];
      const row = chosen ? await templatesRepo.find(db, clinicId, chosen) : undefined;
      if (!row || !fitsAutomatic(row)) return wait;
      const filled = fillAutomatic(row, wanted.values);
      if (!filled) return wait;
      // Opt-in: outside the window an automatic message starts a conversation the patient did
      // not open, which Meta allows only to someone who agreed to receive it. The clinic's record
      // of that consent lets it go as a template; without it, it waits for the record or for the
      // patient to write (the window opens, and it goes as text: answering is consented to). Asked after
      // the template, so the card names first what the clinic's settings lack.
      if (!chat?.automaticConsentAt) return { kind: 'wait', reason: MSG.cloudApi.waitingNoConsent };
      return {
        kind: 'template',
        text: filled.text,
        category: row.category,
        template: {
          phone: chat.phone,
          name: row.name,
          language: row.language,
          components: filled.values.length
            ? [{ type: 'body', parameters: filled.values.map((text) => ({ type: 'text', text })) }]
            : undefined,
        },
      };
    },

    /**
     * The card's automatic-message line says why it waits (cleared by the patient's next
     * message, which opens the window, or by the next automatic send that goes).
     */
    async showWaiting(clinicId: string, chatId: string, reason: string) {
      if (await routineRunsRepo.setWaiting(db, clinicId, chatId, reason))
        publish(clinicId, 'chat-update', { chatId, reason: 'routine-failed', message: reason });
    },

    /** An automatic send went: a waiting line it left is no longer true. */
    async clearWaiting(clinicId: string, chatId: string) {
      await routineRunsRepo.setWaiting(db, clinicId, chatId, null, [
        MSG.cloudApi.waitingNoTemplate,
        MSG.cloudApi.waitingOptedOut,
        MSG.cloudApi.waitingNoConsent,
      ]);
    },
  };
}
export type WindowTemplates = ReturnType<typeof createWindowTemplates>;

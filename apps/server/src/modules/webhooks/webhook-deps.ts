import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client.ts';
import type { Publish } from '../../events/event-bus.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CloudAccountChange } from '../../providers/index.ts';
import type { InstanceAccess, InstanceRow } from '../instances/index.ts';

/**
 * A message younger than this is news (a push, a live event, an answer read); an older one is
 * history the provider delivers after a link, stored quietly.
 */
export const FRESH_MS = 5 * 60_000;

/** What the webhook service is given by the app's wiring. */
export interface WebhookDeps {
  /** Unseals a Cloud API number's app secret, to check a webhook's signature with. */
  access: Pick<InstanceAccess, 'open'>;
  clock: Clock;
  db: Db;
  log: FastifyBaseLogger;
  /** Hands connection news to the connection module (webhook setup and sync on a new link). */
  onConnection: (clinicId: string, connected: boolean, instanceRowId: string) => Promise<void>;
  /** A received file was queued (by the database, with its message): download it soon. */
  onMediaQueued?: () => void;
  publish: Publish;
  /**
   * The appointments module's reading of a patient's answer to a reminder: whether the chat
   * awaits one, and what the answer says.
   */
  replies?: {
    awaitsReply(clinicId: string, chatId: string): Promise<boolean>;
    readReply(clinicId: string, chatId: string, text: string): Promise<void>;
    /** A patient's reaction on one of the clinic's messages (👍 on a reminder confirms it). */
    readReaction(clinicId: string, chatId: string, targetId: string, emoji: string): Promise<void>;
  };
  /**
   * A change about a WhatsApp Business account (a template's review...), for the numbers of that
   * account whose secret signed it. Without a reader it is acknowledged and dropped.
   */
  onCloudAccountChange?: (instances: InstanceRow[], change: CloudAccountChange) => Promise<void>;
  /**
   * A patient's fresh message was stored: the members' devices hear of it (Web Push). Called
   * after the store and expected to return at once (the push module queues the work).
   */
  onPatientMessage?: (
    clinicId: string,
    message: { chatId: string; chatName: string; preview: string; assignedTo: string | null },
  ) => void;
  /** Privacy's suppression list: when a chat was erased, if it has not started again. */
  erased?: {
    erasedAt(clinicId: string, chatId: string): Promise<Date | null>;
    /** Tombstones an erased patient's new names (`current`) when one of `previous` was erased. */
    extend(
      clinicId: string,
      previous: readonly string[],
      current: readonly string[],
      at: Date,
    ): Promise<boolean>;
  };
}

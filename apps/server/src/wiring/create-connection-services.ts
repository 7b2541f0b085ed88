import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../db/client.ts';
import type { Publish } from '../events/event-bus.ts';
import type { Clock } from '../lib/clock.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  createChatSync,
  createConnectionService,
  createConnectionWatch,
  createHealthService,
  createOutageAlerts,
} from '../modules/connection/index.ts';
import type { InstanceAccess } from '../modules/instances/index.ts';
import type { ErasedChats } from '../modules/privacy/index.ts';
import type { MessagingProvider } from '../providers/messaging-provider.ts';

/**
 * The number's link and its health: the QR flow and the chat-list sync after a link, the
 * 'Saúde do número' figures, and the watch that notices a drop and mails the Responsáveis.
 */
export function createConnectionServices(deps: {
  db: Db;
  clock: Clock;
  provider: MessagingProvider;
  access: InstanceAccess;
  mailer: Mailer;
  publish: Publish;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Privacy's suppression list: a re-link's chat list does not bring an erased patient back. */
  erased: ErasedChats;
  timeZoneOf: (userId: string) => Promise<string>;
}) {
  const { db, clock, provider, access, log } = deps;
  const sync = createChatSync({ db, clock, provider, access, log, erased: deps.erased });
  const connection = createConnectionService({
    db,
    clock,
    provider,
    access,
    sync,
    publicUrl: deps.publicUrl,
    log,
    publish: deps.publish,
  });
  const health = createHealthService({ db, clock, access, timeZoneOf: deps.timeZoneOf });
  const connectionWatch = createConnectionWatch({
    db,
    clock,
    connection,
    alerts: createOutageAlerts({ db, mailer: deps.mailer, log }),
    log,
  });
  return { sync, connection, health, connectionWatch };
}

import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client.ts';
import type { Publish } from '../../events/event-bus.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import type { MediaStore } from '../../media/media-store.ts';
import type { MessagingProvider } from '../../providers/messaging-provider.ts';
import type { InstanceAccess } from '../instances/index.ts';

/** What reading, sending and editing a chat's messages need. */
export interface MessagesDeps {
  db: Db;
  clock: Clock;
  provider: MessagingProvider;
  access: InstanceAccess;
  media: MediaStore;
  links: MediaLinks;
  log: FastifyBaseLogger;
  publish: Publish;
}

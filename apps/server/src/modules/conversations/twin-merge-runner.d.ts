import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
/**
 * The chats keyed by a Brazilian mobile without its ninth digit, from before the webhook folded
 * it (issue 48): each is merged into its twin with the nine when there is one (and the chat gets
 * a note saying so), or renamed to the key with the nine. Each chat in its own transaction, under
 * row locks, so a message arriving meanwhile waits and lands in the surviving chat. Once a pass
 * finds none it stops asking (every new chat is folded on the way in).
 */
export declare function createTwinMergeRunner(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Writes the system's note in the surviving chat (the notes module's). */
  note: (
    tx: Tx,
    n: {
      clinicId: string;
      chatRowId: string;
      chatId: string;
      text: string;
    },
    at: Date,
  ) => Promise<unknown>;
}): {
  /** One pass; answers how many chats were merged or renamed. */
  runOnce(): Promise<number>;
};
export type TwinMergeRunner = ReturnType<typeof createTwinMergeRunner>;

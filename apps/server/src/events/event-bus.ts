import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { EPHEMERAL_EVENTS, type LiveEventData, type LiveEventType } from '@conecta/contract';
import type { FastifyBaseLogger } from 'fastify';

import type { Database, Db } from '../db/client.ts';
import { liveEvents } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { describeError } from '../lib/describe-error.ts';

export type { LiveEventType } from '@conecta/contract';

export interface LiveEvent {
  id: number;
  clinicId: string;
  type: LiveEventType;
  data: Record<string, unknown>;
}

const CHANNEL = 'cc_live_events';
const RETENTION_MS = 60 * 60 * 1000;
const REPLAY_LIMIT = 500;
// NOTIFY payloads must stay under 8000 bytes; bigger events travel as their id only.
const INLINE_LIMIT = 7000;

const ph = sql.placeholder;

/**
 * The store-and-announce statement, prepared once per database: every webhook publishes an
 * event, and building this statement anew each time was a good part of the ingest path's CPU.
 */
function buildPublishStored(db: Db) {
  const stored = db.$with('stored').as(
    db
      .insert(liveEvents)
      .values({
        clinicId: ph('clinicId'),
        type: ph('type'),
        payload: sql`${ph('json')}::jsonb`,
        createdAt: ph('at'),
      })
      .returning({ id: liveEvents.id }),
  );
  return db
    .with(stored)
    .select({
      notified: sql`pg_notify(${CHANNEL}, case when ${ph('inline')}::boolean
        then json_build_object('id', ${stored.id}, 'clinicId', ${ph('clinicId')}::text, 'type', ${ph('type')}::text, 'data', ${ph('json')}::json)::text
        else json_build_object('id', ${stored.id}, 'clinicId', ${ph('clinicId')}::text)::text end)`,
    })
    .from(stored)
    .prepare('live_event_publish');
}

/** Publishes one event; the contract's types tie each event type to the data it carries. */
export type Publish = <T extends LiveEventType>(
  clinicId: string,
  type: T,
  data: LiveEventData[T],
) => void;

/**
 * Live events for the SSE stream. Each event is stored (for `Last-Event-ID` recovery) and then
 * announced with NOTIFY, so every server instance listening on the database delivers it to its
 * own connected browsers, and only to the event's user.
 */
export function createEventBus(deps: { database: Database; clock: Clock; log: FastifyBaseLogger }) {
  const { database, clock, log } = deps;
  const db = database.db;
  const subscribers = new Map<string, Set<(e: LiveEvent) => void>>();
  let stopListening: (() => Promise<void>) | undefined;
  const publishStored = buildPublishStored(db);
  const inFlight = new Set<Promise<void>>();

  function deliver(e: LiveEvent) {
    for (const fn of subscribers.get(e.clinicId) ?? []) fn(e);
  }

  async function onNotify(payload: string) {
    try {
      const msg = JSON.parse(payload) as Partial<LiveEvent> & { id: number; clinicId: string };
      if (!subscribers.has(msg.clinicId)) return;
      if (msg.type && msg.data) return deliver(msg as LiveEvent);
      const [row] = await db.select().from(liveEvents).where(eq(liveEvents.id, msg.id));
      if (row)
        deliver({
          id: row.id,
          clinicId: row.clinicId,
          type: row.type as LiveEventType,
          data: row.payload,
        });
    } catch (err) {
      log.warn({ err: describeError(err) }, 'evento ao vivo ilegível');
    }
  }

  /**
   * Stores the event and announces it in one statement (one round trip, one commit). An event
   * too big for a NOTIFY payload travels as its id only and is read back by each listener.
   */
  async function publishNow(clinicId: string, type: LiveEventType, data: unknown) {
    const json = JSON.stringify(data);
    if (EPHEMERAL_EVENTS.has(type)) {
      // Not stored, so no id: streams send it without one and a replay never brings it back.
      await db.execute(sql`select pg_notify(${CHANNEL}, json_build_object(
        'id', 0, 'clinicId', ${clinicId}::text, 'type', ${type}::text, 'data', ${json}::json)::text)`);
      return;
    }
    const inline = Buffer.byteLength(json) + type.length + 120 <= INLINE_LIMIT;
    await publishStored.execute({ clinicId, type, json, at: clock(), inline });
  }

  return {
    async start() {
      stopListening = await database.listen(CHANNEL, (p) => void onNotify(p));
    },
    async stop() {
      await Promise.all([...inFlight]);
      await stopListening?.();
    },
    /**
     * Deletes the events older than an hour (a stream reconnecting replays from its last id);
     * the background loop (wiring/background-loops.ts) runs it every ten minutes.
     */
    async prune(): Promise<number> {
      await db
        .delete(liveEvents)
        .where(lt(liveEvents.createdAt, new Date(clock().getTime() - RETENTION_MS)));
      return 0;
    },
    /** Fire and forget, after the change it reports was committed: a failure is only logged. */
    publish: ((clinicId, type, data) => {
      const p = publishNow(clinicId, type, data)
        .catch((err: unknown) => {
          log.warn({ err: describeError(err) }, 'falha ao publicar evento');
        })
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    }) as Publish,
    subscribe(clinicId: string, fn: (e: LiveEvent) => void): () => void {
      const set = subscribers.get(clinicId) ?? new Set();
      set.add(fn);
      subscribers.set(clinicId, set);
      return () => {
        set.delete(fn);
        if (set.size === 0) subscribers.delete(clinicId);
      };
    },
    /**
     * Events after `lastId`, or null when they cannot all be given (the client must refetch).
     * Pruning removes the oldest first, so if the client's last event is still kept, every later
     * one is too; if it is gone, something in between may be gone with it.
     */
    async since(clinicId: string, lastId: number): Promise<LiveEvent[] | null> {
      const [last] = await db
        .select({ id: liveEvents.id })
        .from(liveEvents)
        .where(and(eq(liveEvents.clinicId, clinicId), eq(liveEvents.id, lastId)));
      if (!last) return null;
      const rows = await db
        .select()
        .from(liveEvents)
        .where(and(eq(liveEvents.clinicId, clinicId), gt(liveEvents.id, lastId)))
        .orderBy(asc(liveEvents.id))
        .limit(REPLAY_LIMIT + 1);
      if (rows.length > REPLAY_LIMIT) return null;
      return rows.map((r) => ({
        id: r.id,
        clinicId: r.clinicId,
        type: r.type as LiveEventType,
        data: r.payload,
      }));
    },
    subscriberCount: () => [...subscribers.values()].reduce((n, s) => n + s.size, 0),
  };
}
export type EventBus = ReturnType<typeof createEventBus>;

import { foldBrazilMobile } from '../../providers/index.ts';
import { CHAT_ID_PATTERN } from '@conecta/contract';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MessagingProvider, ProviderInstance } from '../../providers/messaging-provider.ts';
import {
  chatsWithoutThumbnail,
  chatTotals,
  mergeProviderChats,
  setChatThumbnail,
} from '../conversations/index.ts';
import { chatKeyOn, type InstanceAccess, type InstanceRow } from '../instances/index.ts';
import { syncRepo } from './sync-repo.ts';
import { describeError } from '../../lib/describe-error.ts';

const PAGE_SIZE = 100;
const PHOTO_BATCH = 40;
const PHOTO_CONCURRENCY = 8;
/** A bound on a second number's list (500,000 chats): a provider that never ends a list stops. */
const MAX_NUMBER_PAGES = 5000;

/** Thrown between two steps of a sync when the server stops; the progress already written stays. */
class SyncStopped extends Error {}

interface Deps {
  db: Db;
  clock: Clock;
  provider: MessagingProvider;
  access: InstanceAccess;
  log: FastifyBaseLogger;
  /** Erased patients not to bring back from the provider's list (privacy's suppression list). */
  erased: { among(clinicId: string, chatIds: readonly string[]): Promise<Set<string>> };
}

/**
 * Copies the provider's chat list into the database, then fills in missing profile pictures.
 * Progress is written after every page, so a restart resumes where the last one stopped, and a
 * re-sync only merges: columns, tags, tasks and messages of known chats stay as they are.
 */
export function createChatSync(deps: Deps) {
  const { db, clock, provider, access, log } = deps;
  const running = new Map<string, Promise<void>>();
  /** Second numbers' copies under way, by instance row. */
  const copies = new Map<string, Promise<void>>();
  /**
   * Set when the server stops: a sync ends at its next step instead of running to its end (a
   * clinic of 50,000 chats would hold a restart for minutes). Its progress is written after every
   * page and photo batch, so the next start resumes there.
   */
  let stopping = false;
  const checkpoint = () => {
    if (stopping) throw new SyncStopped();
  };

  async function run(clinicId: string): Promise<void> {
    const instance = await access.findByClinic(clinicId);
    if (!instance) return;
    const creds = access.credentials(instance);
    let row = await syncRepo.find(db, clinicId);
    if (!row || row.completedAt) return;

    if (row.phase === 'chats') {
      let page = row.nextPage;
      let loaded = row.loaded;
      for (;;) {
        checkpoint();
        const listed = await provider.listChats(creds, page, PAGE_SIZE);
        // As the webhook does: a chat under an id the routes refuse could not be erased.
        const chats = listed.filter((c) => CHAT_ID_PATTERN.test(c.phone));
        // An erased patient stays out under either form of a Brazilian mobile (issue 48).
        const erased = await deps.erased.among(
          clinicId,
          chats.flatMap((c) => [c.phone, foldBrazilMobile(c.phone)]),
        );
        await mergeProviderChats(
          db,
          clinicId,
          erased.size
            ? chats.filter((c) => !erased.has(c.phone) && !erased.has(foldBrazilMobile(c.phone)))
            : chats,
          clock(),
          // On a board of several numbers each card names its number: the main one's too.
          { instanceId: instance.id, suffix: null },
        );
        loaded += chats.length;
        page += 1;
        const last = listed.length < PAGE_SIZE;
        if (last) {
          const { total } = await chatTotals(db, clinicId);
          const missing = await countWithoutThumbnail(clinicId);
          await syncRepo.update(db, clinicId, {
            phase: 'photos',
            nextPage: page,
            loaded,
            total,
            photosTotal: missing,
            photosDone: 0,
            photosCursor: '',
            updatedAt: clock(),
          });
          break;
        }
        await syncRepo.update(db, clinicId, { nextPage: page, loaded, updatedAt: clock() });
      }
      row = (await syncRepo.find(db, clinicId))!;
    }

    if (row.phase === 'photos') {
      let cursor = row.photosCursor;
      let done = row.photosDone;
      for (;;) {
        checkpoint();
        const batch = await chatsWithoutThumbnail(db, clinicId, PHOTO_BATCH, cursor);
        if (batch.length === 0) break;
        await mapLimit(batch, PHOTO_CONCURRENCY, async (chat) => {
          checkpoint();
          const url = await pictureOrNull(creds, chat.chatId);
          if (url) await setChatThumbnail(db, clinicId, chat.chatId, url);
        });
        cursor = batch[batch.length - 1]!.chatId;
        done += batch.length;
        await syncRepo.update(db, clinicId, {
          photosCursor: cursor,
          photosDone: done,
          updatedAt: clock(),
        });
      }
      await syncRepo.update(db, clinicId, { phase: 'done', updatedAt: clock() });
    }

    const { total } = await chatTotals(db, clinicId);
    await syncRepo.update(db, clinicId, {
      total,
      loaded: total,
      completedAt: clock(),
      lastError: null,
    });
  }

  async function pictureOrNull(creds: ProviderInstance, chatId: string): Promise<string | null> {
    try {
      return await provider.profilePicture(creds, chatId);
    } catch {
      // A missing picture is not worth failing the sync over.
      return null;
    }
  }

  async function countWithoutThumbnail(clinicId: string): Promise<number> {
    let n = 0;
    let cursor = '';
    for (;;) {
      const batch = await chatsWithoutThumbnail(db, clinicId, 1000, cursor);
      n += batch.length;
      if (batch.length < 1000) return n;
      cursor = batch[batch.length - 1]!.chatId;
    }
  }

  function launch(clinicId: string): Promise<void> {
    if (stopping) return Promise.resolve();
    const existing = running.get(clinicId);
    if (existing) return existing;
    const job = run(clinicId)
      .catch(async (err: unknown) => {
        // Not a failure: no lastError, so the next start resumes it as unfinished.
        if (err instanceof SyncStopped) return;
        const message = describeError(err);
        log.warn({ clinicId, err: message }, 'sincronização de conversas interrompida');
        await syncRepo
          .update(db, clinicId, { lastError: message, updatedAt: clock() })
          .catch(() => {});
      })
      .finally(() => running.delete(clinicId));
    running.set(clinicId, job);
    return job;
  }

  /**
   * A clinic's second (third...) number's chat list, copied into that number's chats (issue 48)
   * when it links. Without the main number's progress bar and photos pass: a merge changes only
   * what the provider owns, so a copy cut by a restart is simply done again at the next link.
   */
  async function copyNumber(row: InstanceRow): Promise<void> {
    const suffix = row.chatKeySuffix;
    if (suffix === null) return;
    const creds = access.credentials(row);
    for (let page = 1; page <= MAX_NUMBER_PAGES; page++) {
      checkpoint();
      const listed = await provider.listChats(creds, page, PAGE_SIZE);
      const chats = listed.filter((c) => CHAT_ID_PATTERN.test(c.phone));
      // An erased patient of this number stays out, under either form of a Brazilian mobile.
      const keysOf = (phone: string) => [
        chatKeyOn(suffix, phone),
        chatKeyOn(suffix, foldBrazilMobile(phone)),
      ];
      const erased = await deps.erased.among(
        row.clinicId,
        chats.flatMap((c) => keysOf(c.phone)),
      );
      await mergeProviderChats(
        db,
        row.clinicId,
        chats.filter((c) => !keysOf(c.phone).some((k) => erased.has(k))),
        clock(),
        { instanceId: row.id, suffix },
      );
      if (listed.length < PAGE_SIZE) return;
    }
    log.warn({ clinicId: row.clinicId }, 'lista de conversas do número longa demais: cópia parada');
  }

  /** Every sync and copy under way, ended. */
  const settled = async () => {
    await Promise.all([...running.values(), ...copies.values()]);
  };

  return {
    /** Copies a second number's chat list (on its link); one copy at a time per number. */
    copyNumber(row: InstanceRow): Promise<void> {
      if (stopping) return Promise.resolve();
      const existing = copies.get(row.id);
      if (existing) return existing;
      const job = copyNumber(row)
        .catch((err: unknown) => {
          if (err instanceof SyncStopped) return;
          log.warn(
            { clinicId: row.clinicId, err: describeError(err) },
            'cópia das conversas do número interrompida',
          );
        })
        .finally(() => copies.delete(row.id));
      copies.set(row.id, job);
      return job;
    },
    /** Starts a new sync (after a connection); a sync already under way is left alone. */
    async start(clinicId: string): Promise<void> {
      if (stopping || running.has(clinicId)) return;
      await syncRepo.restart(db, clinicId, clock());
      void launch(clinicId);
    },
    /** Continues an unfinished sync (after a restart or a provider failure). */
    resume(clinicId: string): Promise<void> {
      return launch(clinicId);
    },
    async resumeAll(): Promise<void> {
      for (const row of await syncRepo.unfinished(db)) void launch(row.clinicId);
    },
    isRunning: (clinicId: string) => running.has(clinicId),
    /** Waits for every sync under way; for a test that reads what a sync wrote. */
    idle: settled,
    /**
     * For a clean shutdown: each sync under way ends at its next step (a page, a photo) with its
     * progress kept, and none starts after.
     */
    stop(): Promise<void> {
      stopping = true;
      return settled();
    },
  };
}
export type ChatSync = ReturnType<typeof createChatSync>;

async function mapLimit<T>(
  items: T[],
  limit: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await fn(item);
    }
  });
  await Promise.all(workers);
}

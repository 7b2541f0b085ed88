import { API_KEYS_MAX, type ApiScope, MSG, type zCreateApiKeyRequest } from '@conecta/contract';
import type { z } from 'zod';

import type { Db } from '../../db/client.ts';
import type { RequestMeta } from '../../http/request-meta.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { recordClinicAction } from '../audit/index.ts';
import type { AuthContext } from '../auth/index.ts';
import { membershipsRepo } from '../memberships/index.ts';
import { generateApiKey, hashApiKey, looksLikeApiKey } from './api-key-token.ts';
import { apiKeysRepo, type ApiKeyRow } from './api-keys-repo.ts';

/** Calls a key may make a minute: a clinic's agenda syncing a day, not a flood. */
export const API_KEY_RATE = { name: 'api-key', max: 120, windowMs: 60_000 };
/** `last_used_at` is written at most once a minute: enough to show, cheap on every call. */
const TOUCH_MS = 60_000;

type Responsavel = Pick<AuthContext, 'userId' | 'clinicId'>;
type CreateInput = z.output<typeof zCreateApiKeyRequest>;

const keyInvalid = () => new AppError('UNAUTHORIZED', MSG.apiKeys.keyInvalid);

/**
 * The clinic's API keys: made by the Responsável with a name and scopes, shown once, kept as a
 * hash, revoked at once. A call with a key acts as the clinic through a member (never an
 * administrator), limited per key.
 */
export function createApiKeysService(deps: { db: Db; clock: Clock; limiter: RateLimiter }) {
  const { db, clock, limiter } = deps;

  type Listed = Awaited<ReturnType<typeof apiKeysRepo.listActive>>[number];
  /** The keys as the screen lists them, each with the name of the member who made it. */
  async function views(clinicId: string, rows: Listed[]) {
    const names = new Map(
      (await membershipsRepo.members(db, clinicId)).map((m) => [m.userId, m.name]),
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      scopes: r.scopes,
      hint: r.hint,
      createdAt: r.createdAt.toISOString(),
      createdBy: (r.createdBy && names.get(r.createdBy)) ?? null,
      lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
    }));
  }

  /**
   * Who the key acts through: the member who made it while they are in the clinic, else the
   * clinic's first Responsável (a key outlives a person's leaving, as the clinic's system does).
   */
  async function actorOf(key: ApiKeyRow) {
    if (key.createdBy) {
      const maker = await membershipsRepo.member(db, key.clinicId, key.createdBy);
      if (maker) return maker;
    }
    const members = await membershipsRepo.members(db, key.clinicId);
    return members.find((m) => m.role === 'RESPONSAVEL');
  }

  return {
    async list(who: Responsavel) {
      const rows = await apiKeysRepo.listActive(db, who.clinicId);
      return { success: true as const, keys: await views(who.clinicId, rows) };
    },

    async create(who: Responsavel, input: CreateInput, meta: RequestMeta) {
      if ((await apiKeysRepo.countActive(db, who.clinicId)) >= API_KEYS_MAX)
        throw new AppError('RULE_BROKEN', MSG.apiKeys.tooMany(API_KEYS_MAX));
      const { token, hash, hint } = generateApiKey();
      const now = clock();
      const row = await db.transaction(async (tx) => {
        const inserted = await apiKeysRepo.insert(tx, {
          clinicId: who.clinicId,
          name: input.name,
          scopes: input.scopes,
          tokenHash: hash,
          hint,
          createdBy: who.userId,
          createdAt: now,
        });
        await recordClinicAction(
          tx,
          who,
          'apiKey.create',
          input.name,
          { apiKeyId: inserted.id, scopes: input.scopes },
          meta,
          now,
        );
        return inserted;
      });
      const [key] = await views(who.clinicId, [row]);
      return { success: true as const, message: MSG.apiKeys.created, key: key!, token };
    },

    async revoke(who: Responsavel, id: string, meta: RequestMeta) {
      const now = clock();
      await db.transaction(async (tx) => {
        const row = await apiKeysRepo.revoke(tx, who.clinicId, id, now);
        if (!row) throw new AppError('NOT_FOUND', MSG.apiKeys.notFound);
        await recordClinicAction(tx, who, 'apiKey.revoke', row.name, { apiKeyId: id }, meta, now);
      });
      return { success: true as const, message: MSG.apiKeys.revoked };
    },

    /**
     * The clinic a key acts for, as an AuthContext: 401 for a token that is no live key, 403 for
     * a key without `scope`, 429 past the key's limit. Never an administrator's context.
     */
    async authenticate(token: string, scope: ApiScope): Promise<AuthContext> {
      if (!looksLikeApiKey(token)) throw keyInvalid();
      const key = await apiKeysRepo.findLive(db, hashApiKey(token));
      if (!key) throw keyInvalid();
      if (!key.scopes.includes(scope))
        throw new AppError('FORBIDDEN', MSG.apiKeys.scopeMissing(MSG.apiKeys.scopes[scope]));
      try {
        await limiter.consume([[API_KEY_RATE, key.id]]);
      } catch {
        throw new AppError('RATE_LIMITED', MSG.apiKeys.rateLimited);
      }
      const actor = await actorOf(key);
      if (!actor) throw keyInvalid();
      const now = clock();
      if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= TOUCH_MS)
        await apiKeysRepo.touch(db, key.id, now);
      return {
        userId: actor.userId,
        name: actor.name,
        sessionId: `api-key:${key.id}`,
        role: 'USER',
        clinicId: key.clinicId,
        // The key acts as the clinic; what it may reach is its scopes, not this role.
        clinicRole: 'RESPONSAVEL',
        apiKey: { id: key.id, name: key.name },
      };
    },
  };
}
export type ApiKeysService = ReturnType<typeof createApiKeysService>;

import { randomBytes } from 'node:crypto';

import { type InstanceBadge, MSG } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type {
  CloudApiInstance,
  ProviderInstance,
  ZapiInstance,
} from '../../providers/messaging-provider.ts';
import { type InstanceRow, instancesRepo } from './instances-repo.ts';

/** The status badge: what an admin set, refined by expiry and connection history. */
export function instanceStatus(row: InstanceRow, now: Date): InstanceBadge {
  if (row.status === 'DEACTIVATED') return 'DEACTIVATED';
  if (row.expiresAt && row.expiresAt <= now) return 'EXPIRED';
  if (row.connected) return 'ACTIVE';
  return row.lastConnectedAt ? 'INACTIVE' : 'PENDING';
}

/** Why an instance cannot be used now, in the words its user reads; null when it can. */
export function instanceBlockReason(row: InstanceRow | undefined, now: Date): string | null {
  if (!row) return MSG.instance.none;
  if (row.status === 'DEACTIVATED') return MSG.instance.deactivated;
  if (row.expiresAt && row.expiresAt <= now) {
    const date = row.expiresAt.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    return MSG.instance.expired(date);
  }
  return null;
}

/** 24 random bytes, URL-safe: an instance's unguessable tokens. */
const randomToken = () => randomBytes(24).toString('base64url');
export const newWebhookSecret = randomToken;
/** What Meta's GET handshake must present for a Cloud API number: ours, pasted in Meta's panel. */
export const newVerifyToken = randomToken;

/** A row whose columns do not match its provider: the database check makes it impossible. */
const malformed = (row: InstanceRow) =>
  new Error(`instância ${row.id} sem as credenciais do provedor ${row.provider}`);

export function createInstanceAccess(db: Db, box: SecretBox) {
  /** A Z-API row's own fields (its admin view, the simulator's control API in benches). */
  function zapiCredentials(row: InstanceRow): ZapiInstance {
    if (row.instanceId === null || row.tokenSealed === null) throw malformed(row);
    return {
      kind: 'zapi',
      instanceId: row.instanceId,
      token: box.open(row.tokenSealed),
      clientToken: row.clientTokenSealed ? box.open(row.clientTokenSealed) : undefined,
    };
  }

  /** A Cloud API row's own fields, the access token and app secret unsealed. */
  function cloudApiCredentials(row: InstanceRow): CloudApiInstance {
    const { phoneNumberId, businessAccountId, accessTokenSealed, appSecretSealed } = row;
    if (!phoneNumberId || !businessAccountId || !accessTokenSealed || !appSecretSealed)
      throw malformed(row);
    return {
      kind: 'cloud-api',
      phoneNumberId,
      businessAccountId,
      accessToken: box.open(accessTokenSealed),
      appSecret: box.open(appSecretSealed),
    };
  }

  return {
    findByClinic: (clinicId: string) => instancesRepo.findByClinic(db, clinicId),
    /** The clinic's numbers, the main one first (issue 48). */
    numbers: (clinicId: string) => instancesRepo.listByClinic(db, clinicId),
    /**
     * The number a chat's messages go from: its own (issue 48), or the clinic's main number for
     * a chat whose number was removed (or that never had one).
     */
    async forChat(clinicId: string, chat: { instanceId: string | null }) {
      const own = chat.instanceId
        ? await instancesRepo.findOfClinic(db, clinicId, chat.instanceId)
        : undefined;
      return own ?? instancesRepo.findByClinic(db, clinicId);
    },
    /** The provider credentials of a row, unsealed only for the call that needs them. */
    credentials(row: InstanceRow): ProviderInstance {
      return row.provider === 'cloud-api' ? cloudApiCredentials(row) : zapiCredentials(row);
    },
    /** A Z-API row's own fields (its admin view, the simulator's control API in benches). */
    zapiCredentials,
    cloudApiCredentials,
    /** Unseals one secret (the app secret a webhook's signature is checked with). */
    open: (sealed: string) => box.open(sealed),
    seal: (plain: string) => box.seal(plain),
  };
}
export type InstanceAccess = ReturnType<typeof createInstanceAccess>;

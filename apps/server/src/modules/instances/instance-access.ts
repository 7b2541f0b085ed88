import { randomBytes } from 'node:crypto';

import { MSG } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { ProviderInstance } from '../../providers/messaging-provider.ts';
import { type InstanceRow, instancesRepo } from './instances-repo.ts';

export type InstanceStatus = 'ACTIVE' | 'DEACTIVATED' | 'EXPIRED' | 'PENDING' | 'INACTIVE';

/** The status badge: what an admin set, refined by expiry and connection history. */
export function instanceStatus(row: InstanceRow, now: Date): InstanceStatus {
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

export const newWebhookSecret = () => randomBytes(24).toString('base64url');

export function createInstanceAccess(db: Db, box: SecretBox) {
  return {
    findByClinic: (clinicId: string) => instancesRepo.findByClinic(db, clinicId),
    /** The provider credentials of a row, unsealed only for the call that needs them. */
    credentials(row: InstanceRow): ProviderInstance {
      return {
        instanceId: row.instanceId,
        token: box.open(row.tokenSealed),
        clientToken: row.clientTokenSealed ? box.open(row.clientTokenSealed) : undefined,
      };
    },
    seal: (plain: string) => box.seal(plain),
  };
}
export type InstanceAccess = ReturnType<typeof createInstanceAccess>;

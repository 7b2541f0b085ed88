import type { TestApp } from './test-app.ts';
import { instancesAdminRepo, instancesRepo } from '../../src/modules/instances/instances-repo.ts';
import { newWebhookSecret } from '../../src/modules/instances/instance-access.ts';

/** Gives a user a provider instance, as an admin would. */
export async function seedInstance(
  t: TestApp,
  userId: string,
  over: {
    instanceId?: string;
    token?: string;
    clientToken?: string;
    status?: 'ACTIVE' | 'DEACTIVATED';
    expiresAt?: Date;
  } = {},
) {
  const access = t.app.services.access;
  const row = await instancesRepo.insert(t.database.db, {
    clinicId: (await instancesAdminRepo.clinicOf(t.database.db, userId))!,
    instanceId: over.instanceId ?? `INST${userId.replace(/-/g, '').slice(0, 12).toUpperCase()}`,
    tokenSealed: access.seal(over.token ?? 'TOKEN123'),
    clientTokenSealed: over.clientToken ? access.seal(over.clientToken) : null,
    connectedPhone: '5511999990000',
    status: over.status ?? 'ACTIVE',
    expiresAt: over.expiresAt ?? null,
    webhookSecret: newWebhookSecret(),
  });
  if (!row) throw new Error('instância não criada');
  return row;
}

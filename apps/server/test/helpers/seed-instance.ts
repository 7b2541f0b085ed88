import type { InstanceAdminStatus } from '@conecta/contract';

import type { TestApp } from './test-app.ts';
import { instancesAdminRepo, instancesRepo } from '../../src/modules/instances/instances-repo.ts';
import { newVerifyToken, newWebhookSecret } from '../../src/modules/instances/instance-access.ts';

/** Gives a user a provider instance, as an admin would. */
export async function seedInstance(
  t: TestApp,
  userId: string,
  over: {
    instanceId?: string;
    token?: string;
    clientToken?: string;
    status?: InstanceAdminStatus;
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
  if (!row?.instanceId) throw new Error('instância não criada');
  return { ...row, instanceId: row.instanceId };
}

/** Gives a user a Cloud API number, as an admin would; answers the row and its verify token. */
export async function seedCloudInstance(
  t: TestApp,
  userId: string,
  number: { phoneNumberId: string; accessToken: string; appSecret: string; wabaId?: string },
) {
  const access = t.app.services.access;
  const row = await instancesRepo.insert(t.database.db, {
    clinicId: (await instancesAdminRepo.clinicOf(t.database.db, userId))!,
    provider: 'cloud-api',
    phoneNumberId: number.phoneNumberId,
    businessAccountId: number.wabaId ?? '200000000000001',
    accessTokenSealed: access.seal(number.accessToken),
    appSecretSealed: access.seal(number.appSecret),
    verifyToken: newVerifyToken(),
    connectedPhone: '5511955550000',
    status: 'ACTIVE',
    webhookSecret: newWebhookSecret(),
  });
  if (!row?.verifyToken) throw new Error('instância não criada');
  return { ...row, verifyToken: row.verifyToken };
}

/**
 * A clinic's linked Z-API number (issue 48): its main one (`suffix` null) or another (':n2'),
 * linked at `linkedAt`, so its warm-up counts from then. Answers the row's id.
 */
export async function seedLinkedNumber(
  t: TestApp,
  clinicId: string,
  n: { instanceId: string; token: string; suffix: string | null; phone: string; linkedAt: Date },
): Promise<string> {
  const row = await instancesRepo.insert(t.database.db, {
    clinicId,
    chatKeySuffix: n.suffix,
    instanceId: n.instanceId,
    tokenSealed: t.app.services.access.seal(n.token),
    connectedPhone: n.phone,
    status: 'ACTIVE',
    connected: true,
    lastConnectedAt: n.linkedAt,
    linkedAt: n.linkedAt,
    webhookSecret: newWebhookSecret(),
  });
  if (!row) throw new Error('número não criado');
  return row.id;
}

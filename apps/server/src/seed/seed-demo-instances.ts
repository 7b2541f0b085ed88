import { randomBytes } from 'node:crypto';

import type { Db } from '../db/client.ts';
import { DEMO_CLOUD_NUMBER } from '../demo/mount-cloud-simulator.ts';
import {
  type InstanceAccess,
  newWebhookSecret,
  instancesAdminRepo,
  instancesRepo,
  type NewInstance,
} from '../modules/instances/index.ts';
import { usersRepo } from '../modules/auth/index.ts';

/**
 * Demo accounts each get an instance on a simulator, so the number works at once: a Z-API one
 * ('Conectar Agora' shows a QR the simulator scans), and for `cloudApiEmail` the demo's Cloud API
 * number (mount-cloud-simulator.ts), linked without a QR like Meta's.
 */
export async function seedDemoInstances(
  db: Db,
  access: InstanceAccess,
  emails: string[],
  cloudApiEmail?: string,
) {
  let n = 1;
  for (const email of emails) {
    const user = await usersRepo.findByEmail(db, email);
    const clinicId = user && (await instancesAdminRepo.clinicOf(db, user.id));
    const phone = `551130000${String(n++).padStart(3, '0')}`;
    if (!clinicId || (await instancesRepo.findByClinic(db, clinicId))) continue;
    const provider: Partial<NewInstance> =
      email === cloudApiEmail
        ? {
            provider: 'cloud-api',
            phoneNumberId: DEMO_CLOUD_NUMBER.phoneNumberId,
            businessAccountId: DEMO_CLOUD_NUMBER.businessAccountId,
            accessTokenSealed: access.seal(DEMO_CLOUD_NUMBER.accessToken),
            appSecretSealed: access.seal(DEMO_CLOUD_NUMBER.appSecret),
            verifyToken: DEMO_CLOUD_NUMBER.verifyToken,
          }
        : {
            instanceId: `3D${randomBytes(15).toString('hex').toUpperCase()}`,
            tokenSealed: access.seal(randomBytes(12).toString('hex').toUpperCase()),
            clientTokenSealed: null,
          };
    await instancesRepo.insert(db, {
      clinicId,
      ...provider,
      connectedPhone: email === cloudApiEmail ? DEMO_CLOUD_NUMBER.displayPhoneNumber : phone,
      status: 'ACTIVE',
      expiresAt: null,
      webhookSecret: newWebhookSecret(),
    });
  }
}

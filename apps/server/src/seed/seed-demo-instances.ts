import { randomBytes } from 'node:crypto';

import type { Db } from '../db/client.ts';
import {
  type InstanceAccess,
  newWebhookSecret,
  instancesAdminRepo,
  instancesRepo,
} from '../modules/instances/index.ts';
import { usersRepo } from '../modules/auth/index.ts';

/** Demo accounts each get an instance on the simulator, so 'Conectar Agora' works at once. */
export async function seedDemoInstances(db: Db, access: InstanceAccess, emails: string[]) {
  let n = 1;
  for (const email of emails) {
    const user = await usersRepo.findByEmail(db, email);
    const clinicId = user && (await instancesAdminRepo.clinicOf(db, user.id));
    if (!clinicId || (await instancesRepo.findByClinic(db, clinicId))) {
      n++;
      continue;
    }
    await instancesRepo.insert(db, {
      clinicId,
      instanceId: `3D${randomBytes(15).toString('hex').toUpperCase()}`,
      tokenSealed: access.seal(randomBytes(12).toString('hex').toUpperCase()),
      clientTokenSealed: null,
      connectedPhone: `551130000${String(n++).padStart(3, '0')}`,
      status: 'ACTIVE',
      expiresAt: null,
      webhookSecret: newWebhookSecret(),
    });
  }
}

import { type CloudSimulator, createCloudSimulator } from '@conecta/cloud-api-simulator';

import { instancesAdminRepo } from '../../src/modules/instances/index.ts';
import { signedInClinic, type SignedInClinic } from './call-api.ts';
import { seedCloudInstance } from './seed-instance.ts';
import { createTestApp, createTestClock, type TestApp } from './test-app.ts';

/** A Cloud API number as a test names it: Meta's ids, its token and its app secret. */
export interface CloudNumber {
  id: string;
  waba: string;
  token: string;
  secret: string;
  /** The number's display phone, as the simulator shows it. */
  display: string;
}

export interface CloudClinic {
  t: TestApp;
  sim: CloudSimulator;
  owner: SignedInClinic;
  clinicId: string;
  close: () => Promise<void>;
}

/**
 * A clinic on a Cloud API number, with the Graph API simulator on one test clock: the app
 * listens (the simulator posts its webhooks to it), the owner is signed in, the number is linked
 * in the app and known to the simulator with the app's webhook address and verify token.
 */
export async function openCloudClinic(name: string, number: CloudNumber): Promise<CloudClinic> {
  const clock = createTestClock();
  const sim = createCloudSimulator({ now: () => clock.now().getTime() });
  await sim.listen(0);
  const t = await createTestApp({ CLOUD_API_BASE_URL: sim.graphUrl! }, { listen: true, clock });
  const owner = await signedInClinic(t, name);
  const row = await seedCloudInstance(t, owner.id, {
    phoneNumberId: number.id,
    accessToken: number.token,
    appSecret: number.secret,
    wabaId: number.waba,
  });
  const clinicId = (await instancesAdminRepo.clinicOf(t.database.db, owner.id))!;
  sim.addPhoneNumber({
    id: number.id,
    displayPhoneNumber: number.display,
    accessToken: number.token,
    appSecret: number.secret,
    verifyToken: row.verifyToken,
    callbackUrl: `${t.publicUrl}/webhooks/whatsapp`,
    wabaId: number.waba,
  });
  return {
    t,
    sim,
    owner,
    clinicId,
    close: async () => {
      await sim.close();
      await t.close();
    },
  };
}

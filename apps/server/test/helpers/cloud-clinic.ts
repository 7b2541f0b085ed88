import { type CloudSimulator, createCloudSimulator } from '@conecta/cloud-api-simulator';

import { instancesAdminRepo } from '../../src/modules/instances/index.ts';
import { signedInClinic, type SignedInClinic } from './call-api.ts';
import { seedCloudInstance } from './seed-instance.ts';
import { createTestApp, createTestClock, type TestApp, type TestClock } from './test-app.ts';

/** A Cloud API number as a test names it: Meta's ids, its token and its app secret. */
export interface CloudNumber {
  id: string;
  waba: string;
  token: string;
  secret: string;
  /** The number's display phone, as the simulator shows it. */
  display: string;
}

/**
 * Test number `n`'s Meta ids (phone number 1000…0n, account 2000…0n), and its token and app
 * secret named after `name`: one line for what each file otherwise spells out in five.
 */
export const cloudNumber = (n: number, name: string, display: string): CloudNumber => ({
  id: String(100_000_000_000_000 + n),
  waba: String(200_000_000_000_000 + n),
  token: `EAAG-token-${name}`,
  secret: `app-secret-${name}`,
  display,
});

/**
 * The simulator serves `number` and posts its webhooks to the app with the verify token of the
 * app's row for it, as Meta does once the number is registered.
 */
export function serveOnSimulator(
  sim: CloudSimulator,
  t: TestApp,
  number: CloudNumber,
  verifyToken: string,
): void {
  sim.addPhoneNumber({
    id: number.id,
    displayPhoneNumber: number.display,
    accessToken: number.token,
    appSecret: number.secret,
    verifyToken,
    callbackUrl: `${t.publicUrl}/webhooks/whatsapp`,
    wabaId: number.waba,
  });
}

/**
 * A user's clinic gets `number` on the Cloud API, as an admin gives it, and the simulator serves
 * it. Answers the app's row (its verify token among the rest).
 */
export async function addCloudNumber(
  t: TestApp,
  sim: CloudSimulator,
  userId: string,
  number: CloudNumber,
) {
  const row = await seedCloudInstance(t, userId, {
    phoneNumberId: number.id,
    accessToken: number.token,
    appSecret: number.secret,
    wabaId: number.waba,
  });
  serveOnSimulator(sim, t, number, row.verifyToken);
  return row;
}

export interface CloudClinic {
  t: TestApp;
  sim: CloudSimulator;
  owner: SignedInClinic;
  clinicId: string;
  close: () => Promise<void>;
}

/**
 * The Graph API simulator and an app that listens (the simulator posts its webhooks to it), on
 * one test clock: the test's, when it starts more on it. `env` is more of the app's settings.
 */
export async function openCloudApp(
  clock: TestClock = createTestClock(),
  env: Record<string, string> = {},
): Promise<{ t: TestApp; sim: CloudSimulator }> {
  const sim = createCloudSimulator({ now: () => clock.now().getTime() });
  await sim.listen(0);
  const t = await createTestApp(
    { CLOUD_API_BASE_URL: sim.graphUrl!, ...env },
    { listen: true, clock },
  );
  return { t, sim };
}

/**
 * A clinic signed up on the app, its owner signed in, whose `number` is on the Cloud API and
 * served by the simulator. Answers the owner and the number's verify token.
 */
export async function addCloudClinic(
  t: TestApp,
  sim: CloudSimulator,
  name: string,
  number: CloudNumber,
): Promise<{ owner: SignedInClinic; verifyToken: string }> {
  const owner = await signedInClinic(t, name);
  const { verifyToken } = await addCloudNumber(t, sim, owner.id, number);
  return { owner, verifyToken };
}

/**
 * A clinic on a Cloud API number, with the Graph API simulator on one test clock: the app
 * listens (the simulator posts its webhooks to it), the owner is signed in, the number is linked
 * in the app and known to the simulator with the app's webhook address and verify token.
 */
export async function openCloudClinic(name: string, number: CloudNumber): Promise<CloudClinic> {
  const { t, sim } = await openCloudApp();
  const { owner } = await addCloudClinic(t, sim, name, number);
  const clinicId = (await instancesAdminRepo.clinicOf(t.database.db, owner.id))!;
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

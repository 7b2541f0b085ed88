import { createCloudSimulator } from '@conecta/cloud-api-simulator';

import {
  instancesRepo,
  newVerifyToken,
  newWebhookSecret,
  nextChatKeySuffix,
} from '../../src/modules/instances/index.ts';
import { type CloudNumber, serveOnSimulator } from './cloud-clinic.ts';
import { cloudControl } from './cloud-sim-control.ts';
import { openConnectedClinic } from './connected-clinic.ts';
import { callAs } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Issue 48, a clinic with two numbers: its Z-API number (the main one, linked on the Z-API
 * simulator) and a Cloud API number beside it (':n2', on the Cloud API simulator), both
 * simulators on the app's one test clock. As `two-numbers.test.ts` sets it up.
 */
export async function openZapiAndCloudClinic(instanceId: string, number: CloudNumber) {
  // The Cloud simulator listens first (the app is built with its address) and reads the
  // clinic's test clock once it exists.
  let now: () => number = () => Date.now();
  const cloud = createCloudSimulator({ now: () => now() });
  await cloud.listen(0);
  const c = await openConnectedClinic({
    instanceId,
    env: { CLOUD_API_BASE_URL: cloud.graphUrl! },
  });
  now = () => c.t.clock.now().getTime();

  const db = c.t.database.db;
  const main = (await instancesRepo.findByClinic(db, (await clinicOf())!))!;
  const clinicId = main.clinicId;
  const access = c.t.app.services.access;
  const taken = (await instancesRepo.listByClinic(db, clinicId)).map((r) => r.chatKeySuffix);
  const row = (await instancesRepo.insert(db, {
    clinicId,
    chatKeySuffix: nextChatKeySuffix(taken),
    provider: 'cloud-api',
    phoneNumberId: number.id,
    businessAccountId: number.waba,
    accessTokenSealed: access.seal(number.token),
    appSecretSealed: access.seal(number.secret),
    verifyToken: newVerifyToken(),
    connectedPhone: number.display,
    status: 'ACTIVE',
    webhookSecret: newWebhookSecret(),
  }))!;
  serveOnSimulator(cloud, c.t, number, row.verifyToken!);

  async function clinicOf() {
    const { instancesAdminRepo } = await import('../../src/modules/instances/index.ts');
    return instancesAdminRepo.clinicOf(c.t.database.db, c.clinic.id);
  }

  return {
    c,
    cloud,
    clinicId,
    mainRowId: main.id,
    cloudRowId: row.id,
    /** A call as the owner; hours pass on the test's clock, so an expired session signs in again. */
    async call(method: Method, url: string, body?: unknown) {
      const res = await callAs(c.t, c.clinic.token, method, url, body);
      if (res.statusCode !== 401) return res;
      await c.clinic.signInAgain();
      return callAs(c.t, c.clinic.token, method, url, body);
    },
    /** A patient's text to the Cloud API number, as Meta posts it. */
    writesToCloud: (phone: string, text: string, name = 'Paciente') =>
      cloudControl(cloud, `phone-numbers/${number.id}/inbound`, { from: phone, name, text }),
    /** What the Cloud API number was asked to send to `phone`, in order. */
    async sentByCloud(phone: string) {
      const sent = (await (
        await fetch(`${cloud.url}/_sim/phone-numbers/${number.id}/messages`)
      ).json()) as Array<{ request: Record<string, unknown> }>;
      return sent.map((s) => s.request).filter((r) => r.to === phone);
    },
    async close() {
      await c.close();
      await cloud.close();
    },
  };
}
export type ZapiAndCloudClinic = Awaited<ReturnType<typeof openZapiAndCloudClinic>>;

import { connectionEndpoints } from '@conecta/contract';

import { callApi } from './call-api.ts';
import { seedInstance } from './seed-instance.ts';
import type { TestSimulator } from './simulator.ts';
import type { TestApp } from './test-app.ts';
import { waitFor } from './wait-for.ts';

/**
 * A user's clinic gets a provider instance on the simulator and links it as a person does: the
 * QR code asked, the phone scans, the status read. With `loaded`, it also waits until the
 * phone's chat list (the simulator's `chatCount` chats) is on the board. Answers the instance's
 * row (its `instanceId` and `webhookSecret`).
 */
export async function connectNumber(
  t: TestApp,
  sim: TestSimulator,
  user: { id: string; token: string },
  instanceId: string,
  opts: { loaded?: boolean } = {},
) {
  const instance = await seedInstance(t, user.id, { instanceId, token: `TOK${instanceId}` });
  await callApi(t, user.token, connectionEndpoints.qrCode);
  await sim.control(`/instances/${instanceId}/scan`, {});
  await callApi(t, user.token, connectionEndpoints.status);
  if (opts.loaded)
    await waitFor(
      async () => (await callApi(t, user.token, connectionEndpoints.progress)).data(),
      (p) => p.completed,
    );
  return instance;
}

/** As connectNumber, answering only the instance id. */
export async function linkWhatsApp(
  t: TestApp,
  sim: TestSimulator,
  user: { id: string; token: string },
  instanceId: string,
): Promise<string> {
  return (await connectNumber(t, sim, user, instanceId)).instanceId;
}

import { seedInstance } from './seed-instance.ts';
import type { TestSimulator } from './simulator.ts';
import { callAs, type TestApp } from './test-app.ts';

/**
 * A user's clinic gets a provider instance on the simulator and links it as a person does: the
 * QR code asked, the phone scans, the status read. Answers the instance id.
 */
export async function linkWhatsApp(
  t: TestApp,
  sim: TestSimulator,
  user: { id: string; token: string },
  instanceId: string,
): Promise<string> {
  await seedInstance(t, user.id, { instanceId, token: `TOK${instanceId}` });
  await callAs(t, user.token, 'GET', '/dashboard/zapi/qr-code');
  await sim.control(`/instances/${instanceId}/scan`, {});
  await callAs(t, user.token, 'GET', '/dashboard/zapi/status');
  return instanceId;
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedInstance } from './helpers/seed-instance.ts';
import { startSimulator, type TestSimulator } from './helpers/simulator.ts';
import {
  callAs,
  createTestApp,
  createTestClock,
  localDateInDays,
  PACED,
  signUp,
  type TestApp,
} from './helpers/test-app.ts';

/**
 * A pass with due sends for several WhatsApp numbers (a clinic each today) sends for them side
 * by side, more than the five chats a pass sent at once before, while each number, at the
 * product's pace, sends one message at a time, its gap apart. The provider takes 300 ms a send
 * (the simulator's latency), and a window in front of it notes when each send started and ended,
 * by number.
 */
const LATENCY_MS = 300;
const NUMBERS = ['NUMEROA', 'NUMEROB', 'NUMEROC', 'NUMEROD', 'NUMEROE', 'NUMEROF', 'NUMEROG'];

interface SendSpan {
  instance: string;
  start: number;
  end: number;
}

let t: TestApp;
let sim: TestSimulator;
let window: Server;
const spans: SendSpan[] = [];

async function clinicWithNumber(instanceId: string) {
  const owner = await signUp(t);
  const { webhookSecret } = await seedInstance(t, owner.id, {
    instanceId,
    token: `TOK${instanceId}`,
  });
  await callAs(t, owner.token, 'GET', '/dashboard/zapi/qr-code');
  await sim.control(`/instances/${instanceId}/scan`, {});
  await callAs(t, owner.token, 'GET', '/dashboard/zapi/status');
  return {
    /** A patient writes, so the chat exists; then a scheduled message to them, due in 2 min. */
    async schedule(phone: string, message: string) {
      const hook = await t.app.inject({
        method: 'POST',
        url: `/webhooks/zapi/${webhookSecret}`,
        payload: {
          type: 'ReceivedCallback',
          messageId: `N${phone}`,
          phone,
          fromMe: false,
          senderName: 'Paciente',
          chatName: 'Paciente',
          momment: t.clock.now().getTime(),
          text: { message: 'Oi' },
        },
      });
      expect(hook.statusCode, hook.body).toBe(200);
      const res = await callAs(t, owner.token, 'POST', '/api/tasks', {
        chatId: phone,
        message,
        scheduledDate: localDateInDays(2 / 1440, t.clock),
      });
      expect(res.statusCode, res.body).toBe(201);
    },
  };
}

beforeAll(async () => {
  const clock = createTestClock();
  sim = await startSimulator({ clock, chatCount: 0 });
  window = createServer((req, res) => {
    const instance = /\/instances\/([^/]+)\//.exec(req.url ?? '')?.[1];
    if (req.method === 'POST' && req.url?.endsWith('/send-text') && instance) {
      const span = { instance, start: performance.now(), end: Infinity };
      spans.push(span);
      res.on('finish', () => (span.end = performance.now()));
    }
    sim.sim.handler(req, res);
  });
  await new Promise<void>((resolve) => window.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(window.address() as AddressInfo).port}`;
  t = await createTestApp({ ZAPI_BASE_URL: url, ...PACED }, { listen: true, clock });
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
  await new Promise<void>((resolve) => window?.close(() => resolve()));
});

describe('automatic sends across numbers', () => {
  it("sends for seven numbers at the same time, and one number's messages its gap apart", async () => {
    const clinics = [];
    for (const id of NUMBERS) clinics.push(await clinicWithNumber(id));
    for (const [i, clinic] of clinics.entries())
      await clinic.schedule(`55119200000${10 + i}`, `Para o paciente ${i}`);
    await clinics[0]!.schedule('5511920000099', 'Para o segundo paciente de A');
    await sim.control('/latency', { ms: LATENCY_MS });
    t.clock.advance(3 * 60_000);
    await t.app.services.taskRunner.runOnce();

    // One send a number, all seven at once: each started before any was answered.
    expect(spans.map((s) => s.instance).sort()).toEqual([...NUMBERS].sort());
    const firstEnd = Math.min(...spans.map((s) => s.end));
    expect(spans.every((s) => s.start < firstEnd)).toBe(true);

    // Number A's second message waits for its gap (3 to 8 s), then goes after the first.
    t.clock.advance(10_000);
    await t.app.services.taskRunner.runOnce();
    const ofA = spans.filter((s) => s.instance === 'NUMEROA');
    expect(ofA).toHaveLength(2);
    expect(ofA[1]!.start).toBeGreaterThanOrEqual(ofA[0]!.end);
  });
});

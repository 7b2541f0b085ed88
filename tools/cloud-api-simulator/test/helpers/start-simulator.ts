import {
  createCloudSimulator,
  type CloudSimulator,
  type PhoneNumberPreset,
} from '../../src/index.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.ts';

export interface Answer {
  status: number;
  // Tests read whatever shape the endpoint answers.
  // oxlint-disable-next-line typescript/no-explicit-any
  body: any;
  headers: Headers;
}

export const PHONE: PhoneNumberPreset = {
  id: '106540352242922',
  displayPhoneNumber: '5511955550000',
  accessToken: 'EAAG-test-token',
  appSecret: 'app-secret-1',
  verifyToken: 'verify-me',
};

export const PATIENT = '5511987654321';

export interface TestSimulator {
  sim: CloudSimulator;
  url: string;
  receiver: WebhookReceiver;
  /** The simulator's clock: starts at the real now, moves only when a test advances it. */
  clock: { now(): number; advance(ms: number): void };
  /** Graph call under the version prefix with PHONE's token unless `token` says otherwise. */
  graph(
    path: string,
    init?: { method?: string; body?: unknown; token?: string | null; form?: FormData },
  ): Promise<Answer>;
  /** Control API call: POST with a JSON body, GET without. */
  control(path: string, body?: unknown): Promise<Answer>;
  close(): Promise<void>;
}

async function toAnswer(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, headers: response.headers };
}

/** A simulator on a free port with PHONE, whose webhooks go to a local receiver. */
export async function startSimulator(
  preset: Partial<PhoneNumberPreset> = {},
): Promise<TestSimulator> {
  const receiver = await startWebhookReceiver(PHONE.verifyToken);
  let now = Date.now();
  const sim = createCloudSimulator({
    now: () => now,
    phoneNumbers: [{ ...PHONE, callbackUrl: receiver.url, ...preset }],
  });
  const { url } = await sim.listen(0);
  return {
    sim,
    url,
    receiver,
    clock: {
      now: () => now,
      advance(ms) {
        now += ms;
      },
    },
    async graph(path, init = {}) {
      const token = init.token === undefined ? PHONE.accessToken : init.token;
      const headers: Record<string, string> = {};
      if (token !== null) headers.authorization = `Bearer ${token}`;
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${url}/${sim.apiVersion}/${path}`, {
        method: init.method ?? (init.body === undefined && !init.form ? 'GET' : 'POST'),
        headers,
        body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
      });
      return toAnswer(response);
    },
    async control(path, body) {
      const response = await fetch(`${url}/_sim/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return toAnswer(response);
    },
    async close() {
      await sim.close();
      await receiver.close();
    },
  };
}

/** A text message body for `POST /{id}/messages`. */
export const textTo = (to: string, body: string): Record<string, unknown> => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to,
  type: 'text',
  text: { body },
});

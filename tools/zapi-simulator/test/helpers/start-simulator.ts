import { createSimulator, type Simulator, type SimulatorOptions } from '../../src/index.ts';

export const FAST_TIMING = {
  statusSentMs: 20,
  statusReceivedMs: 60,
  statusReadMs: 100,
  historyDelayMs: 10,
  historyBatchSize: 10,
  historyBatchIntervalMs: 20,
  historyWaitForWebhookMs: 2000,
  webhookTimeoutMs: 2000,
};

export interface Answer {
  status: number;
  // Tests read whatever shape the endpoint answers.
  // oxlint-disable-next-line typescript/no-explicit-any
  body: any;
  headers: Headers;
}

export interface TestSimulator {
  sim: Simulator;
  url: string;
  /** Z-API call on instance I1 (token T1, Client-Token C1 unless overridden). */
  zapi(
    endpoint: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Answer>;
  /** Control API call: POST with a JSON body, GET without. */
  control(path: string, body?: unknown, method?: string): Promise<Answer>;
  close(): Promise<void>;
}

export const INSTANCE = { id: 'I1', token: 'T1', clientToken: 'C1' };

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

/** Starts a simulator on a free port with instance I1 and fast, quiet defaults. */
export async function startSimulator(options: SimulatorOptions = {}): Promise<TestSimulator> {
  const sim = createSimulator({
    scanDelayMs: null,
    chatCount: 12,
    seed: 7,
    instances: [INSTANCE],
    ...options,
    timing: { ...FAST_TIMING, ...options.timing },
  });
  const { url } = await sim.listen(0);
  return {
    sim,
    url,
    async zapi(endpoint, init = {}) {
      const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
      const headers: Record<string, string> = { 'client-token': INSTANCE.clientToken };
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${url}/instances/I1/token/T1/${endpoint}`, {
        method,
        headers: { ...headers, ...init.headers },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return toAnswer(response);
    },
    async control(path, body, method) {
      const response = await fetch(`${url}/_sim/${path}`, {
        method: method ?? (body === undefined ? 'GET' : 'POST'),
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return toAnswer(response);
    },
    close: () => sim.close(),
  };
}

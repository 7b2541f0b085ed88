import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { mountSimulator } from './mount-simulator.ts';

const app = Fastify();
afterEach(() => app.close());

describe('mountSimulator', () => {
  it("takes a document bigger than the app's 1 MB limit, as Z-API would", async () => {
    mountSimulator(app, { publicUrl: 'http://127.0.0.1', scanDelayMs: 0 });
    // About 2.7 MB of base64: a 2 MB PDF, the size of an ordinary exam.
    const pdf = Buffer.alloc(2 * 1024 * 1024, 0x25).toString('base64');
    const res = await app.inject({
      method: 'POST',
      url: '/_zapi/instances/DEMO1/token/TOKEN1/send-document/pdf',
      headers: { 'content-type': 'application/json', 'client-token': 'CT1' },
      payload: JSON.stringify({
        phone: '5511999990000',
        document: `data:application/pdf;base64,${pdf}`,
        fileName: 'exame.pdf',
      }),
    });
    // The simulator read it: a phone not yet linked, in Z-API's words; never the app's 413.
    expect(res.statusCode).not.toBe(413);
    expect(res.json()).toEqual({ error: 'You are not connected.' });
  });
});

import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { DEMO_CLOUD_NUMBER, mountCloudSimulator } from './mount-cloud-simulator.ts';

const app = Fastify();
afterEach(() => app.close());

const graph = `/_cloud/v21.0/${DEMO_CLOUD_NUMBER.phoneNumberId}/messages`;
const auth = { authorization: `Bearer ${DEMO_CLOUD_NUMBER.accessToken}` };

describe('mountCloudSimulator', () => {
  it("answers Graph calls under /_cloud with the demo number's templates, on this machine only", async () => {
    const sim = mountCloudSimulator(app, { port: 3000 });
    // The body reaches the simulator unread by the host: a template send with its parameters.
    const template = await app.inject({
      method: 'POST',
      url: graph,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: {
        messaging_product: 'whatsapp',
        to: '5511988887777',
        type: 'template',
        template: {
          name: 'lembrete_consulta',
          language: { code: 'pt_BR' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Ana' },
                { type: 'text', text: 'segunda' },
              ],
            },
          ],
        },
      },
    });
    expect(template.statusCode, template.body).toBe(200);
    expect(template.json().messages[0].id).toMatch(/^wamid\./);
    const phone = sim.state.phoneNumbers.get(DEMO_CLOUD_NUMBER.phoneNumberId)!;
    expect(phone.callbackUrl).toBe('http://127.0.0.1:3000/webhooks/whatsapp');
    // Free text to someone who never wrote: Meta's window error, from the simulator itself.
    const text = await app.inject({
      method: 'POST',
      url: graph,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: {
        messaging_product: 'whatsapp',
        to: '5511988887777',
        type: 'text',
        text: { body: 'Oi' },
      },
    });
    expect(text.json().error.code).toBe(131047);
    // Another machine never reaches it (its control API makes patients write).
    const remote = await app.inject({
      method: 'GET',
      url: `/_cloud/_sim/phone-numbers/${DEMO_CLOUD_NUMBER.phoneNumberId}`,
      remoteAddress: '203.0.113.7',
    });
    expect(remote.statusCode).toBe(404);
  });
});

import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { demoAssistantConfig, mountOpenAiSimulator } from './mount-openai-simulator.ts';

const app = Fastify();
afterEach(() => app.close());

describe('mountOpenAiSimulator', () => {
  it('answers the demo assistant under /_openai with its demo key, on this machine only', async () => {
    mountOpenAiSimulator(app);
    const config = demoAssistantConfig(3000);
    expect(config).toMatchObject({ baseUrl: 'http://127.0.0.1:3000/_openai/v1', demo: true });
    const ask = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/_openai/v1/chat/completions',
        remoteAddress,
        headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json' },
        payload: {
          model: config.model,
          messages: [
            { role: 'system', content: 'BASE:\nConsulta com clínico geral: R$ 250,00.' },
            { role: 'user', content: 'Quanto custa a consulta?' },
          ],
        },
      });
    const answer = await ask('127.0.0.1');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().choices[0].message.content).toContain('[Demonstração]');
    expect(answer.json().choices[0].message.content).toContain('R$ 250,00');
    expect((await ask('203.0.113.9')).statusCode).toBe(404);
  });
});

import { createOpenAiSimulator } from '@conecta/openai-simulator';
import type { FastifyInstance } from 'fastify';

import type { AssistantConfig } from '../config.ts';

export const OPENAI_SIMULATOR_PATH = '/_openai';

/** Public on purpose: the simulator only answers on this machine (demo mode is loopback only). */
const DEMO_AI_KEY = 'demo-openai-key';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The assistant's provider in demo mode, when no AI_* is set: the simulator below. */
export const demoAssistantConfig = (port: number): AssistantConfig => ({
  baseUrl: `http://127.0.0.1:${port}${OPENAI_SIMULATOR_PATH}/v1`,
  apiKey: DEMO_AI_KEY,
  model: 'demo-chat',
  transcribeModel: 'demo-transcribe',
  monthlyTokens: 500_000,
  timeoutMs: 30_000,
  demo: true,
});

/**
 * Demo mode: an OpenAI-compatible API simulated under /_openai on this same server, beside
 * /_zapi and /_cloud, so the assistant works with no key. Its answers are labelled
 * '[Demonstração]' and quote the clinic's own base; it answers callers on this machine only.
 */
export function mountOpenAiSimulator(app: FastifyInstance) {
  const sim = createOpenAiSimulator({
    apiKey: DEMO_AI_KEY,
    log: (line) => app.log.info({ simulator: 'openai' }, line),
  });
  app.register(async (scope) => {
    // The simulator reads each body itself (JSON and multipart alike): handed over unread.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.all(`${OPENAI_SIMULATOR_PATH}/*`, async (request, reply) => {
      const raw = request.raw;
      if (!LOOPBACK.has(raw.socket.remoteAddress ?? '')) return reply.callNotFound();
      reply.hijack();
      raw.url = raw.url!.slice(OPENAI_SIMULATOR_PATH.length) || '/';
      sim.handler(raw, reply.raw);
    });
  });
  return sim;
}

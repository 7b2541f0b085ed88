import { createCloudSimulator, DEFAULT_API_VERSION } from '@conecta/cloud-api-simulator';
import type { FastifyInstance } from 'fastify';

import { CLOUD_API_WEBHOOK_PATH } from '../modules/admin/index.ts';

export const CLOUD_SIMULATOR_PATH = '/_cloud';

/**
 * The demo's Cloud API number, known to the simulator and to the seeded instance alike. Public on
 * purpose: the simulator only answers on this machine (demo mode listens on 127.0.0.1 only).
 */
export const DEMO_CLOUD_NUMBER = {
  phoneNumberId: '100000000000001',
  businessAccountId: '200000000000001',
  displayPhoneNumber: '5511955550000',
  accessToken: 'demo-cloud-access-token',
  appSecret: 'demo-cloud-app-secret',
  verifyToken: 'demo-cloud-verify-token',
} as const;

/** Approved from the start, so the demo can send a template once the window closes. */
const DEMO_TEMPLATES = [
  {
    name: 'lembrete_consulta',
    category: 'UTILITY' as const,
    text: 'Olá, {{1}}! Lembramos da sua consulta em {{2}}. Responda para confirmar.',
  },
  {
    name: 'retomar_conversa',
    category: 'UTILITY' as const,
    text: 'Olá, {{1}}! Aqui é da clínica: podemos continuar o seu atendimento?',
  },
];

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The Graph base the product uses in demo mode: the simulator on this very server. */
export const demoCloudApiBaseUrl = (port: number) =>
  `http://127.0.0.1:${port}${CLOUD_SIMULATOR_PATH}/${DEFAULT_API_VERSION}`;

/**
 * Demo mode: Meta's Cloud API simulated under /_cloud on this same server, beside /_zapi. The
 * product reaches it over real HTTP through the ordinary Cloud API client, and it signs its
 * webhooks to this server's /webhooks/whatsapp like Meta. Its control API (/_cloud/_sim/...)
 * makes a patient write; it answers callers on this machine only.
 */
export function mountCloudSimulator(app: FastifyInstance, opts: { port: number }) {
  const local = `http://127.0.0.1:${opts.port}`;
  const sim = createCloudSimulator({
    // Media URLs are fetched by this server, so they name the loopback address and the prefix.
    publicBaseUrl: `${local}${CLOUD_SIMULATOR_PATH}`,
    phoneNumbers: [
      {
        id: DEMO_CLOUD_NUMBER.phoneNumberId,
        wabaId: DEMO_CLOUD_NUMBER.businessAccountId,
        displayPhoneNumber: DEMO_CLOUD_NUMBER.displayPhoneNumber,
        accessToken: DEMO_CLOUD_NUMBER.accessToken,
        appSecret: DEMO_CLOUD_NUMBER.appSecret,
        verifyToken: DEMO_CLOUD_NUMBER.verifyToken,
        callbackUrl: `${local}${CLOUD_API_WEBHOOK_PATH}`,
      },
    ],
    log: (line) => app.log.info({ simulator: 'cloud-api' }, line),
  });
  const phone = sim.state.phoneNumbers.get(DEMO_CLOUD_NUMBER.phoneNumberId)!;
  DEMO_TEMPLATES.forEach((t, i) =>
    phone.templates.set(`${t.name}:pt_BR`, {
      id: String(900000000000001 + i),
      name: t.name,
      language: 'pt_BR',
      category: t.category,
      status: 'APPROVED',
      components: [{ type: 'BODY', text: t.text }],
    }),
  );

  app.register(async (scope) => {
    // The simulator reads (and size-checks) each body itself, as Meta's multipart uploads need:
    // the stream is handed over unread.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.all(`${CLOUD_SIMULATOR_PATH}/*`, async (request, reply) => {
      const raw = request.raw;
      if (!LOOPBACK.has(raw.socket.remoteAddress ?? '')) return reply.callNotFound();
      reply.hijack();
      raw.url = raw.url!.slice(CLOUD_SIMULATOR_PATH.length) || '/';
      sim.handler(raw, reply.raw);
    });
  });
  app.addHook('onClose', async () => {
    await sim.close();
  });
  return sim;
}

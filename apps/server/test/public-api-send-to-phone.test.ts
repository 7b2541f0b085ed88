import {
  apiKeyEndpoints,
  MSG,
  publicApiEndpoints as api,
  teamEndpoints,
  whatsappTemplateEndpoints,
} from '@conecta/contract';
import type { CloudSimulator } from '@conecta/cloud-api-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callApi, callLoose, type SignedInClinic } from './helpers/call-api.ts';
import { cloudNumber, openCloudClinic } from './helpers/cloud-clinic.ts';
import { cloudControl, cloudSent } from './helpers/cloud-sim-control.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The public API's send to a phone the clinic never talked to, on a Cloud API number (issue 49):
 * the chat is opened and the message goes through the member's send, so Meta's 24-hour window
 * holds. A new phone's window never opened: a free text is refused with its own code
 * (TEMPLATE_REQUIRED), an approved template goes when the clinic's system declares the
 * patient's consent, and a refused or failed send leaves no chat behind.
 */
const N = cloudNumber(49, 'api-phone', '5511955554900');
const NEW_PHONE = '5511976540049';

let t: TestApp;
let sim: CloudSimulator;
let owner: SignedInClinic;
let close: () => Promise<void>;
let key: string;
let templateId: string;

const sentTo = async (phone: string) =>
  (
    await cloudSent<{ request: { to?: string; type?: string; template?: { name: string } } }>(
      sim,
      N.id,
    )
  ).filter((m) => m.request.to === phone);

async function chatIds() {
  const res = await callApi(t, key, api.chats, { query: { limit: 100 } });
  return res.data().chats.map((c) => c.chatId);
}

beforeAll(async () => {
  ({ t, sim, owner, close } = await openCloudClinic('Clínica API Oficial', N));
  const created = await callApi(t, owner.token, apiKeyEndpoints.create, {
    body: { name: 'Agenda', scopes: ['messages:send', 'chats:read'] },
  });
  key = created.data().token;
  const made = await cloudControl(sim, `phone-numbers/${N.id}/templates`, {
    name: 'primeiro_contato',
    category: 'UTILITY',
    components: [{ type: 'BODY', text: 'Olá {{1}}, aqui é a clínica. Podemos falar por aqui?' }],
  });
  await cloudControl(sim, `templates/${made.id}/review`, { status: 'APPROVED' });
  const list = await owner.call(whatsappTemplateEndpoints.list);
  templateId = (list.json() as { templates: Array<{ id: string; name: string }> }).templates.find(
    (x) => x.name === 'primeiro_contato',
  )!.id;
}, 60_000);
afterAll(() => close());

describe('a send to a phone the clinic never talked to, on a Cloud API number', () => {
  it('refuses a free text with TEMPLATE_REQUIRED in pt-BR, and opens no chat', async () => {
    const res = await callApi(t, key, api.send, {
      body: { phone: '+55 11 97654-0049', text: 'Olá! Tudo bem?' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'TEMPLATE_REQUIRED',
      message: MSG.apiKeys.templateRequired,
    });
    expect(await sentTo(NEW_PHONE)).toEqual([]);
    expect(await chatIds()).not.toContain(NEW_PHONE);
  });

  it('refuses a template without consent, and one that fails after the chat was opened leaves none', async () => {
    const noConsent = await callApi(t, key, api.send, {
      body: { phone: NEW_PHONE, template: { templateId, variables: ['Carla'] } },
    });
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.json().message).toBe(MSG.apiKeys.consentMissing);
    // The template wants one variable: the send fails once the chat is opened, and takes it back.
    const missing = await callLoose(t, key, api.send, {
      body: { phone: NEW_PHONE, template: { templateId, variables: [] }, consent: true },
    });
    expect(missing.statusCode).toBe(400);
    expect(await chatIds()).not.toContain(NEW_PHONE);
    expect(await sentTo(NEW_PHONE)).toEqual([]);
  });

  it('sends an approved template with the consent, opens the chat and records the consent', async () => {
    const res = await callApi(t, key, api.send, {
      body: {
        phone: '+55 (11) 7654-0049',
        template: { templateId, variables: ['Carla'] },
        consent: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sent = await sentTo(NEW_PHONE);
    expect(sent.map((m) => [m.request.type, m.request.template?.name])).toEqual([
      ['template', 'primeiro_contato'],
    ]);
    expect(await chatIds()).toContain(NEW_PHONE);
    const window = await owner.call(whatsappTemplateEndpoints.chatWindow, {
      params: { chatId: NEW_PHONE },
    });
    expect(window.json().window).toMatchObject({
      open: false,
      consent: { byName: expect.any(String) },
    });
    const audit = await callApi(t, owner.token, teamEndpoints.auditLog, { query: {} });
    const actions = audit.data().entries.map((e) => e.action);
    expect(actions).toContain('chat.consent_recorded');
    expect(actions).toContain('message.send');
  });

  it('keeps the window: a free text waits for the patient, and goes once they answer', async () => {
    const early = await callApi(t, key, api.send, {
      body: { phone: NEW_PHONE, text: 'Conseguiu ver?' },
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(MSG.cloudApi.windowClosedComposer);
    await cloudControl(sim, `phone-numbers/${N.id}/inbound`, {
      from: NEW_PHONE,
      name: 'Carla Dias',
      text: 'Oi! Podemos sim.',
    });
    const answer = await callApi(t, key, api.send, {
      body: { phone: NEW_PHONE, text: 'Ótimo! Qual o melhor horário para você?' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await sentTo(NEW_PHONE)).map((m) => m.request.type)).toEqual(['template', 'text']);
    expect((await chatIds()).filter((c) => c.endsWith('76540049'))).toEqual([NEW_PHONE]);
  });
});

import { expect, test, type Page } from '@playwright/test';

import {
  demoHeaders,
  leaveDemoAlone,
  signIn,
  signInConnected,
  simulator,
  tokenOf,
} from '../support/demo.ts';
import { invitationToken, newEmail } from '../support/inbox.ts';
import { issueShots } from '../support/issue-shots.ts';

const PHONE = '5511955550050';
const PATIENT = 'Irene Souza';
const BASE = 'Consulta com clínico geral: R$ 250,00.\nEstacionamento gratuito no subsolo.';
const BRUNO = { name: 'Bruno Assis', password: 'senha-do-bruno-50' };

/** Whatever happens, the demo clinic ends with the assistant off and as a clinic of one. */
test.afterEach(async ({ request }) => {
  const headers = await demoHeaders(request);
  await request.put('/dashboard/assistant/settings', {
    headers,
    data: { enabled: false, autoTranscribe: false, knowledgeBase: '' },
  });
  await leaveDemoAlone(request, headers);
});

/** An Atendente joined through the API (team.spec.ts walks the invitation on screen). */
async function joinAsAtendente(page: Page): Promise<string> {
  const email = newEmail();
  const headers = {
    authorization: `Bearer ${await tokenOf(page)}`,
    'content-type': 'application/json',
  };
  const invited = await page.request.post('/dashboard/team/invitations', {
    headers,
    data: { email, role: 'ATENDENTE' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const accepted = await page.request.post('/auth/invitations/accept', {
    data: { token: await invitationToken(email), name: BRUNO.name, password: BRUNO.password },
  });
  expect(accepted.status(), await accepted.text()).toBeLessThan(300);
  return email;
}

test('the assistant: turned on, a voice note transcribed, a reply suggested from the base, edited and sent; a summary; an Atendente suggests but has no settings', async ({
  page,
  browser,
  request,
}) => {
  const instanceId = await signInConnected(page, request);
  await simulator(request, `/instances/${instanceId}/inbound`, {
    phone: PHONE,
    name: PATIENT,
    audio: true,
  });
  const card = (p: Page) => p.getByRole('button', { name: `Abrir conversa ${PATIENT}` });
  await expect(card(page)).toBeVisible({ timeout: 20_000 });

  // The Responsável reads what leaves the server and turns it on, with the clinic's base.
  await page.getByRole('button', { name: 'Clínica', exact: true }).click();
  const clinic = page.getByRole('dialog', { name: 'Clínica' });
  await clinic.getByRole('button', { name: 'Assistente', exact: true }).click();
  await expect(clinic.getByText(/^Provedor: Simulador de demonstração/)).toBeVisible();
  await expect(clinic.getByText(/^Nada é enviado automaticamente ao paciente/)).toBeVisible();
  await clinic.getByLabel('Ligar o assistente nesta clínica').check();
  await clinic.getByLabel('Base de conhecimento').fill(BASE);
  await clinic.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Configurações do assistente salvas!').first()).toBeVisible();
  await issueShots(page, 50, 'assistente');
  await clinic.getByRole('button', { name: 'Fechar' }).first().click();

  // The voice note as text, under the audio.
  await card(page).click();
  const win = page.getByRole('dialog', { name: PATIENT });
  await win.getByRole('button', { name: 'Transcrever' }).click();
  await expect(win.getByText(/Queria saber o valor da consulta/)).toBeVisible();

  // The suggestion quotes the base's price into the field; the member edits it and sends.
  const field = win.getByRole('textbox', { name: 'Mensagem' });
  await win.getByRole('button', { name: 'Sugerir resposta' }).click();
  await expect(field).toHaveValue(/R\$ 250,00/);
  await expect(win.getByRole('button', { name: 'Sugerir resposta' })).toBeVisible();
  await issueShots(page, 50, 'sugestao-no-campo');
  const suggested = await field.inputValue();
  const edited = `${suggested.replace('[Demonstração] ', '')} Até breve!`;
  await field.fill(edited);
  await field.press('Enter');
  await expect(win.getByText('Até breve!')).toBeVisible({ timeout: 20_000 });
  await expect(field).toHaveValue('');

  // 'Resumo' for whoever takes the chat over.
  await win.getByRole('button', { name: 'Resumo', exact: true }).click();
  const summary = win.getByRole('region', { name: 'Resumo da conversa' });
  await expect(summary).toContainText('O paciente quer:');
  await expect(summary).toContainText('Foi prometido:');
  await issueShots(page, 50, 'resumo');
  await win.getByRole('button', { name: 'Fechar' }).first().click();

  // An Atendente: 'Sugerir resposta' in the composer, no 'Clínica' to change the settings.
  const email = await joinAsAtendente(page);
  const brunoContext = await browser.newContext();
  try {
    const bruno = await brunoContext.newPage();
    await signIn(bruno, { email, password: BRUNO.password });
    await expect(card(bruno)).toBeVisible({ timeout: 20_000 });
    await expect(bruno.getByRole('button', { name: 'Clínica', exact: true })).toHaveCount(0);
    await card(bruno).click();
    const brunoWin = bruno.getByRole('dialog', { name: PATIENT });
    await expect(brunoWin.getByRole('button', { name: 'Sugerir resposta' })).toBeVisible();
    const settings = await bruno.request.get('/dashboard/assistant/settings', {
      headers: { authorization: `Bearer ${await tokenOf(bruno)}` },
    });
    expect(settings.status()).toBe(403);
  } finally {
    await brunoContext.close();
  }
});

import { expect, test } from '@playwright/test';

import { shot } from '../support/inbox.ts';
import { ownApi } from '../support/own-api.ts';
import {
  freePort,
  movableClock,
  newDataDir,
  type MovableClock,
  type OwnProcess,
  startCloudSimulatorProcess,
  startOwnServer,
} from '../support/own-server.ts';
import { callSimulator, inSaoPaulo } from '../support/simulator-control.ts';

/**
 * The official WhatsApp Cloud API, end to end in Chromium: the admin links a Cloud API number in
 * 'Admin', a patient writes (the simulator posts Meta's signed webhook), the answer goes inside
 * the 24-hour window, the window closes when the server's clock passes it, and then only an
 * approved template goes, its variable filled. Then the receptionist records the patient's
 * consent, the reminder goes as the clinic's reminder template when the clock reaches it, and the
 * patient's tap on its 'Confirmar' button marks the appointment confirmed on screen.
 */

const ADMIN = { email: 'admin@cloud.test', password: 'senha-do-admin-123' };
const NUMBER = {
  id: '100000000000091',
  wabaId: '200000000000091',
  accessToken: 'EAAG-e2e-token',
  appSecret: 'e2e-segredo',
};
const PATIENT = { phone: '5511977779191', name: 'Paula Oficial' };
const HOUR = 3_600_000;

let sim: OwnProcess;
let server: OwnProcess;
let clock: MovableClock;

test.beforeAll(async () => {
  // Its processes start one after the other, each within own-server.ts's 2 minutes.
  test.setTimeout(240_000);
  clock = movableClock();
  const port = await freePort();
  sim = await startCloudSimulatorProcess(
    { ...NUMBER, callbackUrl: `http://127.0.0.1:${port}/webhooks/whatsapp` },
    clock,
  );
  server = await startOwnServer({
    port,
    dataDir: newDataDir(),
    // No Z-API here: a closed port.
    zapiBaseUrl: 'http://127.0.0.1:1',
    cloudApiBaseUrl: `${sim.url}/v21.0`,
    admin: ADMIN,
    clock,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await sim?.stop();
});

const simCall = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  callSimulator(sim.url, method, path, body);

const sent = async () =>
  (
    (await simCall('GET', `/phone-numbers/${NUMBER.id}/messages`)) as Array<{
      id: string;
      to: string;
      type: string;
      request: { text?: { body?: string }; template?: { name?: string } };
    }>
  ).filter((m) => m.to === PATIENT.phone);

test("links a Cloud API number, answers inside the window, sends a template once it closes, and a reminder template's 'Confirmar' confirms the appointment", async ({
  page,
}) => {
  // 35 s on a quiet machine; 84 s on the retry of a slow CI run (its first try passed 90 s).
  test.setTimeout(180_000);
  // Meta has approved one template for the number.
  await simCall('POST', `/phone-numbers/${NUMBER.id}/templates`, {
    name: 'retomar_conversa',
    language: 'pt_BR',
    category: 'UTILITY',
    status: 'APPROVED',
    components: [{ type: 'BODY', text: 'Olá, {{1}}! Podemos continuar o seu atendimento?' }],
  });

  const signIn = async () => {
    await page.goto(`${server.url}/login`);
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Senha', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Entrar no Sistema' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  };
  await signIn();
  await page.goto(`${server.url}/admin`);
  await expect(page.getByRole('heading', { name: 'Administração de Instâncias' })).toBeVisible();
  await page.getByRole('button', { name: 'Nova Instância' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Provedor' }).click();
  await page.getByRole('option', { name: 'API oficial (Cloud API)' }).click();
  await dialog.getByLabel('ID do número de telefone').fill(NUMBER.id);
  await dialog.getByLabel('ID da conta do WhatsApp Business').fill(NUMBER.wabaId);
  await dialog.getByLabel('Token de acesso').fill(NUMBER.accessToken);
  await dialog.getByLabel('Segredo do app').fill(NUMBER.appSecret);
  await dialog.getByLabel('Telefone Conectado').fill('5511900000000');
  await dialog.getByRole('button', { name: 'Criar Instância' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Provedor: API oficial').first()).toBeVisible();

  // The clinic's copy of Meta's templates ('Atualizar da Meta' in 'Modelos do WhatsApp').
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  await ownApi(server.url, 'POST', '/dashboard/whatsapp-templates/sync', token);

  // No QR: the token answers, so the board opens.
  await page.goto(`${server.url}/dashboard`);
  await expect(page.getByRole('region', { name: 'Atendimento Inicial' })).toBeVisible({
    timeout: 30_000,
  });
  await simCall('POST', `/phone-numbers/${NUMBER.id}/inbound`, {
    from: PATIENT.phone,
    name: PATIENT.name,
    text: 'Oi, vocês atendem sábado?',
  });
  await page.getByRole('button', { name: `Abrir conversa ${PATIENT.name}`, exact: true }).click();
  const chat = page.getByRole('dialog', { name: PATIENT.name });
  await expect(chat.getByTestId('conversation-window')).toHaveText(/Janela aberta até/);
  const field = chat.getByRole('textbox', { name: 'Mensagem' });
  await field.fill('Atendemos sim, das 8h às 12h.');
  await field.press('Enter');
  await expect(chat.getByText('Atendemos sim, das 8h às 12h.')).toBeVisible();
  await expect
    .poll(async () => (await sent()).map((m) => m.request.text?.body))
    .toEqual(['Atendemos sim, das 8h às 12h.']);
  await page.screenshot(shot('cloud-window-open'));

  // A day and an hour later (the server's and Meta's clock): the window has closed.
  clock.advance(25 * HOUR);
  // A day later the session has gone idle: the receptionist signs in again. libfaketime reads
  // its offset up to a second late, so the server's own answer says when the window closed.
  // The clock may move between a sign-in and the question (an idle session then): each try
  // signs in afresh, and only an answer counts.
  await expect
    .poll(async () => {
      const login = await fetch(`${server.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      if (!login.ok) return `login ${login.status}`;
      const { token: fresh } = (await login.json()) as { token: string };
      const res = await fetch(`${server.url}/dashboard/chats/${PATIENT.phone}/window`, {
        headers: { authorization: `Bearer ${fresh}` },
      });
      if (!res.ok) return `window ${res.status}`;
      return ((await res.json()) as { window: { open: boolean } }).window.open;
    })
    .toBe(false);
  await signIn();
  await page.getByRole('button', { name: `Abrir conversa ${PATIENT.name}`, exact: true }).click();
  await expect(chat.getByTestId('conversation-window')).toHaveText('Janela fechada');
  await expect(chat.getByRole('textbox', { name: 'Mensagem' })).toBeHidden();
  await chat
    .getByLabel('Modelo aprovado')
    .selectOption({ label: 'retomar_conversa (Português (Brasil))' });
  await chat.getByLabel('Variável {{1}}').fill('Paula');
  await expect(chat.getByLabel('Como o paciente vai ler')).toHaveText(
    'Olá, Paula! Podemos continuar o seu atendimento?',
  );
  await page.screenshot(shot('cloud-window-closed'));
  await chat.getByRole('button', { name: 'Enviar modelo' }).click();
  await expect
    .poll(async () => (await sent()).map((m) => m.request.template?.name ?? m.type))
    .toEqual(['text', 'retomar_conversa']);

  // A reminder outside the window: the clinic's reminder template, with Meta's quick-reply
  // buttons, chosen for reminders; the receptionist records the patient's consent (opt-in).
  await simCall('POST', `/phone-numbers/${NUMBER.id}/templates`, {
    name: 'lembrete_consulta',
    language: 'pt_BR',
    category: 'UTILITY',
    status: 'APPROVED',
    components: [
      { type: 'BODY', text: 'Olá, {{1}}! Sua consulta é em {{2}}. Podemos confirmar?' },
      {
        type: 'BUTTONS',
        buttons: [
          { type: 'QUICK_REPLY', text: 'Confirmar' },
          { type: 'QUICK_REPLY', text: 'Remarcar' },
        ],
      },
    ],
  });
  const session = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const synced = (await ownApi(
    server.url,
    'POST',
    '/dashboard/whatsapp-templates/sync',
    session,
  )) as { templates: Array<{ id: string; name: string }> };
  const reminderTemplate = synced.templates.find((x) => x.name === 'lembrete_consulta')!;
  await ownApi(server.url, 'PUT', '/dashboard/whatsapp-templates/automatic', session, {
    reminders: reminderTemplate.id,
    followUps: null,
  });
  const consent = chat.getByRole('group', { name: 'Consentimento para mensagens automáticas' });
  await expect(consent).toContainText('Sem consentimento registrado');
  await consent.getByRole('button', { name: 'Registrar consentimento' }).focus();
  await page.keyboard.press('Enter');
  await expect(consent).toContainText('Consentimento registrado por');
  await expect(consent.getByRole('button', { name: 'Retirar consentimento' })).toBeVisible();

  // An appointment 4 hours ahead on the server's clock (25 h ahead of this one), its reminder
  // 2 hours before; the clock moves to it and the scheduler sends the template.
  const starts = new Date(Date.now() + 25 * HOUR + 4 * HOUR);
  const { iso, time } = inSaoPaulo(starts);
  const local = `${iso}T${time}`;
  await ownApi(server.url, 'POST', '/dashboard/appointments', session, {
    chatId: PATIENT.phone,
    startsAt: local,
    professional: 'Dra. Ana',
    remindHoursBefore: [2],
  });
  await expect(chat.getByText(/^Consulta .*: Aguardando confirmação$/)).toBeVisible();
  clock.advance(2 * HOUR + 5 * 60_000);
  await expect
    .poll(async () => (await sent()).map((m) => m.request.template?.name ?? m.type), {
      timeout: 30_000,
    })
    .toEqual(['text', 'retomar_conversa', 'lembrete_consulta']);
  const reminder = (await sent()).at(-1)!;
  // Meta has it; the server writes it down when Meta's answer reaches it, a moment later. The
  // patient's tap is matched to the reminder by that record, so it waits for it (a tap faster
  // than that is not a person's; on a loaded machine this moment was long enough to lose it).
  await expect
    .poll(
      async () =>
        JSON.stringify(
          await ownApi(server.url, 'GET', `/dashboard/messages/${PATIENT.phone}`, session),
        ).includes(reminder.id),
      { timeout: 20_000 },
    )
    .toBe(true);

  // The patient taps 'Confirmar' on the template (Meta posts the button, replying to it).
  await simCall('POST', `/phone-numbers/${NUMBER.id}/inbound`, {
    from: PATIENT.phone,
    name: PATIENT.name,
    button: { text: 'Confirmar' },
    replyTo: reminder.id,
  });
  await expect(chat.getByText(/^Consulta .*: Confirmada$/)).toBeVisible();
  await page.screenshot(shot('cloud-reminder-confirmed'));
});

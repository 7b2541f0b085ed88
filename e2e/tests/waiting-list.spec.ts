import { expect, test } from '@playwright/test';

import { shot } from '../support/inbox.ts';
import { ownApi } from '../support/own-api.ts';
import {
  freePort,
  movableClock,
  newDataDir,
  type OwnProcess,
  startOwnServer,
  startSimulatorProcess,
} from '../support/own-server.ts';
import {
  boardCard,
  callSimulator,
  inSaoPaulo,
  zapiInstance,
} from '../support/simulator-control.ts';

/**
 * The waiting list fills a freed slot, end to end: a patient put on 'Lista de espera' from her
 * card, another patient's appointment cancelled by the clinic in 'Consultas', the slot offered in
 * one click, the waiting patient's '1' sent from the simulated phone, and her new appointment in
 * 'Consultas'.
 */

const ADMIN = { email: 'admin@espera.test', password: 'senha-do-admin-123' };
const INSTANCE = 'E2EESPERA';
const CARLA = { phone: '5511977773333', name: 'Carla Cancela' };
const WANDA = { phone: '5511977774444', name: 'Wanda Espera' };
const HOUR = 3_600_000;

let sim: OwnProcess;
let server: OwnProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const clock = movableClock();
  sim = await startSimulatorProcess(clock);
  server = await startOwnServer({
    port: await freePort(),
    dataDir: newDataDir(),
    zapiBaseUrl: sim.url,
    admin: ADMIN,
    clock,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await sim?.stop();
});

const api = (method: string, path: string, token?: string, body?: unknown) =>
  ownApi(server.url, method, path, token, body);

const simCall = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  callSimulator(sim.url, method, path, body);
const { writes, sentTo } = zapiInstance(() => sim.url, INSTANCE);
const card = boardCard;

test("a cancelled slot goes to the waiting list: the waiting patient's '1' books it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const login = await api('POST', '/auth/login', undefined, ADMIN);
  const token = login.token as string;
  await api('POST', '/api/dev/webinstances', token, {
    userId: login.id,
    suaInstancia: INSTANCE,
    seuToken: 'TOKESPERA',
    connectedPhone: '5511999990000',
  });
  // The offer keeps the clinic's opening hours; the journey runs at any hour.
  const hours = (await api('GET', '/dashboard/settings/opening-hours', token)).hours as Record<
    string,
    unknown
  >;
  await api('PUT', '/dashboard/settings/opening-hours', token, { ...hours, enabled: false });

  await page.goto(`${server.url}/login`);
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Senha', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Entrar no Sistema' }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: /QR/ })).toBeVisible();
  await simCall('POST', `/instances/${INSTANCE}/scan`);
  await expect(page.getByRole('region', { name: 'Atendimento Inicial' })).toBeVisible({
    timeout: 30_000,
  });
  await writes(CARLA, 'Oi, tenho consulta');
  await writes(WANDA, 'Oi, queria um horário antes');
  await expect(card(page, CARLA.name)).toBeVisible({ timeout: 20_000 });
  await expect(card(page, WANDA.name)).toBeVisible({ timeout: 20_000 });

  // Wanda on the waiting list, from her card's menu: Dra. Ana, any day or period.
  await page.getByRole('button', { name: `Arrastar conversa ${WANDA.name}`, exact: true }).hover();
  await page.getByRole('button', { name: `Ações da conversa ${WANDA.name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Lista de espera' }).click();
  const wish = page.getByRole('dialog', { name: 'Lista de espera' });
  await wish.getByLabel('Procedimento').fill('Limpeza');
  await wish.getByLabel('Profissional (vazio: qualquer um)').fill('Dra. Ana');
  await wish.getByRole('button', { name: 'Pôr na lista de espera' }).click();
  await expect(page.getByText('Paciente na lista de espera').first()).toBeVisible();
  await expect(wish).toBeHidden();

  // Carla's appointment with Dra. Ana, 30 hours from now.
  const at = inSaoPaulo(new Date(Date.now() + 30 * HOUR));
  await api('POST', '/dashboard/appointments', token, {
    chatId: CARLA.phone,
    startsAt: `${at.iso}T${at.time}`,
    professional: 'Dra. Ana',
    remindHoursBefore: [2],
  });

  // 'Consultas' on that day: the clinic cancels Carla's; the freed slot fits Wanda.
  await page.getByRole('button', { name: 'Consultas', exact: true }).click();
  const agenda = page.getByRole('dialog', { name: 'Consultas' });
  await agenda.getByLabel('Dia', { exact: true }).fill(at.typed);
  await expect(agenda.getByRole('button', { name: `Abrir conversa ${CARLA.name}` })).toBeVisible();
  await agenda.getByRole('button', { name: 'Cancelado pela clínica' }).click();
  await expect(page.getByText('Consulta marcada: Cancelado pela clínica').first()).toBeVisible();
  const slot = agenda.getByRole('region', { name: 'Horários vagos' });
  await expect(slot.getByText(`Combina com: ${WANDA.name}`)).toBeVisible({ timeout: 20_000 });
  await page.screenshot(shot('waiting-list-freed-slot'));
  await slot.getByRole('button', { name: 'Avisar 1 paciente da lista' }).click();
  await expect(page.getByText('1 paciente da lista avisado').first()).toBeVisible();

  // The offer reaches Wanda's phone; she answers '1' from it.
  await expect
    .poll(() => sentTo(WANDA.phone), { timeout: 30_000 })
    .toEqual([
      expect.stringMatching(/^Vagou um horário com Dra\. Ana .* Responda 1 para ficar com ele\.$/),
    ]);
  await writes(WANDA, '1');
  await expect.poll(() => sentTo(WANDA.phone), { timeout: 30_000 }).toHaveLength(2);
  expect((await sentTo(WANDA.phone))[1]).toMatch(/^Pronto! O horário com Dra\. Ana .* é seu\./);

  // Her appointment is in 'Consultas', at Carla's time, and the slot says who took it.
  await expect(slot.getByText(`Preenchido por ${WANDA.name}`)).toBeVisible({ timeout: 20_000 });
  const wandaRow = agenda.getByRole('button', { name: `Abrir conversa ${WANDA.name}` });
  await expect(wandaRow).toBeVisible();
  await expect(wandaRow).toContainText(at.time);
  await expect(wandaRow).toContainText('Dra. Ana');
  await expect(wandaRow).toContainText('Aguardando confirmação');
  await page.screenshot(shot('waiting-list-filled'));
});

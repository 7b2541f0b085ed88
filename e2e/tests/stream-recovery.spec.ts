import { expect, test } from '@playwright/test';

import { shot } from '../support/inbox.ts';
import { ownApi } from '../support/own-api.ts';
import {
  freePort,
  newDataDir,
  type OwnProcess,
  type ServerOptions,
  startOwnServer,
  startSimulatorProcess,
} from '../support/own-server.ts';
import { countSoundAttempts, soundAttempts } from '../support/sound-attempts.ts';

const ADMIN = { email: 'admin@reinicio.test', password: 'senha-do-admin-123' };
const INSTANCE = 'E2EREINICIO';
const PHONE = '5511966665555';
const NAME = 'Rogério Antunes';

let sim: OwnProcess;
let server: OwnProcess;
let options: ServerOptions;

test.beforeAll(async () => {
  // Its processes start one after the other, each within own-server.ts's 2 minutes.
  test.setTimeout(240_000);
  sim = await startSimulatorProcess();
  options = {
    port: await freePort(),
    dataDir: newDataDir(),
    zapiBaseUrl: sim.url,
    admin: ADMIN,
  };
  server = await startOwnServer(options);
});
test.afterAll(async () => {
  await server?.stop();
  await sim?.stop();
});

const api = (method: string, path: string, token?: string, body?: unknown) =>
  ownApi(server.url, method, path, token, body);

async function simControl(path: string, body: unknown = {}) {
  const res = await fetch(`${sim.url}/_sim${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.text()).toBeLessThan(300);
}

test('kill the server with the board open and start it again: the stream reconnects and the next message arrives live', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The admin account (from ADMIN_EMAIL) gets an instance on the external simulator.
  const login = await api('POST', '/auth/login', undefined, ADMIN);
  await api('POST', '/api/dev/webinstances', login.token as string, {
    userId: login.id,
    suaInstancia: INSTANCE,
    seuToken: 'TOKREINICIO',
    connectedPhone: '5511999990000',
  });

  await countSoundAttempts(page);
  await page.goto(`${server.url}/login`);
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Senha', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Entrar no Sistema' }).click();
  await expect(page).toHaveURL(`${server.url}/dashboard`);
  await expect(page.getByRole('dialog').getByRole('img', { name: /QR/ })).toBeVisible({
    timeout: 15_000,
  });
  await simControl(`/instances/${INSTANCE}/scan`);
  const board = page.getByRole('region', { name: 'Atendimento Inicial' });
  await expect(board).toBeVisible({ timeout: 30_000 });
  const card = board
    .locator('article')
    .filter({ has: page.getByRole('button', { name: `Abrir conversa ${NAME}`, exact: true }) });

  // Live before the restart.
  await simControl(`/instances/${INSTANCE}/inbound`, {
    phone: PHONE,
    name: NAME,
    message: 'Bom dia, queria confirmar a consulta.',
  });
  await expect(card.getByText('1 mensagem não lida')).toBeVisible({ timeout: 20_000 });

  // Every stream the page opens from now on, and how the server answered it.
  const streamAnswers: Array<{ at: number; status: number }> = [];
  page.on('response', (res) => {
    if (res.url().includes('/api/notifications/stream'))
      streamAnswers.push({ at: Date.now(), status: res.status() });
  });

  // A crash: no shutdown code runs, the page's stream just breaks. Then the same server again.
  await server.kill();
  const killedAt = Date.now();
  server = await startOwnServer(options);
  const restartedIn = Date.now() - killedAt;
  test.info().annotations.push({ type: 'reinício', description: `${restartedIn} ms` });

  // The page reconnects by itself within its 5 tries, 3 s apart, and is never told it failed.
  await expect
    .poll(() => streamAnswers.some((a) => a.at > killedAt && a.status === 200), {
      timeout: 20_000,
    })
    .toBe(true);
  await expect(page.getByText('Falha ao conectar ao servidor de notificações')).toHaveCount(0);

  // A message after the restart reaches the board through the new stream: card, badge, chime.
  const soundsBefore = await soundAttempts(page);
  await simControl(`/instances/${INSTANCE}/inbound`, {
    phone: PHONE,
    name: NAME,
    message: 'Pode ser às 15h?',
  });
  await expect(card.getByText('2 mensagens não lidas')).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText('Pode ser às 15h?')).toBeVisible();
  await expect.poll(() => soundAttempts(page)).toBeGreaterThan(soundsBefore);
  await expect(page).toHaveTitle(/^\(\d+\) Conecta Clínica$/);
  await page.screenshot(shot('stream-recovered-after-restart'));
});

import { expect, test } from '@playwright/test';

import { shot } from '../support/inbox.ts';
import { giveAdminInstance, scanToBoard, signInOwn, useOwnClinic } from '../support/own-clinic.ts';
import { startOwnServer } from '../support/own-server.ts';
import { zapiInstance } from '../support/simulator-control.ts';
import { countSoundAttempts, soundAttempts } from '../support/sound-attempts.ts';

const ADMIN = { email: 'admin@reinicio.test', password: 'senha-do-admin-123' };
const INSTANCE = 'E2EREINICIO';
const ROGERIO = { phone: '5511966665555', name: 'Rogério Antunes' };

const own = useOwnClinic(ADMIN);
const { writes } = zapiInstance(() => own.sim.url, INSTANCE);

test('kill the server with the board open and start it again: the stream reconnects and the next message arrives live', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The admin account (from ADMIN_EMAIL) gets an instance on the external simulator.
  await giveAdminInstance(own.server.url, ADMIN, { id: INSTANCE, token: 'TOKREINICIO' });

  await countSoundAttempts(page);
  await signInOwn(page, own.server.url, ADMIN);
  await expect(page).toHaveURL(`${own.server.url}/dashboard`);
  const board = await scanToBoard(page, own.sim.url, INSTANCE);
  const card = board.locator('article').filter({
    has: page.getByRole('button', { name: `Abrir conversa ${ROGERIO.name}`, exact: true }),
  });

  // Live before the restart.
  await writes(ROGERIO, 'Bom dia, queria confirmar a consulta.');
  await expect(card.getByText('1 mensagem não lida')).toBeVisible({ timeout: 20_000 });

  // Every stream the page opens from now on, and how the server answered it.
  const streamAnswers: Array<{ at: number; status: number }> = [];
  page.on('response', (res) => {
    if (res.url().includes('/api/notifications/stream'))
      streamAnswers.push({ at: Date.now(), status: res.status() });
  });

  // A crash: no shutdown code runs, the page's stream just breaks. Then the same server again.
  await own.server.kill();
  const killedAt = Date.now();
  own.server = await startOwnServer(own.options);
  const restartedIn = Date.now() - killedAt;
  test.info().annotations.push({ type: 'reinício', description: `${restartedIn} ms` });

  const reconnected = () => streamAnswers.some((a) => a.at > killedAt && a.status === 200);
  if (restartedIn < 12_000) {
    // Back within the page's 5 tries, 3 s apart: it reconnects by itself and is never told it
    // failed.
    await expect.poll(reconnected, { timeout: 20_000 }).toBe(true);
    await expect(page.getByText('Falha ao conectar ao servidor de notificações')).toHaveCount(0);
  } else {
    // A start slower than the tries (a loaded 2-core machine has taken 17 s): the spec's other
    // path, the failure said once the tries run out, and 'Tentar novamente' brings the stream back.
    await expect(
      page.getByText('Falha ao conectar ao servidor de notificações').first(),
    ).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Tentar novamente' }).first().click();
    await expect.poll(reconnected, { timeout: 20_000 }).toBe(true);
  }

  // A message after the restart reaches the board through the new stream: card, badge, chime.
  const soundsBefore = await soundAttempts(page);
  await writes(ROGERIO, 'Pode ser às 15h?');
  await expect(card.getByText('2 mensagens não lidas')).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText('Pode ser às 15h?')).toBeVisible();
  await expect.poll(() => soundAttempts(page)).toBeGreaterThan(soundsBefore);
  await expect(page).toHaveTitle(/^\(\d+\) Conecta Clínica$/);
  await page.screenshot(shot('stream-recovered-after-restart'));
});

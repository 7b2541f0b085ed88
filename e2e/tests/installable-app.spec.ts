import { fileURLToPath } from 'node:url';

import { expect, test, type BrowserContext, type Page } from '@playwright/test';

import { signInConnected, simulator } from '../support/demo.ts';

/** The issue's closing screenshots, kept in the repository beside its notes. */
const issueShot = (name: string) => ({
  path: fileURLToPath(new URL(`../../docs/screens/issue-36/${name}.png`, import.meta.url)),
  animations: 'disabled' as const,
});

/** Waits until the service worker controls this page (first install: after clients.claim). */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
        once: true,
      }),
    );
  });
}

/**
 * Delivers pushes to the page's service worker through Chromium's DevTools protocol (no push
 * service is reachable here; the server's side is proven in apps/server/test/push.test.ts).
 */
async function pushChannel(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  const origin = new URL(page.url()).origin;
  return (payload: Record<string, string>) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify({
        kind: 'new-message',
        url: `/dashboard?chat=${payload.chatId}`,
        ...payload,
      }),
    });
}

const shownTags = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return ((await registration?.getNotifications()) ?? []).map((n) => n.tag);
  });

test('a push while the board is visible shows nothing (the page already told); elsewhere it shows', async ({
  page,
  context,
  request,
}) => {
  await signInConnected(page, request);
  await context.grantPermissions(['notifications'], { origin: new URL(page.url()).origin });
  await controlledByServiceWorker(page);
  const message = (chatId: string) => ({
    chatId,
    title: 'Marta Reis',
    body: 'Nova mensagem',
    tag: `chat-${chatId}`,
  });
  const push = await pushChannel(context, page);
  // The worker asks the board whether it shows the message itself; the board says yes.
  await page.evaluate(() => {
    const w = window as unknown as { asked: number };
    w.asked = 0;
    navigator.serviceWorker.addEventListener('message', (e) => {
      if ((e.data as { type?: string }).type === 'shows-board') w.asked++;
    });
  });
  await push(message('5511900000001'));
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { asked: number }).asked))
    .toBe(1);
  // Another page of the app, not the board: the next push is shown.
  await page.goto('/manifest.webmanifest');
  await push(message('5511900000002'));
  await expect.poll(() => shownTags(page)).toEqual(['chat-5511900000002']);
});

test('the installed app opens offline: the cached shell says "Sem conexão"', async ({
  page,
  context,
  request,
}) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  expect((await manifest.json()).start_url).toBe('/dashboard');

  await signInConnected(page, request);
  await controlledByServiceWorker(page);
  await expect(page.getByRole('status').filter({ hasText: 'Sem conexão' })).toHaveCount(0);

  await context.setOffline(true);
  const reloaded = await page.reload();
  // The page came from the worker's cache, not from the server.
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Sem conexão' })).toBeVisible();
  await expect(page.locator('#root')).not.toBeEmpty();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Sem conexão' })).toBeHidden();
});

test('@phone-only board, chat window and settings at 390 px, one-handed', async ({
  page,
  request,
}) => {
  // A phone from the start: the board lands on the column where patients wait.
  await page.setViewportSize({ width: 390, height: 844 });
  const instanceId = await signInConnected(page, request);
  await simulator(request, `/instances/${instanceId}/inbound`, {
    phone: '5511955553636',
    name: 'Lúcia Prado',
    message: 'Bom dia! Posso remarcar minha consulta para sexta?',
  });
  const card = page.getByRole('button', { name: 'Abrir conversa Lúcia Prado', exact: true });
  await expect(card).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth > innerWidth)).toBe(false);
  await page.screenshot(issueShot('board-390'));

  // A push's click lands on /dashboard?chat=...: the chat opens, and the address goes back.
  await page.goto('/dashboard?chat=5511955553636');
  const chat = page.getByRole('dialog', { name: 'Lúcia Prado' });
  await expect(chat).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
  const composer = chat.getByRole('textbox').last();
  const box = (await composer.boundingBox())!;
  // The composer sits in the bottom third, where a thumb reaches, inside the screen.
  expect(box.y).toBeGreaterThan(844 * 0.66);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  await page.screenshot(issueShot('chat-window-390'));
  await chat.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(chat).toBeHidden();

  const drawer = page.getByRole('button', { name: 'Abrir menu' });
  if (await drawer.isVisible()) await drawer.click();
  await page.getByRole('button', { name: 'Configurações' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configurações' });
  const push = dialog.getByText('Notificações no celular e com a aba fechada');
  await push.scrollIntoViewIfNeeded();
  await expect(dialog.getByRole('button', { name: 'Ativar neste aparelho' })).toBeVisible();
  await expect(dialog.getByText('Desativadas neste aparelho')).toBeVisible();
  expect(await dialog.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
  await page.screenshot(issueShot('settings-390'));
});

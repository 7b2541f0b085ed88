import { expect, test, type Page } from '@playwright/test';

import { DEMO_USER, instanceIdOf, signInConnected, simulator } from '../support/demo.ts';

/**
 * A long chat opens on its newest messages and loads older ones as the reader scrolls
 * up, keeping their place; an idle board learns of a new patient through the incremental sync,
 * not by downloading the whole list again.
 */
const run = Date.now() % 100_000;
const PHONE = `55119555${String(run).padStart(5, '0')}`;
const NAME = `Rafael Lima ${run}`;
const TOTAL = 70;

const messagesOf = (page: Page) =>
  page.getByRole('dialog', { name: NAME }).getByRole('region', { name: 'Mensagens' });

test('a long chat opens at its newest message and pages back on scroll, keeping the place', async ({
  page,
  request,
}) => {
  const instanceId = await instanceIdOf(request, DEMO_USER.email);
  await signInConnected(page, request);
  // One after another, so the provider's times keep their order.
  for (let i = 1; i <= TOTAL; i += 1) {
    await simulator(request, `/instances/${instanceId}/inbound`, {
      phone: PHONE,
      name: NAME,
      message: `Mensagem ${i} de ${NAME}`,
    });
  }
  const openCard = page.getByRole('button', { name: `Abrir conversa ${NAME}`, exact: true });
  await expect(openCard).toBeVisible({ timeout: 20_000 });
  await openCard.click();

  const list = messagesOf(page);
  const message = (i: number) => list.getByText(`Mensagem ${i} de ${NAME}`, { exact: true });
  // The newest page: the last message on screen, the first 20 not even loaded.
  await expect(message(TOTAL)).toBeInViewport();
  await expect(message(TOTAL - 49)).toBeAttached();
  await expect(message(TOTAL - 50)).toHaveCount(0);
  await expect(list.getByRole('button', { name: 'Carregar mensagens anteriores' })).toBeVisible();

  // Scrolled to the top: the page before comes above, and the reader still sees message 21.
  await list.evaluate((el) => {
    el.scrollTop = 0;
  });
  await expect(message(1)).toBeAttached();
  await expect(message(TOTAL - 49)).toBeInViewport();
  await expect(message(1)).not.toBeInViewport();

  // The beginning of the chat: the note about earlier messages, no more button.
  await list.evaluate((el) => {
    el.scrollTop = 0;
  });
  await expect(list.getByText('Mensagens anteriores à conexão ficam no celular.')).toBeVisible();
  await expect(list.getByRole('button', { name: 'Carregar mensagens anteriores' })).toHaveCount(0);
});

test('a new patient reaches an idle board through the incremental sync', async ({
  page,
  request,
}) => {
  const instanceId = await instanceIdOf(request, DEMO_USER.email);
  await signInConnected(page, request);
  const fullLists: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/dashboard/zapi/chats') fullLists.push(r.url());
  });
  const newcomer = `Sônia Prado ${run}`;
  const changes = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/dashboard/zapi/chats/changes' && r.status() === 200,
  );
  await simulator(request, `/instances/${instanceId}/inbound`, {
    phone: `55119444${String(run).padStart(5, '0')}`,
    name: newcomer,
    message: 'Boa tarde, vocês atendem sábado?',
  });
  const answer = await (await changes).json();
  await expect(
    page.getByRole('button', { name: `Abrir conversa ${newcomer}`, exact: true }),
  ).toBeVisible();
  expect(answer.reset).toBe(false);
  expect(fullLists).toEqual([]);
});

import { readFileSync } from 'node:fs';

import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import { signInConnected, tokenOf } from '../support/demo.ts';
import { shot } from '../support/inbox.ts';

const column = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true });
/** A card, found by its drag handle (every card has one). */
const cardIn = (col: Locator, name: string) =>
  col.getByRole('button', { name: `Arrastar conversa ${name}`, exact: true });
const handle = (page: Page, name: string) =>
  page.getByRole('button', { name: `Arrastar conversa ${name}`, exact: true });
const anyCard = (scope: Page | Locator) =>
  scope.getByRole('button', { name: /^Arrastar conversa / });

async function firstCardName(col: Locator): Promise<string> {
  const label = await anyCard(col).first().getAttribute('aria-label');
  return label!.replace('Arrastar conversa ', '');
}

async function drag(page: Page, grip: Locator, target: Locator) {
  await grip.scrollIntoViewIfNeeded();
  const from = (await grip.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  // Aim at the left part of the column: the board scrolls sideways and may cut its right side.
  await page.mouse.move(to.x + Math.min(40, to.width / 2), to.y + 120, { steps: 15 });
  await page.mouse.up();
}

/**
 * A toast with this title and description, checked in one look: on a busy machine a toast can
 * be gone by the time a second, separate check of its description runs.
 */
async function expectToast(page: Page, title: string, description: string | RegExp) {
  const toast = page.locator('li').filter({ hasText: title }).filter({ hasText: description });
  await expect(toast.first()).toBeVisible();
}

/** Signs in with the board on screen; answers the name of the first card in Atendimento Inicial. */
async function openBoard(page: Page, request: APIRequestContext): Promise<string> {
  await signInConnected(page, request);
  const inicial = column(page, 'Atendimento Inicial');
  await expect(anyCard(inicial).first()).toBeVisible();
  return firstCardName(inicial);
}

/** A new tag on the chat with this board name, through the API; answers the tag. */
async function tagChat(page: Page, request: APIRequestContext, name: string) {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const chats = (await (await request.get('/dashboard/zapi/chats', { headers })).json())
    .chats as Array<{ chatId: string; name: string | null; phone: string }>;
  // A card without a contact name is titled with its phone, formatted ('+55 (15) 97449-1267'):
  // match it by its digits too, or the lookup misses whenever such a card comes first.
  const digits = name.replace(/\D/g, '');
  const chat = chats.find(
    (c) =>
      c.name?.trim() === name ||
      (digits !== '' && (c.phone === digits || c.name?.replace(/\D/g, '') === digits)),
  );
  if (!chat) throw new Error(`No chat answers to the card titled ${name}`);
  const created = await request.post('/dashboard/tags', {
    headers,
    data: { name: `Retorno ${Date.now() % 100_000}`, color: '#8B5CF6' },
  });
  const tag = (await created.json()).tag as { id: string; name: string };
  const put = await request.put(`/dashboard/zapi/chats/${chat.chatId}/tags`, {
    headers,
    data: { tagIds: [tag.id] },
  });
  expect(put.status()).toBe(200);
  return tag;
}

async function filterByTag(page: Page, tagName: string) {
  await page.reload();
  await page
    .getByRole('group', { name: 'Filtrar por etiqueta' })
    .getByRole('button', { name: tagName })
    .click({ timeout: 20_000 });
  await expect(anyCard(page)).toHaveCount(1);
}

test('dragging a card to another column moves it, and it stays there after a reload', async ({
  page,
  request,
}) => {
  const name = await openBoard(page, request);
  await page.screenshot(shot('board'));
  const vip = column(page, 'Atendimento VIP');
  await drag(page, handle(page, name), vip);
  await expectToast(page, 'Chat movido com sucesso!', 'Movido para Atendimento VIP');
  await expect(cardIn(vip, name)).toBeVisible();
  await page.reload();
  await expect(cardIn(column(page, 'Atendimento VIP'), name)).toBeVisible({ timeout: 20_000 });
});

test('a drag into Repescagem is refused with the reason, and nothing moves', async ({
  page,
  request,
}) => {
  const name = await openBoard(page, request);
  await drag(page, handle(page, name), column(page, 'Repescagem'));
  await expectToast(page, 'Movimentação bloqueada', /Repescagem é reservada/);
  await page.screenshot(shot('board-blocked'));
  await expect(cardIn(column(page, 'Atendimento Inicial'), name)).toBeVisible();
  await expect(cardIn(column(page, 'Repescagem'), name)).toHaveCount(0);
});

test("the card's menu moves the chat to the column chosen", async ({ page, request }) => {
  const name = await openBoard(page, request);
  await cardIn(column(page, 'Atendimento Inicial'), name).hover();
  await page.getByRole('button', { name: `Ações da conversa ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Mover para Coluna' }).click();
  const leadQuente = page.getByRole('menuitem', { name: 'Lead Quente', exact: true });
  await expect(leadQuente).toBeVisible();
  // The viewport only: a full-page shot resizes the page, and the open sub-menu can close.
  await page.screenshot({ ...shot('board-card-menu'), fullPage: false });
  await leadQuente.click();
  await expect(cardIn(column(page, 'Lead Quente'), name)).toBeVisible();
});

test("a column's sort order and hidden groups survive a reload", async ({ page, request }) => {
  await openBoard(page, request);
  const inicial = column(page, 'Atendimento Inicial');
  await inicial.getByRole('button', { name: 'Ordenar por mais antigas' }).click();
  await expect(inicial.getByRole('button', { name: 'Ordenar por mais recentes' })).toBeVisible();
  await inicial
    .getByRole('button', { name: 'Configurações da coluna Atendimento Inicial' })
    .click();
  await page.getByRole('menuitemcheckbox', { name: 'Grupos' }).click();
  await page.keyboard.press('Escape');
  await expect(inicial.getByText('Grupo', { exact: true })).toHaveCount(0);
  await page.reload();
  const again = column(page, 'Atendimento Inicial');
  await expect(again.getByRole('button', { name: 'Ordenar por mais recentes' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(again.getByText('Grupo', { exact: true })).toHaveCount(0);
});

test('the search finds a chat by its name', async ({ page, request }) => {
  const name = await openBoard(page, request);
  const search = page.getByRole('searchbox', {
    name: 'Buscar conversas por nome, telefone ou mensagem',
  });
  await search.fill(name);
  await expect(handle(page, name)).toBeVisible();
  // The board filters as one types: wait for the cards to settle rather than count at once.
  await expect.poll(() => anyCard(page).count()).toBeLessThan(5);
  await search.fill('');
  await expect.poll(() => anyCard(page).count()).toBeGreaterThan(5);
});

test("a tag's chip filters the board down to the tagged chat", async ({ page, request }) => {
  const name = await openBoard(page, request);
  const tag = await tagChat(page, request, name);
  await filterByTag(page, tag.name);
  await expect(handle(page, name)).toBeVisible();
  await page.screenshot(shot('board-tag-chip'));
});

test('Exportar downloads what the board shows as a CSV', async ({ page, request }) => {
  const name = await openBoard(page, request);
  const tag = await tagChat(page, request, name);
  await filterByTag(page, tag.name);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^chats_export_.+\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trim().split(/\r?\n/);
  expect(lines[0]).toBe('Nome;Telefone;Etiquetas');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(tag.name);
});

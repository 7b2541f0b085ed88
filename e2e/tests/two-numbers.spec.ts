import { expect, test, type Page } from '@playwright/test';

import { DEMO_ADMIN, signIn, simulator } from '../support/demo.ts';
import { shot } from '../support/inbox.ts';

/**
 * Issue 48, a clinic with two numbers, as the admin sets it up: a second Z-API number, linked in
 * Z-API's own panel, created by the admin and given to the clinic of the official-API demo
 * account ('Financeiro'). The admin screen says which number is the main one; the board shows
 * each card's number and filters by number, and a username user with no phone is answered on the
 * Cloud API number by their BSUID. That clinic is used because no other journey reads its board;
 * the admin's own number stays never scanned (public-pages.spec.ts reads its QR).
 */
const SECOND = { id: 'E2ESEGUNDONUMERO', token: 'TOKENE2ESEGUNDO48' };
const OFICIAL = { email: 'oficial@demo.conectaclinica.com.br', password: 'demo-oficial-2026' };
/** The demo's Cloud API number (the official-API clinic's main one). */
const CLOUD_NUMBER = '100000000000001';
/** A username user whose number Meta withholds: a BSUID and '@joana.prado', no phone. */
const JOANA = { userId: 'BR.1502576394655848', username: 'joana.prado', name: 'Joana Prado' };

test("a clinic's second number: named on the admin screen, on each card, and in the board's filter", async ({
  page,
  request,
}) => {
  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Administração de Instâncias' })).toBeVisible();
  await page.getByRole('button', { name: 'Nova Instância' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Token da instância').fill(SECOND.token);
  await dialog.getByLabel('ID da instância').fill(SECOND.id);
  await dialog.getByLabel('Telefone Conectado').fill('5511930004848');
  await dialog.getByRole('button', { name: 'Criar Instância' }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table');
  const row = table.getByRole('row').filter({ hasText: SECOND.id });
  await expect(row).toBeVisible();

  // The number is linked in Z-API's panel; then the admin gives it to the clinic, named.
  await simulator(request, `/instances/${SECOND.id}/scan`);
  await row.getByRole('button', { name: /^Editar instância/ }).click();
  const edit = page.getByRole('dialog');
  await edit.getByRole('combobox', { name: 'Usuário' }).click();
  await page
    .getByRole('option', {
      name: /^Clínica API Oficial Demo .*vira um número adicional da clínica/,
    })
    .click();
  await edit.getByLabel('Nome do número (opcional)').fill('Financeiro');
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByText('Financeiro · Número adicional')).toBeVisible();
  await expect(
    table
      .getByRole('row')
      .filter({ hasText: 'Clínica API Oficial Demo' })
      .getByText('Número principal'),
  ).toBeVisible();
  await page.screenshot(shot('admin-two-numbers'));

  // The clinic's board (the admin's session dropped first): the second number's chats copied,
  // each card with its chip.
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, OFICIAL);
  await boardOf(page);

  // A username user (no phone: Meta sends only the BSUID) writes to the clinic's Cloud API
  // number; the window shows their '@username', and the answer goes to the BSUID (`recipient`).
  await page.setViewportSize({ width: 1366, height: 860 });
  await page.getByRole('combobox', { name: 'Número do WhatsApp' }).selectOption({ index: 0 });
  const inbound = await request.post(`/_cloud/_sim/phone-numbers/${CLOUD_NUMBER}/inbound`, {
    data: { ...JOANA, text: 'Oi! Vocês atendem sábado?' },
  });
  expect(inbound.status(), await inbound.text()).toBeLessThan(300);
  const card = page.getByRole('button', { name: `Abrir conversa ${JOANA.name}` });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.click();
  const chat = page.getByRole('dialog', { name: JOANA.name });
  await expect(chat.getByText(`@${JOANA.username}`).first()).toBeVisible();
  await expect(chat.getByText('Oi! Vocês atendem sábado?').first()).toBeVisible();
  const reply = `Atendemos, sim, das 8h às 12h (${test.info().retry + 1}).`;
  await chat.getByRole('textbox', { name: 'Mensagem' }).fill(reply);
  await chat.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(chat.getByText(reply)).toBeVisible();
  await page.screenshot(shot('username-user-answered'));
  await expect
    .poll(async () => {
      const sent = (await (
        await request.get(`/_cloud/_sim/phone-numbers/${CLOUD_NUMBER}/messages`)
      ).json()) as Array<{ to: string; byUserId: boolean; request: { text?: { body?: string } } }>;
      return sent.find((m) => m.request.text?.body === reply);
    })
    .toMatchObject({ to: JOANA.userId, byUserId: true });
});

async function boardOf(page: Page) {
  const filter = page.getByRole('combobox', { name: 'Número do WhatsApp' });
  await expect(filter).toBeVisible({ timeout: 30_000 });
  const inbox = page.getByRole('region', { name: 'Atendimento Inicial' });
  await expect(inbox.getByText('Financeiro', { exact: true }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Número removido')).toHaveCount(0);
  await page.mouse.move(1, 1);
  await page.screenshot(shot('board-two-numbers'));

  // Only the second number's chats: every chip on the board says 'Financeiro'.
  await filter.selectOption({ label: 'Financeiro' });
  const chips = page.getByTestId('number-chip');
  await expect(chips.first()).toBeVisible();
  await expect(chips.filter({ hasNotText: 'Financeiro' })).toHaveCount(0);
  await page.screenshot(shot('board-two-numbers-filtered'));

  // The same board on a phone: the filter and the chips fit.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(filter).toBeVisible();
  await page.screenshot({ ...shot('board-two-numbers-phone'), fullPage: false });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

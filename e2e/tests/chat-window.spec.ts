import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import { expectAccessible } from '../support/axe.ts';
import { DEMO_USER, instanceIdOf, signInConnected, simulator, tokenOf } from '../support/demo.ts';
import { shot } from '../support/inbox.ts';
import { countSoundAttempts, soundAttempts } from '../support/sound-attempts.ts';

/** Kept in the repository for a person to look at (issue 53: the chat window on a phone). */
const SCREENS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../docs/screens/issue-53',
);

const PHONE = '5511977776666';
const NAME = 'Patrícia Gomes';

/** Signs in with the board open; answers the demo instance's id and an API header. */
async function boardOpen(page: Page, request: APIRequestContext) {
  const instanceId = await instanceIdOf(request, DEMO_USER.email);
  await countSoundAttempts(page);
  await signInConnected(page, request);
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  return { instanceId, headers };
}

/** The patient writes (a real webhook through the simulator) and the card shows it. */
async function patientWrites(
  page: Page,
  request: APIRequestContext,
  instanceId: string,
  text: string,
) {
  await simulator(request, `/instances/${instanceId}/inbound`, {
    phone: PHONE,
    name: NAME,
    message: text,
  });
  await expect(
    page.getByRole('button', { name: `Abrir conversa ${NAME}`, exact: true }),
  ).toBeVisible({ timeout: 20_000 });
}

/** The board with the patient's chat open, after a message of theirs. */
async function chatOpen(page: Page, request: APIRequestContext) {
  const { instanceId, headers } = await boardOpen(page, request);
  await patientWrites(page, request, instanceId, `Olá, posso remarcar? ${Date.now() % 100_000}`);
  const win = await openChat(page);
  return { instanceId, headers, win, field: win.getByRole('textbox', { name: 'Mensagem' }) };
}

async function openChat(page: Page) {
  await page.getByRole('button', { name: `Abrir conversa ${NAME}`, exact: true }).click();
  const win = page.getByRole('dialog', { name: NAME });
  await expect(win).toBeVisible();
  return win;
}

test("a patient's message reaches the open board with the chime and the tab's count", async ({
  page,
  request,
}) => {
  const { instanceId } = await boardOpen(page, request);
  const before = await soundAttempts(page);
  await patientWrites(page, request, instanceId, 'Olá, posso remarcar?');
  await expect.poll(() => soundAttempts(page)).toBeGreaterThan(before);
  await expect(page).toHaveTitle(/^\(\d+\) Conecta Clínica$/);
});

test('opening a chat shows its messages and reads it', async ({ page, request }) => {
  const { headers, win } = await chatOpen(page, request);
  await expect(win.getByText(/^Olá, posso remarcar\?/).last()).toBeVisible();
  await expect
    .poll(async () => {
      const chats = (await (await request.get('/dashboard/zapi/chats', { headers })).json())
        .chats as Array<{ chatId: string; unread: number }>;
      return chats.find((c) => c.chatId === PHONE)?.unread;
    })
    .toBe(0);
});

test('Enter sends the text and empties the field', async ({ page, request }) => {
  const { win, field } = await chatOpen(page, request);
  await field.fill('Claro! Qual dia fica melhor?');
  await field.press('Enter');
  await expect(win.getByText('Claro! Qual dia fica melhor?').last()).toBeVisible();
  await expect(field).toHaveValue('');
});

test('a send the provider refuses puts the text back and says why', async ({ page, request }) => {
  const { instanceId, win, field } = await chatOpen(page, request);
  // Aimed at this instance's sends only: the page's own polling must not use the failures up.
  await request.post('/_zapi/_sim/fail', {
    data: { count: 3, status: 503, instanceId, endpoint: 'send-text' },
  });
  await field.fill('Esta vai falhar');
  await field.press('Enter');
  await expect(win.getByRole('alert')).toContainText('Erro ao enviar mensagem: ');
  await expect(field).toHaveValue('Esta vai falhar');
  // The three failures were the adapter's three tries of that one send (a 503 is an error
  // answer, retried at once): the provider is back, and the same text goes.
  await field.press('Enter');
  await expect(field).toHaveValue('');
  await expect(win.getByText('Esta vai falhar').last()).toBeVisible();
});

test("the clinic's own message is edited and marked (editada)", async ({ page, request }) => {
  const { win, field } = await chatOpen(page, request);
  const text = `Confirmado para quinta ${Date.now() % 100_000}`;
  await field.fill(text);
  await field.press('Enter');
  const bubble = win.getByText(text);
  await expect(bubble).toBeVisible();
  await bubble.hover();
  await win.getByRole('button', { name: 'Editar mensagem' }).last().click();
  const edit = win.getByRole('textbox', { name: 'Novo texto da mensagem' });
  await edit.fill(`${text}, às 9h`);
  await edit.press('Enter');
  await expect(win.getByText(`${text}, às 9h`)).toBeVisible();
  await expect(win.getByText('(editada)').first()).toBeVisible();
});

test('an emoji and a ready-made text go into the field', async ({ page, request }) => {
  const { headers, win, field } = await chatOpen(page, request);
  await request.post('/dashboard/pre-configured-texts', {
    headers,
    data: { title: 'Endereço', content: 'Estamos na Rua das Flores, 120.' },
  });
  await win.getByRole('button', { name: 'Inserir emoji' }).click();
  await page
    .getByRole('dialog', { name: 'Inserir emoji' })
    .getByRole('button', { name: /😀|😊|🙂/ })
    .first()
    .click();
  await page.keyboard.press('Escape');
  await expect(field).not.toHaveValue('');
  await field.fill('');
  await win.getByRole('button', { name: 'Textos pré-configurados' }).click();
  // The search ignores case and accents; Enter picks the first text it leaves.
  const search = page
    .getByRole('dialog', { name: 'Textos Prontos' })
    .getByRole('combobox', { name: 'Buscar texto' });
  await search.fill('endereco rua das flores');
  await search.press('Enter');
  await expect(field).toHaveValue(/Rua das Flores/);
});

test('two seconds of voice are recorded, sent and played at 2x', async ({ page, request }) => {
  const { win } = await chatOpen(page, request);
  await win.getByRole('button', { name: 'Gravar áudio' }).click();
  // At least two seconds: on a busy machine the poll may see 00:03 first. The timer is the
  // page's one-second interval, which a starved renderer ran twice in 23 s in a CI run at load
  // 11 (it showed 00:02 just after the 20 s wait gave up): a minute, waiting for the tick.
  await expect(win.getByRole('timer')).toHaveText(/00:0[2-9]/, { timeout: 60_000 });
  await win.getByRole('button', { name: 'Parar gravação' }).click();
  const voice = win.getByRole('group', { name: 'Mensagem de voz' }).last();
  await expect(voice).toBeVisible({ timeout: 20_000 });
  // The bubble on its way is replaced by the stored message (a new player, back at 1x): choose
  // the speed on the stored one. CI once clicked the first and read the second.
  const row = win.locator('li', { has: page.getByRole('group', { name: 'Mensagem de voz' }) });
  await expect(row.last()).not.toHaveAttribute('data-status', 'SENDING', { timeout: 20_000 });
  const speed = voice.getByRole('button', { name: /Velocidade de reprodução/ });
  await expect(async () => {
    if ((await speed.getAttribute('aria-label')) !== 'Velocidade de reprodução 2x')
      await speed.click();
    await expect(voice.getByRole('button', { name: 'Velocidade de reprodução 2x' })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
  await voice.getByRole('button', { name: 'Reproduzir áudio' }).click();
  await page.screenshot(shot('chat-window'));
});

test("a patient's message shows up in the open window, which then closes", async ({
  page,
  request,
}) => {
  const { instanceId, win } = await chatOpen(page, request);
  // The 2 s poll or the live stream; the latency itself is measured in bench/, not asserted
  // against a busy machine's clock.
  await simulator(request, `/instances/${instanceId}/inbound`, {
    phone: PHONE,
    name: NAME,
    message: 'Quinta de manhã.',
  });
  await expect(win.getByText('Quinta de manhã.', { exact: true }).last()).toBeVisible({
    timeout: 20_000,
  });
  await win.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(win).toBeHidden();
});

/** A finger resting on a message (a phone has no hover): its actions show, 'Responder' among them. */
async function longPress(row: Locator, bubble: Locator) {
  const box = (await bubble.boundingBox())!;
  const at = { clientX: box.x + 10, clientY: box.y + 10, pointerType: 'touch', isPrimary: true };
  await bubble.dispatchEvent('pointerdown', at);
  await expect(row).toHaveAttribute('data-touch', 'shown');
  await bubble.dispatchEvent('pointerup', at);
}

test('@phone-only at 390 px: a one-row header with its actions in a menu, and a reply that keeps send on the screen', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  mkdirSync(SCREENS, { recursive: true });
  const { instanceId } = await boardOpen(page, request);
  // A long message: quoted whole, it was 396 to 870 px wide and pushed send off the screen.
  const long = `Boa tarde! Preciso remarcar o exame de sangue da semana que vem, vou viajar a trabalho e só volto no dia 20; aproveito para perguntar se já saiu o resultado do meu ultrassom ${Date.now() % 100_000}`;
  await patientWrites(page, request, instanceId, long);
  const win = await openChat(page);
  const row = win.getByRole('listitem').filter({ hasText: long }).last();
  await expect(row).toBeVisible();

  // The header is one compact row (it was 180 px of the 844), the messages keep the screen.
  const header = (await win.locator('header').first().boundingBox())!;
  expect(header.height).toBeLessThan(100);
  const more = win.getByRole('button', { name: 'Mais ações' });
  await expect(more).toBeVisible();
  await expect(win.getByRole('button', { name: 'Agendar lembrete de consulta' })).toBeHidden();
  await page.screenshot({ path: path.join(SCREENS, 'chat-window-390.png') });

  // 'Mais ações' holds them, by touch and by keyboard; Escape goes back to the button.
  await more.click();
  const menu = page.getByRole('menu', { name: 'Mais ações' });
  await expect(menu.getByRole('menuitem', { name: 'Agendar lembrete de consulta' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Lista de espera' })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENS, 'chat-menu-390.png') });
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(more).toBeFocused();
  await expect(win).toBeVisible();

  // Replying: the quote is cut with '…' inside the bar, and send stays on the screen.
  await longPress(row, row.getByText(long));
  await row.getByRole('button', { name: 'Responder' }).click();
  const quote = win.getByRole('group', { name: /^Respondendo a / });
  await expect(quote).toBeVisible();
  const field = win.getByRole('textbox', { name: 'Mensagem' });
  await field.fill('Claro! Remarcamos para o dia 21?');
  const send = win.getByRole('button', { name: 'Enviar mensagem' });
  await expect(send).toBeVisible();
  const sendBox = (await send.boundingBox())!;
  expect(sendBox.x).toBeGreaterThanOrEqual(0);
  expect(sendBox.x + sendBox.width).toBeLessThanOrEqual(390);
  expect(sendBox.y + sendBox.height).toBeLessThanOrEqual(844);
  const quoteBox = (await quote.boundingBox())!;
  expect(quoteBox.x + quoteBox.width).toBeLessThanOrEqual(390);
  // The field has the room the header's and the bar's buttons left it (it was 154 px).
  expect((await field.boundingBox())!.width).toBeGreaterThan(180);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
    390,
  );
  await page.screenshot({ path: path.join(SCREENS, 'chat-reply-390.png') });
  await expectAccessible(page, 'janela da conversa no celular, respondendo');

  await field.press('Enter');
  await expect(win.getByText('Claro! Remarcamos para o dia 21?').last()).toBeVisible();
  await expect(quote).toBeHidden();

  // The same window on a computer: the actions beside the name; the Responsável's menu keeps
  // only what has no button there ('Mesclar conversas', issue 48).
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect(win.getByRole('button', { name: 'Agendar lembrete de consulta' })).toBeVisible();
  await more.click();
  await expect(menu.getByRole('menuitem', { name: 'Mesclar conversas' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Agendar lembrete de consulta' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await longPress(row, row.getByText(long));
  await row.getByRole('button', { name: 'Responder' }).click();
  await expect(quote).toBeVisible();
  await page.screenshot({ path: path.join(SCREENS, 'chat-reply-1366.png') });
  await expectAccessible(page, 'janela da conversa no computador, respondendo');
});

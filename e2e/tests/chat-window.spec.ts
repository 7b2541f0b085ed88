import { expect, test, type Page } from '@playwright/test';

import { DEMO_USER, instanceIdOf, signInConnected, simulator, tokenOf } from '../support/demo.ts';
import { shot } from '../support/inbox.ts';

const PHONE = '5511977776666';
const NAME = 'Patrícia Gomes';

async function openChat(page: Page) {
  await page.getByRole('button', { name: `Abrir conversa ${NAME}`, exact: true }).click();
  const win = page.getByRole('dialog', { name: NAME });
  await expect(win).toBeVisible();
  return win;
}

test('a conversation by text, edit, emoji, ready-made text and voice; live messages and the chime', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const instanceId = await instanceIdOf(request, DEMO_USER.email);
  await signInConnected(page, request);
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  await request.post('/dashboard/pre-configured-texts', {
    headers,
    data: { title: 'Endereço', content: 'Estamos na Rua das Flores, 120.' },
  });

  // A patient writes while the board is open: the card arrives with its unread badge, and the chime plays.
  const soundsBefore = Number(
    (await page.locator('body').getAttribute('data-sound-attempts')) ?? 0,
  );
  await simulator(request, `/instances/${instanceId}/inbound`, {
    phone: PHONE,
    name: NAME,
    message: 'Olá, posso remarcar?',
  });
  await expect(
    page.getByRole('button', { name: `Abrir conversa ${NAME}`, exact: true }),
  ).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(async () => Number((await page.locator('body').getAttribute('data-sound-attempts')) ?? 0))
    .toBeGreaterThan(soundsBefore);
  await expect(page).toHaveTitle(/^\(\d+\) Conecta Clínica$/);

  // Opening reads it.
  const win = await openChat(page);
  await expect(win.getByText('Olá, posso remarcar?')).toBeVisible();
  await expect
    .poll(async () => {
      const chats = (await (await request.get('/dashboard/zapi/chats', { headers })).json())
        .chats as Array<{ chatId: string; unread: number }>;
      return chats.find((c) => c.chatId === PHONE)?.unread;
    })
    .toBe(0);

  // Send text with Enter.
  const field = win.getByRole('textbox', { name: 'Mensagem' });
  await field.fill('Claro! Qual dia fica melhor?');
  await field.press('Enter');
  await expect(win.getByText('Claro! Qual dia fica melhor?')).toBeVisible();
  await expect(field).toHaveValue('');

  // A failed send puts the text back and says why.
  // Aimed at this instance's sends only: the page's own polling must not use the failures up.
  await request.post('/_zapi/_sim/fail', {
    data: { count: 3, status: 503, instanceId, endpoint: 'send-text' },
  });
  await field.fill('Esta vai falhar');
  await field.press('Enter');
  await expect(win.getByRole('alert')).toContainText('Erro ao enviar mensagem: ');
  await expect(field).toHaveValue('Esta vai falhar');
  await field.fill('');

  // Edit our message.
  const bubble = win.getByText('Claro! Qual dia fica melhor?');
  await bubble.hover();
  await win.getByRole('button', { name: 'Editar mensagem' }).last().click();
  const edit = win.getByRole('textbox', { name: 'Novo texto da mensagem' });
  await edit.fill('Claro! Qual dia e horário ficam melhores?');
  await edit.press('Enter');
  await expect(win.getByText('Claro! Qual dia e horário ficam melhores?')).toBeVisible();
  await expect(win.getByText('(editada)').first()).toBeVisible();

  // Emoji and a ready-made text go into the field.
  await win.getByRole('button', { name: 'Inserir emoji' }).click();
  await page
    .getByRole('dialog', { name: 'Inserir emoji' })
    .getByRole('button', { name: /😀|😊|🙂/ })
    .first()
    .click();
  await page.keyboard.press('Escape');
  await expect(field).not.toHaveValue('');
  await win.getByRole('button', { name: 'Textos pré-configurados' }).click();
  await page
    .getByRole('dialog', { name: 'Textos Prontos' })
    .getByRole('button', { name: /Endereço/ })
    .click();
  await expect(field).toHaveValue(/Rua das Flores/);
  await field.fill('');

  // Two seconds of voice from the fake microphone, sent and played at 2x.
  await win.getByRole('button', { name: 'Gravar áudio' }).click();
  // At least two seconds: on a busy machine the poll may see 00:03 first.
  await expect(win.getByRole('timer')).toHaveText(/00:0[2-9]/, { timeout: 20_000 });
  await win.getByRole('button', { name: 'Parar gravação' }).click();
  const voice = win.getByRole('group', { name: 'Mensagem de voz' }).last();
  await expect(voice).toBeVisible({ timeout: 20_000 });
  await voice.getByRole('button', { name: /Velocidade de reprodução/ }).click();
  await voice.getByRole('button', { name: /Velocidade de reprodução/ }).click();
  await expect(voice.getByRole('button', { name: 'Velocidade de reprodução 2x' })).toBeVisible();
  await voice.getByRole('button', { name: 'Reproduzir áudio' }).click();
  await page.screenshot(shot('chat-window'));

  // A message from the patient shows up in the open window (the 2 s poll; the latency itself is
  // measured in bench/, not asserted against a busy machine's clock).
  await simulator(request, `/instances/${instanceId}/inbound`, {
    phone: PHONE,
    name: NAME,
    message: 'Quinta de manhã.',
  });
  await expect(win.getByText('Quinta de manhã.', { exact: true })).toBeVisible({ timeout: 20_000 });

  await win.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(win).toBeHidden();
});

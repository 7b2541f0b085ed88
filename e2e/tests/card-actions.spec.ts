import { expect, test, type Page } from '@playwright/test';

import { signInConnected, tokenOf } from '../support/demo.ts';
import { shot } from '../support/inbox.ts';

const column = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true });
const anyCard = (scope: Page | ReturnType<Page['getByRole']>) =>
  scope.getByRole('button', { name: /^Arrastar conversa / });
const cardName = async (scope: ReturnType<Page['getByRole']>) =>
  (await anyCard(scope).first().getAttribute('aria-label'))!.replace('Arrastar conversa ', '');

async function openMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Arrastar conversa ${name}`, exact: true }).hover();
  await page.getByRole('button', { name: `Ações da conversa ${name}`, exact: true }).click();
}

/** 'YYYY-MM-DDTHH:mm:ss' in São Paulo (the demo account's zone), `seconds` from now. */
function localIn(seconds: number) {
  const d = new Date(Date.now() + seconds * 1000 - 3 * 3600_000);
  return d.toISOString().slice(0, 19);
}

test('tag a chat from its card, then filter by the chip', async ({ page, request }) => {
  await signInConnected(page, request);
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const tagName = `Particular ${Date.now() % 10000}`;
  expect(
    (
      await request.post('/dashboard/tags', { headers, data: { name: tagName, color: '#F97316' } })
    ).status(),
  ).toBe(201);
  await page.reload();
  const name = await cardName(column(page, 'Atendimento Inicial'));
  await openMenu(page, name);
  await page.getByRole('menuitem', { name: 'Gerenciar Etiquetas' }).click();
  const dialog = page.getByRole('dialog', { name: `Gerenciar Etiquetas - ${name}` });
  await dialog.getByRole('checkbox', { name: tagName }).check();
  await page.screenshot(shot('card-tags'));
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await page
    .getByRole('group', { name: 'Filtrar por etiqueta' })
    .getByRole('button', { name: tagName })
    .click();
  await expect(anyCard(page)).toHaveCount(1);
  await expect(
    page.getByRole('button', { name: `Arrastar conversa ${name}`, exact: true }),
  ).toBeVisible();
});

test('a task moves the chat to Tarefa, is sent when due, and the chat comes back', async ({
  page,
  request,
}) => {
  await signInConnected(page, request);
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const chats = (await (await request.get('/dashboard/zapi/chats', { headers })).json())
    .chats as Array<{
    chatId: string;
    name: string | null;
    phone: string;
    column: string;
    isGroup: boolean;
  }>;
  // A chat with a person's name: one the phone saved as its own digits shows on its card as a
  // formatted phone, which the card's 'Arrastar conversa' name would not match.
  const chat = chats.find(
    (c) => c.column === 'inbox' && !c.isGroup && c.name && !/^\+?\d+$/.test(c.name),
  )!;
  const task = {
    chatId: chat.chatId,
    message: 'Lembrete: sua consulta é amanhã às 10h.',
  };
  // For tomorrow first, so that nothing races the look at the pending task below.
  const res = await request.post('/api/tasks', {
    headers,
    data: { ...task, scheduledDate: localIn(86_400) },
  });
  expect(res.status()).toBe(201);
  const taskId = (await res.json()).task.id as string;
  const tarefa = column(page, 'Tarefa');
  await expect(
    tarefa.getByRole('button', { name: `Arrastar conversa ${chat.name}`, exact: true }),
  ).toBeVisible({ timeout: 15_000 });
  await openMenu(page, chat.name!);
  await page.getByRole('menuitem', { name: 'Editar Tarefa' }).click();
  const manage = page.getByRole('dialog', { name: `Gerenciar Tarefas - ${chat.name}` });
  await expect(manage.getByText('Tarefas Pendentes (1)')).toBeVisible();
  await page.screenshot(shot('tasks-manage'));
  await manage.getByRole('button', { name: 'Fechar' }).last().click();

  // Moved to a few seconds ahead (instead of waiting a real minute): the scheduler, which looks
  // every second, sends it when due, and the chat returns to its column.
  const moved = await request.put(`/api/tasks/${taskId}`, {
    headers,
    data: { ...task, scheduledDate: localIn(5) },
  });
  expect(moved.status()).toBe(200);
  const inicial = column(page, 'Atendimento Inicial');
  await expect(
    inicial.getByRole('button', { name: `Arrastar conversa ${chat.name}`, exact: true }),
  ).toBeVisible({ timeout: 60_000 });
  const tasks = (
    await (await request.get(`/api/tasks/chat/${chat.chatId}/all`, { headers })).json()
  ).tasks;
  expect(tasks[0]).toMatchObject({ executed: true, status: 'executed' });
  await page.screenshot(shot('task-sent'));
});

test('reset routines from the card', async ({ page, request }) => {
  await signInConnected(page, request);
  const name = await cardName(column(page, 'Atendimento Inicial'));
  await openMenu(page, name);
  await page.getByRole('menuitem', { name: 'Resetar Rotinas' }).click();
  await expect(page.getByText('Rotinas resetadas').first()).toBeVisible();
  await expect(
    page.getByText(`As rotinas do chat "${name}" foram resetadas com sucesso`).first(),
  ).toBeVisible();
});

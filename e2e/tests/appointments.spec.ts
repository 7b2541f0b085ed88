import { expect, test } from '@playwright/test';

import { expectAccessible } from '../support/axe.ts';
import { shot } from '../support/inbox.ts';
import { giveAdminInstance, scanToBoard, signInOwn, useOwnClinic } from '../support/own-clinic.ts';
import { boardCard, inSaoPaulo, zapiInstance } from '../support/simulator-control.ts';

/**
 * Appointment reminders, end to end: an appointment set from a card for the next day, its
 * reminder sent when the server's clock reaches 24 hours before, the patient's '1' read as
 * 'Confirmada' on the card and in 'Consultas'; another patient's '2' moves the chat to
 * 'Atendimento Humanizado' with a notice.
 * The server and the simulated provider run on a clock of their own that the journey moves an hour
 * ahead.
 */

const ADMIN = { email: 'admin@consultas.test', password: 'senha-do-admin-123' };
const INSTANCE = 'E2ECONSULTAS';
const MARIA = { phone: '5511977771111', name: 'Maria Consulta' };
const JOAO = { phone: '5511977772222', name: 'João Remarca' };
const HOUR = 3_600_000;

const own = useOwnClinic(ADMIN, { movable: true });
const { api } = own;
const { writes, sentTo } = zapiInstance(() => own.sim.url, INSTANCE);
const card = boardCard;

test("a reminder goes a day before; '1' confirms it on the card and in 'Consultas', '2' asks a person to reschedule", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { token } = await giveAdminInstance(own.server.url, ADMIN, {
    id: INSTANCE,
    token: 'TOKCONSULTAS',
  });

  await signInOwn(page, own.server.url, ADMIN);
  await scanToBoard(page, own.sim.url, INSTANCE);
  await writes(MARIA, 'Oi, queria marcar uma consulta');
  await writes(JOAO, 'Bom dia');
  await expect(card(page, MARIA.name)).toBeVisible({ timeout: 20_000 });
  await expect(card(page, JOAO.name)).toBeVisible({ timeout: 20_000 });

  // Maria's appointment, 25 hours from now, from her card's menu.
  const at = inSaoPaulo(new Date(Date.now() + 25 * HOUR));
  await page.getByRole('button', { name: `Arrastar conversa ${MARIA.name}`, exact: true }).hover();
  await page.getByRole('button', { name: `Ações da conversa ${MARIA.name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Agendar lembrete de consulta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agendar lembrete de consulta' });
  // Typed the short way, 'dd/mm' (this year, or next when passed) and '14h30'.
  await dialog.getByLabel('Data da consulta', { exact: true }).fill(at.typed.slice(0, 5));
  await dialog.getByLabel('Horário', { exact: true }).fill(at.time.replace(':', 'h'));
  await dialog.getByLabel('Profissional').fill('Dra. Ana Souza');
  await expect(dialog.getByRole('checkbox', { name: '24 horas antes' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: '2 horas antes' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Agendar lembrete', exact: true }).click();
  await expect(page.getByText('Lembrete de consulta agendado').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  // The card shows the appointment, waiting for an answer.
  await expect(
    card(page, MARIA.name).getByText(`Consulta ${at.typed} às ${at.time}: Aguardando confirmação`),
  ).toBeAttached();

  // João's, through the API, with a reminder 24 hours before only.
  await api('POST', '/dashboard/appointments', token, {
    chatId: JOAO.phone,
    startsAt: `${at.iso}T${at.time}`,
    professional: 'Dr. Paulo',
    remindHoursBefore: [24],
  });

  // An hour and five minutes pass on the server: the day-before reminders go, once each.
  own.clock.advance(HOUR + 5 * 60_000);
  await expect.poll(() => sentTo(MARIA.phone), { timeout: 30_000 }).toHaveLength(1);
  const [reminder] = await sentTo(MARIA.phone);
  expect(reminder).toContain(`Olá, ${MARIA.name}! Lembramos da sua consulta`);
  expect(reminder).toContain(`${at.typed}, às ${at.time}, com Dra. Ana Souza.`);
  await expect.poll(() => sentTo(JOAO.phone), { timeout: 30_000 }).toHaveLength(1);

  // Maria answers '1': 'Confirmada' on her card, with the 'Consulta confirmada' tag.
  await writes(MARIA, '1');
  const maria = card(page, MARIA.name);
  await expect(maria.getByText(`Consulta ${at.typed} às ${at.time}: Confirmada`)).toBeAttached({
    timeout: 20_000,
  });
  await expect(maria.getByText('Consulta confirmada')).toBeVisible();
  await page.screenshot(shot('appointment-confirmed-card'));

  // João answers '2': his chat goes to a person, and whoever is on the board is told.
  await writes(JOAO, '2');
  // Exact: for its first second Radix also announces the toast in a live region whose text
  // starts with 'Notificação', and a partial match would find both.
  await expect(
    page.getByText(`${JOAO.name} pediu para remarcar a consulta`, { exact: true }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(
    page
      .getByRole('region', { name: 'Atendimento Humanizado', exact: true })
      .getByRole('button', { name: `Abrir conversa ${JOAO.name}`, exact: true }),
  ).toBeVisible();

  // 'Consultas' on that day: Maria Confirmada, João Remarcar.
  await page.getByRole('button', { name: 'Consultas', exact: true }).click();
  const agenda = page.getByRole('dialog', { name: 'Consultas' });
  await agenda.getByLabel('Dia', { exact: true }).fill(at.typed);
  // Each row is named by what it shows, its state included (issue 53).
  const maryRow = agenda.getByRole('button', {
    name: new RegExp(`^Abrir conversa:.*${MARIA.name}.*Confirmada`),
  });
  await expect(maryRow).toContainText('Confirmada');
  await expect(maryRow).toContainText('Resposta: "1"');
  await expect(
    agenda.getByRole('button', { name: new RegExp(`^Abrir conversa:.*${JOAO.name}.*Remarcar`) }),
  ).toContainText('Remarcar');
  await expect(agenda.getByText('Confirmada: 1')).toBeVisible();
  await expect(agenda.getByText('Remarcar: 1')).toBeVisible();
  await page.screenshot(shot('appointment-agenda'));
  await page.setViewportSize({ width: 1366, height: 768 });
  await expectAccessible(page, "'Consultas' no computador");
  await page.screenshot({ ...shot('issue-53-consultas-1366'), fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(maryRow).toBeVisible();
  await expectAccessible(page, "'Consultas' no celular");
  await page.screenshot({ ...shot('issue-53-consultas-390'), fullPage: false });
  await page.setViewportSize({ width: 1366, height: 860 });

  // A click opens Maria's chat, whose header says the same.
  await maryRow.click();
  const chatWindow = page.getByRole('dialog', { name: MARIA.name });
  await expect(
    chatWindow.getByText(`Consulta ${at.typed} às ${at.time}: Confirmada`),
  ).toBeVisible();
  await expect(chatWindow.getByText(reminder!)).toBeVisible();
  await page.screenshot(shot('appointment-chat-window'));
});

import { fileURLToPath } from 'node:url';

import { expect, test } from '@playwright/test';

import { expectAccessible } from '../support/axe.ts';
import { shot } from '../support/inbox.ts';
import { giveAdminInstance, scanToBoard, signInOwn, useOwnClinic } from '../support/own-clinic.ts';
import { boardCard, inSaoPaulo, zapiInstance } from '../support/simulator-control.ts';

/**
 * The waiting list fills a freed slot, end to end: a patient put on 'Lista de espera' from her
 * card, another patient's appointment cancelled by the clinic in 'Consultas', the slot offered in
 * one click, the waiting patient's '1' sent from the simulated phone, and her new appointment in
 * 'Consultas'.
 */

const ADMIN = { email: 'admin@espera.test', password: 'senha-do-admin-123' };
const INSTANCE = 'E2EESPERA';
const CARLA = { phone: '5511977773333', name: 'Carla Cancela' };
const WANDA = { phone: '5511977774444', name: 'Wanda Espera' };
const HOUR = 3_600_000;

const own = useOwnClinic(ADMIN, { movable: true });
const { api } = own;
const { writes, sentTo } = zapiInstance(() => own.sim.url, INSTANCE);
const card = boardCard;

test("a cancelled slot goes to the waiting list: the waiting patient's '1' books it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { token } = await giveAdminInstance(own.server.url, ADMIN, {
    id: INSTANCE,
    token: 'TOKESPERA',
  });
  // The offer keeps the clinic's opening hours; the journey runs at any hour.
  const hours = (await api('GET', '/dashboard/settings/opening-hours', token)).hours as Record<
    string,
    unknown
  >;
  await api('PUT', '/dashboard/settings/opening-hours', token, { ...hours, enabled: false });

  await signInOwn(page, own.server.url, ADMIN);
  await scanToBoard(page, own.sim.url, INSTANCE);
  await writes(CARLA, 'Oi, tenho consulta');
  await writes(WANDA, 'Oi, queria um horário antes');
  await expect(card(page, CARLA.name)).toBeVisible({ timeout: 20_000 });
  await expect(card(page, WANDA.name)).toBeVisible({ timeout: 20_000 });

  // Wanda on the waiting list, from her card's menu: Dra. Ana, any day or period.
  await page.getByRole('button', { name: `Arrastar conversa ${WANDA.name}`, exact: true }).hover();
  await page.getByRole('button', { name: `Ações da conversa ${WANDA.name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Lista de espera' }).click();
  const wish = page.getByRole('dialog', { name: 'Lista de espera' });
  await wish.getByLabel('Procedimento').fill('Limpeza');
  await wish.getByLabel('Profissional (vazio: qualquer um)').fill('Dra. Ana Souza');
  await wish.getByRole('button', { name: 'Pôr na lista de espera' }).click();
  await expect(page.getByText('Paciente na lista de espera').first()).toBeVisible();
  await expect(wish).toBeHidden();

  // Carla's cleaning with Dra. Ana Souza, 30 hours from now, typed without the dot: the slot is
  // still Wanda's (issue 53).
  const at = inSaoPaulo(new Date(Date.now() + 30 * HOUR));
  await api('POST', '/dashboard/appointments', token, {
    chatId: CARLA.phone,
    startsAt: `${at.iso}T${at.time}`,
    professional: 'Dra Ana Souza',
    procedure: 'Limpeza',
    remindHoursBefore: [2],
  });

  // 'Consultas' on that day: the clinic cancels Carla's; the freed slot fits Wanda.
  await page.getByRole('button', { name: 'Consultas', exact: true }).click();
  const agenda = page.getByRole('dialog', { name: 'Consultas' });
  await agenda.getByLabel('Dia', { exact: true }).fill(at.typed);
  await expect(
    agenda.getByRole('button', { name: new RegExp(`^Abrir conversa:.*${CARLA.name}`) }),
  ).toBeVisible();
  // It asks first, with the patient and the time, and offers to tell her (issue 53).
  await agenda.getByRole('button', { name: 'Cancelado pela clínica' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Cancelar a consulta?' });
  await expect(ask).toContainText(`${CARLA.name}, ${at.typed} às ${at.time} com Dra Ana Souza.`);
  const notice = ask.getByLabel('Mensagem ao paciente');
  await expect(notice).toHaveValue(/^Olá, Carla! Precisamos cancelar a sua consulta/);
  await page.setViewportSize({ width: 1366, height: 768 });
  await expectAccessible(page, 'a confirmação do cancelamento');
  await page.screenshot({ ...shot('issue-53-cancel-confirm-1366'), fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(ask.getByRole('button', { name: 'Cancelar consulta' })).toBeInViewport();
  await page.screenshot({ ...shot('issue-53-cancel-confirm-390'), fullPage: false });
  await page.setViewportSize({ width: 1366, height: 860 });
  await notice.fill('Carla, a Dra. Ana precisou desmarcar. Podemos remarcar?');
  await ask.getByRole('button', { name: 'Cancelar consulta' }).click();
  await expect(
    page.getByText('Consulta cancelada. Paciente avisado pelo WhatsApp').first(),
  ).toBeVisible();
  await expect
    .poll(() => sentTo(CARLA.phone), { timeout: 20_000 })
    .toContain('Carla, a Dra. Ana precisou desmarcar. Podemos remarcar?');
  const slot = agenda.getByRole('region', { name: 'Horários vagos' });
  await expect(slot.getByText(`Combina com: ${WANDA.name}`)).toBeVisible({ timeout: 20_000 });
  await expect(slot).toContainText('quem entrou primeiro na lista é avisado primeiro');
  await page.screenshot(shot('waiting-list-freed-slot'));
  await page.setViewportSize({ width: 1366, height: 768 });
  await slot.scrollIntoViewIfNeeded();
  await page.screenshot({ ...shot('issue-53-waiting-list-1366'), fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await slot.scrollIntoViewIfNeeded();
  await expectAccessible(page, "'Consultas' com a lista de espera, no celular");
  await page.screenshot({ ...shot('issue-53-waiting-list-390'), fullPage: false });
  await page.setViewportSize({ width: 1366, height: 860 });
  await slot.getByRole('button', { name: 'Avisar 1 paciente da lista' }).click();
  await expect(page.getByText('1 paciente da lista avisado').first()).toBeVisible();

  // The offer reaches Wanda's phone; she answers '1' from it.
  await expect
    .poll(() => sentTo(WANDA.phone), { timeout: 30_000 })
    .toEqual([
      expect.stringMatching(
        /^Vagou um horário com Dra Ana Souza .* Responda 1 para ficar com ele\.$/,
      ),
    ]);
  await writes(WANDA, '1');
  await expect.poll(() => sentTo(WANDA.phone), { timeout: 30_000 }).toHaveLength(2);
  expect((await sentTo(WANDA.phone))[1]).toMatch(/^Pronto! O horário com Dra Ana Souza .* é seu\./);

  // Her appointment is in 'Consultas', at Carla's time, and the slot says who took it.
  await expect(slot.getByText(`Preenchido por ${WANDA.name}`)).toBeVisible({ timeout: 20_000 });
  const wandaRow = agenda.getByRole('button', {
    name: new RegExp(`^Abrir conversa:.*${WANDA.name}`),
  });
  await expect(wandaRow).toBeVisible();
  await expect(wandaRow).toContainText(at.time);
  await expect(wandaRow).toContainText('Dra Ana Souza · Limpeza');
  await expect(wandaRow).toContainText('Aguardando confirmação');
  await page.screenshot(shot('waiting-list-filled'));

  // Issue 53, item 7: with the clinic closed until an opening three days ahead, an offer says
  // when it goes, on the slot, on the patient and in the toast; a slot at 08:30 that day, whose
  // offer could only go past its last moment (07:30), says so instead of offering it.
  const opens = inSaoPaulo(new Date(Date.now() + 3 * 24 * HOUR));
  const opensOn = new Date(`${opens.iso}T12:00:00Z`).getUTCDay();
  await api('PUT', '/dashboard/settings/opening-hours', token, {
    ...hours,
    enabled: true,
    days: Array.from({ length: 7 }, (_, d) =>
      d === opensOn ? [{ start: '08:00', end: '18:00' }] : [],
    ),
    closedDates: [],
    closedDateNames: {},
  });
  await api('POST', '/dashboard/waiting-list', token, {
    chatId: CARLA.phone,
    procedure: 'Limpeza',
  });
  const later = inSaoPaulo(new Date(Date.now() + 5 * 24 * HOUR));
  for (const startsAt of [`${later.iso}T15:00`, `${opens.iso}T08:30`]) {
    const booked = await api('POST', '/dashboard/appointments', token, {
      chatId: WANDA.phone,
      startsAt,
      professional: 'Dra. Ana Souza',
      procedure: 'Limpeza',
      remindHoursBefore: [],
    });
    const { id } = booked.appointment as { id: string };
    await api('DELETE', `/dashboard/appointments/${id}`, token);
  }
  await page.reload();
  await page.getByRole('button', { name: 'Consultas', exact: true }).click();
  const when = `${WEEKDAYS[opensOn]} às 08:00`;
  const freed = page.getByRole('dialog', { name: 'Consultas' }).getByRole('region', {
    name: 'Horários vagos',
  });
  await expect(
    freed.getByText(
      `Não dá tempo de avisar a lista: a clínica só abre ${when}, depois do prazo de 1 hora antes do horário. Avise por telefone, se quiser.`,
    ),
  ).toBeVisible({ timeout: 20_000 });
  await freed.getByRole('button', { name: 'Avisar 1 paciente da lista' }).click();
  const ready = `Oferta pronta: 1 paciente da lista será avisado ${when}, na abertura da clínica`;
  await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
  // Read, it goes by itself (5 s): the screenshots below show the slots it would cover. Not
  // closed by a click: the toast sits at the foot of the dialog, which moves while the slots
  // refresh under it, and a click waiting for it to hold still could outlast it.
  await expect(page.getByText(ready, { exact: true })).toHaveCount(0, { timeout: 20_000 });
  await expect(
    freed.getByText(`Oferta a 1 paciente: sai ${when}, na abertura da clínica`),
  ).toBeVisible();
  await expect(
    page.getByText(`Oferta de horário sai ${when}, na abertura da clínica`),
  ).toBeVisible();
  expect(await sentTo(CARLA.phone)).not.toContainEqual(expect.stringMatching(/^Vagou/));
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.getByText(`Oferta de horário sai ${when}`).scrollIntoViewIfNeeded();
    await expectAccessible(page, `'Consultas' com a oferta esperando a abertura (${width} px)`);
    await page.screenshot({
      path: fileURLToPath(
        new URL(`../../docs/screens/issue-53/waiting-list-held-${width}.png`, import.meta.url),
      ),
      animations: 'disabled',
    });
  }
});

const WEEKDAYS = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
];

import { fileURLToPath } from 'node:url';

import { expect, test, type Page } from '@playwright/test';

import { demoHeaders, leaveDemoAlone, signInConnected, simulator } from '../support/demo.ts';
import { invitationToken, newEmail, shot } from '../support/inbox.ts';
import { issueShots } from '../support/issue-shots.ts';

const PHONE = '5511966665555';
const PATIENT = 'Helena Prado';
const ANA = 'Recepção Demo';
/** The demo clinic's own name (issue 53: no longer its Responsável's). */
const CLINIC = 'Clínica Sorriso';
const BRUNO = { name: 'Bruno Lima', password: 'senha-do-bruno-1' };

/** Whatever happens in the journey, the demo clinic ends as a clinic of one again. */
test.afterEach(async ({ request }) => leaveDemoAlone(request, await demoHeaders(request)));

const card = (page: Page) => page.getByRole('button', { name: `Abrir conversa ${PATIENT}` });

test('a team on one number: invite, join, who sent what, assignment, presence and removal', async ({
  page: ana,
  browser,
  request,
}) => {
  // Two browsers and a long story: 50 s on a quiet machine, past 2 minutes on a slow one.
  test.setTimeout(240_000);
  const instanceId = await signInConnected(ana, request);
  await simulator(request, `/instances/${instanceId}/inbound`, {
    phone: PHONE,
    name: PATIENT,
    message: 'Bom dia, queria marcar uma consulta',
  });
  await expect(card(ana)).toBeVisible({ timeout: 20_000 });

  // Ana invites Bruno from 'Equipe'.
  await ana.getByRole('button', { name: 'Equipe', exact: true }).click();
  const team = ana.getByRole('dialog', { name: 'Equipe' });
  const email = newEmail();
  await team.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await team.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(team.getByText(email, { exact: true })).toBeVisible();
  await ana.screenshot(shot('team-dialog'));
  await team.getByRole('button', { name: 'Fechar' }).first().click();

  // Bruno opens the mailed link in his own browser and joins.
  const brunoContext = await browser.newContext();
  const bruno = await brunoContext.newPage();
  await bruno.goto(`/convite?token=${await invitationToken(email)}`);
  await expect(bruno.getByText(`Convite para a equipe de ${CLINIC}`)).toBeVisible();
  await bruno.screenshot(shot('team-invitation'));
  // Issue 53, item 17: the page names the clinic, not its Responsável.
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await bruno.setViewportSize({ width, height });
    await expect(bruno.getByText(`Convite para a equipe de ${CLINIC}`)).toBeVisible();
    await bruno.screenshot({
      path: fileURLToPath(
        new URL(`../../docs/screens/issue-53/convite-${width}.png`, import.meta.url),
      ),
      animations: 'disabled',
    });
  }
  await bruno.getByLabel('Seu nome').fill(BRUNO.name);
  await bruno.getByLabel('Senha', { exact: true }).fill(BRUNO.password);
  await bruno.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(bruno).toHaveURL(/\/dashboard$/);
  await expect(card(bruno)).toBeVisible({ timeout: 20_000 });
  // An Atendente has no routines.
  await expect(bruno.getByRole('button', { name: 'Rotinas Automáticas' })).toHaveCount(0);
  await expect(bruno.getByRole('button', { name: 'Clínica', exact: true })).toHaveCount(0);

  // Bruno opens the chat: Ana sees him there, on the card.
  await card(bruno).click();
  const brunoWindow = bruno.getByRole('dialog', { name: PATIENT });
  await expect(brunoWindow).toBeVisible();
  await expect(ana.getByText(`${BRUNO.name} está nesta conversa`)).toBeVisible({ timeout: 20_000 });
  await ana.screenshot(shot('team-presence-card'));

  // Ana answers; Bruno's open window says who sent it.
  await card(ana).click();
  const anaWindow = ana.getByRole('dialog', { name: PATIENT });
  const field = anaWindow.getByRole('textbox', { name: 'Mensagem' });
  // A retry meets this try's message in the demo clinic: its own words keep the counts its own.
  const retry = test.info().retry;
  const hello = `Olá, Helena! Temos horário amanhã às 10h.${retry ? ` (${retry + 1}ª tentativa)` : ''}`;
  await field.fill(hello);
  await field.press('Enter');
  await expect(brunoWindow.getByText(hello)).toBeVisible({
    timeout: 20_000,
  });
  await expect(brunoWindow.getByText(`Enviado por ${ANA}`).first()).toBeVisible();
  await bruno.screenshot(shot('team-sent-by'));
  // Once in each window, the provider's echo and the send's own event notwithstanding; and on
  // Bruno's board, which only live events refresh.
  await expect(anaWindow.getByText(hello)).toHaveCount(1);
  await expect(brunoWindow.getByText(hello)).toHaveCount(1);
  await brunoWindow.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(bruno.locator('article').filter({ has: card(bruno) })).toContainText(
    'Olá, Helena! Temos horário',
  );

  // Ana writes an internal note mentioning Bruno: amber, locked, never sent to Helena. Bruno is
  // told, his board's 'Menções' shows the chat, and it opens at the note.
  await anaWindow.getByRole('button', { name: 'Nota interna' }).click();
  // In the composer: a retry's chat already shows the first try's note with the same words.
  await expect(
    anaWindow.getByRole('group', { name: 'Escrever' }).getByText('Só a equipe vê'),
  ).toBeVisible();
  const noteField = anaWindow.getByRole('combobox', { name: 'Nota interna' });
  await expect(noteField).toBeFocused();
  await noteField.pressSequentially('@Bru');
  await expect(ana.getByRole('option', { name: `@${BRUNO.name}` })).toBeVisible();
  await noteField.press('Enter');
  const noteText = `já mandei o orçamento, falta o pagamento${retry ? ` (${retry + 1})` : ''}`;
  await noteField.pressSequentially(noteText);
  await noteField.press('Enter');
  const anaNote = anaWindow.locator('[data-note]').filter({ hasText: noteText });
  await expect(anaNote).toContainText(`@${BRUNO.name} já mandei o orçamento`);
  await expect(anaNote).toContainText('Só a equipe vê');
  await expect(bruno.getByText(`${ANA} mencionou você em ${PATIENT}`).first()).toBeVisible({
    timeout: 20_000,
  });
  // (1) on a first try; a retry may find the first try's mention still unseen too.
  const mentions = bruno.getByRole('button', { name: /^Menções \(\d\)$/ });
  await expect(mentions).toBeVisible();
  await mentions.click();
  await expect(mentions).toHaveAttribute('aria-pressed', 'true');
  await expect(bruno.getByRole('button', { name: /^Abrir conversa / })).toHaveCount(1);
  await issueShots(bruno, 54, 'mentions-filter');
  await card(bruno).click();
  const brunoNote = brunoWindow.locator('[data-note]').filter({ hasText: noteText });
  await expect(brunoNote).toContainText('já mandei o orçamento');
  await expect(brunoNote).toBeInViewport();
  await issueShots(ana, 54, 'chat-window-note');
  // Opened: the mention is seen, and the filter's count goes.
  await brunoWindow.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(bruno.getByRole('button', { name: 'Menções', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await bruno.getByRole('button', { name: 'Menções', exact: true }).click();
  await anaWindow.getByRole('button', { name: 'Mensagem', exact: true }).click();

  // Ana assigns the chat to Bruno from the window's header; Bruno is told, and 'Minhas
  // conversas' shows it.
  await anaWindow.getByRole('button', { name: 'Atribuir a...' }).click();
  await ana.getByRole('menuitemradio', { name: BRUNO.name }).click();
  await expect(anaWindow.getByRole('button', { name: `Atribuída a ${BRUNO.name}` })).toBeVisible();
  await expect(
    bruno.getByText(`${ANA} atribuiu a conversa com ${PATIENT} a você`).first(),
  ).toBeVisible({ timeout: 20_000 });
  await bruno.getByRole('button', { name: 'Minhas conversas' }).click();
  await expect(card(bruno)).toBeVisible();
  await expect(bruno.getByRole('button', { name: /^Abrir conversa / })).toHaveCount(1, {
    timeout: 20_000,
  });
  await bruno.screenshot(shot('team-mine-filter'));

  // Ana removes Bruno: his page goes back to the login.
  await anaWindow.getByRole('button', { name: 'Fechar' }).first().click();
  await ana.getByRole('button', { name: 'Equipe', exact: true }).click();
  await team.getByRole('button', { name: 'Remover da equipe' }).click();
  await ana.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(team.getByText(BRUNO.name)).toHaveCount(0);
  await expect(bruno).toHaveURL(/\/(login)?$/, { timeout: 30_000 });
  await brunoContext.close();
});

test('the invitation page of a dead link says what to do', async ({ page }) => {
  await page.goto(`/convite?token=${'A'.repeat(43)}`);
  await expect(page.getByText('Este convite não vale mais')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir para o login' })).toBeVisible();
});

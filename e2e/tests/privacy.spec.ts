import { expect, test } from '@playwright/test';

import { readFile } from 'node:fs/promises';

import { readZip } from '../../apps/server/test/helpers/read-zip.ts';
import { DEMO_USER, instanceIdOf, signInConnected, simulator } from '../support/demo.ts';
import { shot } from '../support/inbox.ts';

const PHONE = '5511977775151';
const NAME = 'Lúcia Privada';

test("opening a patient's chat is in 'Privacidade'; the patient's export opens as a ZIP; erasing the patient removes the card and the number starts afresh", async ({
  page,
  request,
}) => {
  const instanceId = await instanceIdOf(request, DEMO_USER.email);
  await signInConnected(page, request);
  await simulator(request, `/instances/${instanceId}/inbound`, {
    phone: PHONE,
    name: NAME,
    message: 'Bom dia, meus exames ficaram prontos?',
  });
  const privacyButton = page.getByRole('button', { name: 'Privacidade', exact: true });
  const open = page.getByRole('button', { name: `Abrir conversa ${NAME}`, exact: true });
  await expect(open).toBeVisible({ timeout: 20_000 });
  await open.click();
  const win = page.getByRole('dialog', { name: NAME });
  await expect(win.getByText('Bom dia, meus exames ficaram prontos?')).toBeVisible();
  await win.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(win).toBeHidden();

  await privacyButton.click();
  const privacy = page.getByRole('dialog', { name: 'Privacidade' });
  // The whole name: other journeys on the same demo account open 'Lúcia Prado'.
  await privacy.getByLabel('Paciente').fill(NAME);
  const log = privacy.getByRole('list', { name: 'Privacidade' });
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await expect(log).toContainText(`abriu a conversa com ${NAME}`);
  await expect(log).toContainText('IP 127.0.0.1');
  await page.screenshot(shot('privacy-access-log'));

  // The log's own CSV: downloaded, and itself recorded.
  await privacy.getByLabel('Paciente').fill('');
  const download = page.waitForEvent('download');
  await privacy.getByRole('button', { name: 'Exportar CSV' }).click();
  expect((await download).suggestedFilename()).toBe('acessos.csv');
  await expect(log.getByRole('listitem').first()).toContainText('exportou CSV');

  await page.keyboard.press('Escape');
  await expect(privacy).toBeHidden();
  // The dialog hands the focus back to its button once it has faded out: a card menu opened
  // before that would see the focus leave it, and its sub-menu close under the pointer.
  await expect(privacyButton).toBeFocused();

  // The patient's data on request: one ZIP, downloaded as any file, that opens.
  await page.getByRole('button', { name: `Arrastar conversa ${NAME}`, exact: true }).hover();
  await page.getByRole('button', { name: `Ações da conversa ${NAME}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Dados do paciente' }).click();
  const exportItem = page.getByRole('menuitem', { name: 'Exportar dados do paciente' });
  await expect(exportItem).toBeVisible();
  // The viewport only: a full-page shot resizes the page for a moment, the menu moves under the
  // still pointer, and the sub-menu it was hovering closes.
  await page.screenshot({ ...shot('privacy-card-menu'), fullPage: false });
  const zipDownload = page.waitForEvent('download');
  await exportItem.click();
  const zip = await zipDownload;
  expect(zip.suggestedFilename()).toMatch(/^paciente-5511977775151-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByText('A exportação começou a baixar').first()).toBeVisible();
  const files = readZip(await readFile((await zip.path())!));
  const byName = new Map(files.map((f) => [f.name, f.bytes.toString('utf8')]));
  expect(byName.get('conversa.html')).toContain(`Conversa com ${NAME}`);
  expect(byName.get('conversa.html')).toContain('Bom dia, meus exames ficaram prontos?');
  expect(JSON.parse(byName.get('mensagens.json')!)).toEqual([
    expect.objectContaining({ texto: 'Bom dia, meus exames ficaram prontos?', daClinica: false }),
  ]);
  expect(byName.has('manifesto.json')).toBe(true);
  await privacyButton.click();
  await expect(
    privacy.getByRole('list', { name: 'Privacidade' }).getByRole('listitem').first(),
  ).toContainText(`exportou os dados de ${NAME}`);
  await page.keyboard.press('Escape');
  await expect(privacy).toBeHidden();
  // The dialog hands the focus back to its button once it has faded out: a card menu opened
  // before that would see the focus leave it, and its sub-menu close under the pointer.
  await expect(privacyButton).toBeFocused();

  // Erasure: the number typed again, the card gone, and the number writing again starts afresh.
  await page.getByRole('button', { name: `Arrastar conversa ${NAME}`, exact: true }).hover();
  await page.getByRole('button', { name: `Ações da conversa ${NAME}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Dados do paciente' }).click();
  await page.getByRole('menuitem', { name: 'Apagar dados do paciente' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Apagar dados do paciente' });
  await confirm.getByLabel('Digite o número do paciente para confirmar').fill('(11) 97777-5151');
  await page.screenshot(shot('privacy-erase-confirm'));
  await confirm.getByRole('button', { name: 'Apagar dados' }).click();
  await expect(page.getByText('Dados do paciente apagados').first()).toBeVisible();
  await expect(open).toHaveCount(0, { timeout: 20_000 });
  // The log says an erasure happened, by whom and when, and not whose.
  await privacyButton.click();
  const entries = privacy.getByRole('list', { name: 'Privacidade' }).getByRole('listitem');
  await expect(entries.first()).toContainText('apagou os dados do paciente');
  await expect(entries.nth(1)).toContainText('exportou os dados de um paciente apagado');
  await expect(privacy.getByRole('list', { name: 'Privacidade' })).not.toContainText(NAME);
  await page.screenshot(shot('privacy-after-erasure'));
  await page.keyboard.press('Escape');
  await expect(privacy).toBeHidden();
  // The dialog hands the focus back to its button once it has faded out: a card menu opened
  // before that would see the focus leave it, and its sub-menu close under the pointer.
  await expect(privacyButton).toBeFocused();

  await simulator(request, `/instances/${instanceId}/inbound`, {
    phone: PHONE,
    name: NAME,
    message: 'Oi, voltei',
  });
  await expect(open).toBeVisible({ timeout: 20_000 });
  await open.click();
  await expect(win.getByText('Oi, voltei', { exact: true })).toBeVisible();
  await expect(win.getByText('Bom dia, meus exames ficaram prontos?')).toHaveCount(0);
});

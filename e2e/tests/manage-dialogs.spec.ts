import { fileURLToPath } from 'node:url';

import { expect, test } from '@playwright/test';

import { signInConnected } from '../support/demo.ts';
import { shot } from '../support/inbox.ts';

/** Issue 49's screenshots of 'Integrações', kept in the repository beside its notes. */
const issueShot = (name: string) => ({
  path: fileURLToPath(new URL(`../../docs/screens/issue-49/${name}.png`, import.meta.url)),
  animations: 'disabled' as const,
});

// A linked account: no connect dialog opens over the side menu.
test.beforeEach(async ({ page, request }) => {
  await signInConnected(page, request);
});

test('tags: create, refuse a duplicate, edit and delete', async ({ page }) => {
  const name = `Convênio ${Date.now() % 10000}`;
  await page.getByRole('button', { name: 'Gerenciar Etiquetas' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Gerenciar Etiquetas' });
  await dialog.getByLabel('Nome da etiqueta').fill(name);
  await expect(dialog.getByText(`${name.length}/50`)).toBeVisible();
  await dialog.getByRole('radio', { name: 'violeta' }).click();
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Etiqueta criada!').first()).toBeVisible();
  await expect(dialog.getByText(name, { exact: true })).toBeVisible();

  await dialog.getByLabel('Nome da etiqueta').fill(name.toUpperCase());
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Etiqueta já existe').first()).toBeVisible();
  await expect(page.getByText('Já existe uma etiqueta com esse nome.').first()).toBeVisible();
  await page.screenshot(shot('tags-duplicate'));

  await dialog.getByRole('button', { name: `Editar etiqueta ${name}` }).click();
  await expect(dialog.getByText('Editando').first()).toBeVisible();
  await dialog.getByLabel('Nome da etiqueta').fill(`${name} editada`);
  await dialog.getByRole('button', { name: 'Atualizar' }).click();
  await expect(page.getByText('Etiqueta atualizada!').first()).toBeVisible();
  await expect(dialog.getByText(`${name} editada`, { exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: `Remover etiqueta ${name} editada` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText('Etiqueta removida!').first()).toBeVisible();
  await expect(dialog.getByText(`${name} editada`, { exact: true })).toHaveCount(0);
});

test('routines: fill two slots and edit one', async ({ page }) => {
  await page.getByRole('button', { name: 'Rotinas Automáticas' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Rotinas Automáticas' });
  const first = dialog.getByRole('region', { name: 'Primeira Rotina' });
  const second = dialog.getByRole('region', { name: 'Segunda Rotina' });
  for (const [slot, text, hours] of [
    [first, 'Olá! Ficou alguma dúvida sobre o agendamento?', '2'],
    [second, 'Ainda podemos ajudar? Temos horários esta semana.', '24'],
  ] as const) {
    // The slot's routine arrives with the dialog's request: wait for its button, whichever it is.
    await expect(slot.getByRole('button', { name: /^(Editar|Adicionar)$/ })).toBeVisible();
    if (await slot.getByRole('button', { name: 'Editar' }).isVisible())
      await slot.getByRole('button', { name: 'Editar' }).click();
    else await slot.getByRole('button', { name: 'Adicionar' }).click();
    await slot.getByLabel('Mensagem').fill(text);
    // The hint's own example is typed as a person types it: '0,5' stays '0,5' (half an hour; a
    // number box took it for '05', five hours, or refused it).
    await slot.getByLabel('Horas de espera').fill('0,5');
    await expect(slot.getByLabel('Horas de espera')).toHaveValue('0,5');
    await slot.getByLabel('Horas de espera').fill(hours);
    await slot.getByRole('button', { name: 'Salvar' }).click();
    await expect(slot.getByText(text)).toBeVisible();
  }
  await page.screenshot(shot('routines'));
  await first.getByRole('button', { name: 'Editar' }).click();
  await first.getByLabel('Mensagem').fill('Olá! Podemos confirmar sua consulta?');
  await first.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Rotina atualizada!').first()).toBeVisible();
  await expect(first.getByText('Olá! Podemos confirmar sua consulta?')).toBeVisible();
  // Blank text is refused before any call.
  await first.getByRole('button', { name: 'Editar' }).click();
  await first.getByLabel('Mensagem').fill('   ');
  await first.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Texto não pode ser vazio').first()).toBeVisible();
});

test("clinic: the routines point to 'Clínica', where the name, hours, holidays and stop words live", async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Rotinas Automáticas' }).first().click();
  const routines = page.getByRole('dialog', { name: 'Rotinas Automáticas' });
  await expect(routines.getByRole('button', { name: 'Horário de funcionamento' })).toHaveCount(0);
  await routines
    .getByRole('button', { name: 'Horário, feriados e palavras de parada ficam em Clínica' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Clínica' });
  await expect(dialog).toBeVisible();

  // The name: renamed, then put back (other journeys read the demo clinic's name).
  const name = dialog.getByLabel('Nome da clínica');
  await expect(name).not.toHaveValue('');
  const original = await name.inputValue();
  await name.fill('Clínica Sorriso Centro');
  await dialog.getByRole('button', { name: 'Salvar nome' }).click();
  await expect(page.getByText('Nome da clínica salvo').first()).toBeVisible();
  await name.fill(original);
  await dialog.getByRole('button', { name: 'Salvar nome' }).click();
  await expect(name).toHaveValue(original);

  // Hours: the zone is a place.
  await dialog.getByRole('button', { name: 'Horário de funcionamento' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Fuso horário da clínica' })).toContainText(
    /Brasília|Manaus|Fortaleza|Recife|Salvador|Cuiabá|Belém/,
  );
  await dialog.getByRole('button', { name: 'Salvar horário' }).click();
  await expect(page.getByText('Horário de funcionamento salvo').first()).toBeVisible();

  // Holidays: the national ones, a date every year, saved on their own.
  await dialog.getByRole('button', { name: 'Feriados', exact: true }).click();
  await dialog.getByRole('button', { name: 'Adicionar feriados nacionais' }).click();
  const holidays = dialog.getByRole('list', { name: 'Feriados' });
  await expect(holidays.getByText(/Natal/)).toBeVisible();
  await expect(holidays.getByText(/Sexta-feira Santa/).first()).toBeVisible();
  const typed = dialog.getByLabel(/Nova data/);
  await typed.fill('19/03');
  await dialog.getByRole('button', { name: 'Adicionar data' }).click();
  await expect(holidays.getByText('19/03')).toBeVisible();
  await page.screenshot(shot('clinic-holidays'));
  await dialog.getByRole('button', { name: 'Salvar feriados' }).click();
  await expect(page.getByText('Feriados salvos').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Remover 19/03' }).click();
  await dialog.getByRole('button', { name: 'Salvar feriados' }).click();
  await expect(holidays.getByText('19/03')).toHaveCount(0);

  // Stop words.
  await dialog.getByRole('button', { name: 'Palavras de parada' }).click();
  await expect(dialog.getByLabel('Palavras de parada (uma por linha)')).not.toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // 'Integrações' (issue 49): a key is made with a name and scopes, shown once, then listed
  // without it, and revoked after a confirmation.
  const keyName = `Agenda ${Date.now() % 10000}`;
  await page.getByRole('button', { name: 'Integrações' }).first().click();
  const keys = page.getByRole('dialog', { name: 'Integrações' });
  await keys.getByLabel('Nome da chave').fill(keyName);
  await keys.getByRole('checkbox', { name: 'Ler consultas' }).click();
  await keys.getByRole('checkbox', { name: 'Criar e alterar consultas' }).click();
  await keys.getByRole('button', { name: 'Criar chave' }).click();
  const token = keys.getByLabel(keyName, { exact: true });
  await expect(token).toHaveValue(/^cck_[A-Za-z0-9_-]{43}$/);
  const secret = await token.inputValue();
  await expect(
    keys.getByText('Esta é a única vez que a chave aparece.', { exact: false }),
  ).toBeVisible();
  const listed = keys.getByRole('list', { name: 'Chaves de API ativas' });
  await expect(listed.getByText(keyName)).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot(issueShot('integrations-1366'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot(issueShot('integrations-390'));
  await page.setViewportSize({ width: 1366, height: 860 });
  await keys.getByRole('button', { name: 'Já guardei a chave' }).click();
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(keys.getByLabel(keyName, { exact: true })).toHaveCount(0);
  await keys.getByRole('button', { name: `Revogar a chave ${keyName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revogar chave' }).click();
  await expect(page.getByText('Chave revogada').first()).toBeVisible();
  await expect(listed.getByText(keyName)).toHaveCount(0);
});

test('ready-made texts: create and delete', async ({ page }) => {
  const title = `Boas-vindas ${Date.now() % 10000}`;
  await page.getByRole('button', { name: 'Textos Pré-Configurados' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Textos Pré-Configurados' });
  await dialog.getByRole('button', { name: 'Novo texto' }).click();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    dialog.getByRole('alert').getByText('Título e conteúdo são obrigatórios'),
  ).toBeVisible();
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Conteúdo').fill('Olá! Seja bem-vindo à clínica. Como podemos ajudar?');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText(title)).toBeVisible();
  await page.screenshot(shot('texts'));
  await dialog.getByRole('button', { name: `Deletar texto ${title}` }).click();
  await expect(page.getByText('Deseja realmente deletar este texto?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deletar' }).click();
  await expect(dialog.getByText(title)).toHaveCount(0);
});

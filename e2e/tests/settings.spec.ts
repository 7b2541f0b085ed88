import { expect, test, type Page } from '@playwright/test';

import { signIn } from '../support/demo.ts';
import { mailCount, newEmail, readCode, readResetLink, shot } from '../support/inbox.ts';

const PASSWORD = 'senha-da-clinica-1';

/** A new confirmed account, made through the API with the code from the SMTP sink. */
async function newAccount(page: Page, name: string) {
  const email = newEmail();
  const reg = await page.request.post('/auth/register', {
    data: { name, email, password: PASSWORD },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const code = await readCode(email);
  const confirm = await page.request.post('/auth/confirm', { data: { email, code } });
  expect(confirm.status()).toBe(200);
  return { email, password: PASSWORD, name };
}

/** Signs in (a new account has no instance: the card, no dialog) and opens Settings. */
async function openSettings(page: Page, who: { email: string; password: string }) {
  await signIn(page, who);
  await expect(page.getByRole('region', { name: 'O que fazer agora' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', {
      name: 'Configurações',
    })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Configurações' });
  await expect(dialog.getByRole('region', { name: 'Informações da Conta' })).toBeVisible();
  return dialog;
}

test('a user renames the account, changes the e-mail with the mailed code and signs in with it', async ({
  page,
}) => {
  const account = await newAccount(page, 'Dra. Carla Mendes');
  const dialog = await openSettings(page, account);
  const panel = dialog.getByRole('region', { name: 'Informações da Conta' });
  await expect(panel.getByText(account.email)).toBeVisible();
  await expect(panel.getByText('Usuário')).toBeVisible();
  await expect(panel.getByText('Ativo', { exact: true })).toBeVisible();
  await page.screenshot({ ...shot('settings'), animations: 'disabled' });

  await panel.getByLabel('Nome').fill('Dra. Carla Mendes Rocha');
  await panel.getByRole('button', { name: 'Salvar nome' }).click();
  await expect(page.getByText('Nome atualizado com sucesso!').first()).toBeVisible();
  await expect(page.locator('header').getByText('Dra. Carla Mendes Rocha')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userName'))).toBe(
    'Dra. Carla Mendes Rocha',
  );

  const change = dialog.getByRole('region', { name: 'Alterar e-mail' });
  const target = newEmail();
  await change.getByLabel('Novo e-mail').fill(target);
  await change.getByRole('button', { name: 'Enviar código' }).click();
  await expect(
    change.getByText(`Digite o código de 6 dígitos enviado para ${target}.`),
  ).toBeVisible();
  await page.screenshot({ ...shot('settings-email-code'), animations: 'disabled' });
  const code = await readCode(target);
  const oldToken = await page.evaluate(() => localStorage.getItem('token'));
  await change.getByLabel('Código de verificação').fill(code);
  await change.getByRole('button', { name: 'Confirmar' }).click();

  await expect(
    page.getByText('Email atualizado com sucesso! Faça login novamente.').first(),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
  // The server ended the session too.
  const res = await page.request.get('/dashboard', {
    headers: { authorization: `Bearer ${oldToken}`, accept: 'application/json' },
  });
  expect(res.status()).toBe(401);

  await signIn(page, { email: target, password: account.password });
  await expect(page.locator('header').getByText('Dra. Carla Mendes Rocha')).toBeVisible();
});

test('a user changes the password with the code sent to the current e-mail', async ({ page }) => {
  const account = await newAccount(page, 'Dr. Paulo Reis');
  const dialog = await openSettings(page, account);
  const change = dialog.getByRole('region', { name: 'Alterar senha' });
  const next = 'outra-senha-forte-2';
  await change.getByLabel('Nova senha', { exact: true }).fill(next);
  await change.getByLabel('Confirmar nova senha').fill('diferente-da-outra');
  await change.getByRole('button', { name: 'Enviar código' }).click();
  await expect(change.getByText('As senhas não coincidem')).toBeVisible();
  await change.getByLabel('Confirmar nova senha').fill(next);
  const before = await mailCount(account.email);
  await change.getByRole('button', { name: 'Enviar código' }).click();
  await expect(change.getByText(`enviado para ${account.email}`, { exact: false })).toBeVisible();
  const code = await readCode(account.email, before);
  await change.getByLabel('Código de verificação').fill(code);
  await change.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Senha atualizada com sucesso!').first()).toBeVisible();
  // The form starts over, and this session goes on.
  await expect(change.getByLabel('Nova senha', { exact: true })).toHaveValue('');
  await page.screenshot({ ...shot('settings-password-changed'), animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar no Sistema' }).click();
  await expect(page.getByText('Senha incorreta').first()).toBeVisible();
  await signIn(page, { email: account.email, password: next });
});

test('a forgotten password is reset through the e-mailed link', async ({ page }) => {
  const account = await newAccount(page, 'Dra. Lúcia Prado');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
  await page.getByLabel('E-mail').fill(account.email);
  const before = await mailCount(account.email);
  await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
  await expect(page.getByRole('heading', { name: 'E-mail enviado!' })).toBeVisible();
  await expect(page.getByText(/O link expira em 24 horas\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar outro e-mail' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar ao login' })).toBeVisible();

  const link = await readResetLink(account.email, before);
  // The link points at the configured public URL (here the default, localhost and the port).
  expect(link).toMatch(/^http:\/\/localhost:\d+\/reset-password\?token=[\w-]{43}$/);
  const path = new URL(link).pathname + new URL(link).search;
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Criar nova senha' })).toBeVisible();
  await page.screenshot({ ...shot('reset-password'), animations: 'disabled' });
  const next = 'senha-recuperada-3';
  await page.getByLabel('Nova senha', { exact: true }).fill(next);
  await page.getByLabel('Confirmar nova senha').fill(next);
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Senha redefinida!').first()).toBeVisible();
  await signIn(page, { email: account.email, password: next });

  // Single use: the same link now says it is no longer valid.
  await page.goto(path);
  await page.getByLabel('Nova senha', { exact: true }).fill('mais-uma-senha-4');
  await page.getByLabel('Confirmar nova senha').fill('mais-uma-senha-4');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByRole('heading', { name: 'Link inválido ou expirado' })).toBeVisible();
  await page.screenshot({ ...shot('reset-password-invalid'), animations: 'disabled' });
  await expect(page.getByRole('link', { name: 'Pedir novo link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('@phone the Settings dialog fits a 390 px phone and works by keyboard', async ({ page }) => {
  const account = await newAccount(page, 'Dra. Helena Duarte Albuquerque');
  await signIn(page, account);
  await expect(page.getByRole('region', { name: 'O que fazer agora' })).toBeVisible();
  // Below lg the side menu is a drawer behind 'Abrir menu'.
  const drawer = page.getByRole('button', { name: 'Abrir menu' });
  if (await drawer.isVisible()) await drawer.click();
  await page.getByRole('button', { name: 'Configurações' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configurações' });
  await expect(dialog.getByRole('region', { name: 'Informações da Conta' })).toBeVisible();
  await page.screenshot({
    ...shot(`settings-${page.viewportSize()?.width}`),
    animations: 'disabled',
  });
  expect(await dialog.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(
    false,
  );

  // Keyboard: Tab reaches the name field and Enter saves it.
  const name = dialog.getByLabel('Nome', { exact: true });
  await name.focus();
  await name.fill('Dra. Helena Duarte');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Nome atualizado com sucesso!').first()).toBeVisible();
  await dialog.getByRole('region', { name: 'Alterar senha' }).scrollIntoViewIfNeeded();
  await page.screenshot({
    ...shot(`settings-password-${page.viewportSize()?.width}`),
    animations: 'disabled',
  });
  await dialog.getByRole('region', { name: 'Notificações' }).scrollIntoViewIfNeeded();
  await page.screenshot({
    ...shot(`settings-notifications-${page.viewportSize()?.width}`),
    animations: 'disabled',
  });
  // Escape closes the newest layer first (the toast, if still shown), then the dialog.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden({ timeout: 500 });
  }).toPass({ timeout: 5000 });
});

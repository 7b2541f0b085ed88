import { expect, test } from '@playwright/test';

import { newEmail, readCode, shot } from '../support/inbox.ts';

const PASSWORD = 'senha-da-clinica-1';

test('a newcomer signs up, confirms the mailed code, reaches the dashboard, signs out and in again', async ({
  page,
}) => {
  const email = newEmail();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.screenshot(shot('login'));

  await page.getByRole('link', { name: 'Registre-se' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByLabel('Nome').fill('Dra. Beatriz Lima');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar senha').fill(PASSWORD);
  await page.screenshot(shot('signup'));
  await page.getByRole('button', { name: 'Criar conta' }).click();

  await expect(page).toHaveURL(/\/confirm$/);
  await expect(page.getByText('Verifique seu e-mail').first()).toBeVisible();
  await page.screenshot(shot('confirm'));
  const code = await readCode(email);
  await page.getByLabel('Código de confirmação').fill(code);
  await page.getByRole('button', { name: 'Confirmar' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Conta confirmada!').first()).toBeVisible();
  await expect(page.getByText('Conecte seu WhatsApp Business')).toBeVisible();
  await expect(page.getByText('Dra. Beatriz Lima').first()).toBeVisible();
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    userId: localStorage.getItem('userId'),
    userName: localStorage.getItem('userName'),
    userEmail: localStorage.getItem('userEmail'),
    userRole: localStorage.getItem('userRole'),
    dashboardData: localStorage.getItem('dashboardData'),
  }));
  expect(stored.token).toBeTruthy();
  expect(stored.userName).toBe('Dra. Beatriz Lima');
  expect(stored.userEmail).toBe(email);
  expect(stored.userRole).toBe('USER');
  expect(JSON.parse(stored.dashboardData ?? '{}').user.confirmed).toBe(true);
  // A new account has no provider instance: the card says why and what to do, and no error
  // dialog opens by itself.
  await expect(
    page.getByText(
      'Nenhuma instância do WhatsApp configurada para sua conta. Fale com o administrador.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'O que fazer agora' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Conectar Agora' })).toBeVisible();
  // That no dialog opens later by itself is held by dashboard-page.test.tsx on a test clock.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.screenshot(shot('connect-no-instance'));
  // Asked for, the dialog still says why.
  await page.getByRole('button', { name: 'Conectar Agora' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erro na Conexão' });
  await expect(
    dialog.getByText(
      'Nenhuma instância do WhatsApp configurada para sua conta. Fale com o administrador.',
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await page.screenshot(shot('dashboard'));

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The server session is over too: the old token no longer opens the dashboard.
  const res = await page.request.get('/dashboard', {
    headers: { authorization: `Bearer ${stored.token}`, accept: 'application/json' },
  });
  expect(res.status()).toBe(401);

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar no Sistema' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Login realizado com sucesso!').first()).toBeVisible();
  await expect(page.getByText('Bem-vindo de volta, Dra. Beatriz Lima!').first()).toBeVisible();
});

test('the confirm screen rejects a wrong code', async ({ page }) => {
  const email = newEmail();
  await page.goto('/signup');
  await page.getByLabel('Nome').fill('Carlos');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/confirm$/);
  const code = await readCode(email);
  await page.getByLabel('Código de confirmação').fill(code === '111111' ? '222222' : '111111');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Código inválido').first()).toBeVisible();
  await expect(
    page.getByText('O código inserido está incorreto ou expirou.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/confirm$/);
});

test('sign-in errors: wrong password, unknown e-mail and empty fields', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar no Sistema' }).click();
  await expect(page.getByText('Campos obrigatórios').first()).toBeVisible();
  await expect(page.getByText('Por favor, preencha todos os campos.').first()).toBeVisible();
  await page.screenshot(shot('login-empty-fields'));

  await page.getByLabel('E-mail').fill('recepcao@demo.conectaclinica.com.br');
  await page.getByLabel('Senha', { exact: true }).fill('senha-errada-123');
  await page.getByRole('button', { name: 'Entrar no Sistema' }).click();
  await expect(page.getByText('Senha incorreta').first()).toBeVisible();
  await expect(page.getByText('A senha informada está errada.').first()).toBeVisible();
  // Said under the field as well.
  await expect(page.getByLabel('Senha', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot(shot('login-wrong-password'));

  await page.getByLabel('E-mail').fill(newEmail());
  await page.getByRole('button', { name: 'Entrar no Sistema' }).click();
  await expect(page.getByText('Usuário não cadastrado').first()).toBeVisible();
  await expect(
    page.getByText('Por favor, registre-se antes de tentar entrar.').first(),
  ).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Nenhuma conta cadastrada com este e-mail.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the password toggle shows and hides the password', async ({ page }) => {
  await page.goto('/login');
  const field = page.getByLabel('Senha', { exact: true });
  await field.fill('segredo123');
  await expect(field).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Mostrar senha' }).click();
  await expect(field).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Ocultar senha' }).click();
  await expect(field).toHaveAttribute('type', 'password');
});

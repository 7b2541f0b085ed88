import { expect, test } from '@playwright/test';

import { shot } from '../support/inbox.ts';

test('forgot password: the form, the request and the success view', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.screenshot(shot('forgot-password'));
  await page.getByLabel('E-mail').fill('ana@clinica.test');
  await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
  await expect(page.getByRole('heading', { name: 'E-mail enviado!' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/24 horas/)).toBeVisible();
  await page.screenshot(shot('forgot-password-sent'));
  await page.getByRole('button', { name: 'Tentar outro e-mail' }).click();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await page.getByLabel('E-mail').fill('isto-nao-e-email');
  await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
  await expect(page.getByText('E-mail inválido').first()).toBeVisible();
});

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/uma/rota/que/nao/existe');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.screenshot(shot('not-found'));
  await page.getByRole('link', { name: /início/i }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a visitor without a session who opens /dashboard is sent away', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('@phone the login and dashboard fit a 390 px phone', async ({ page }) => {
  await page.goto('/login');
  await page.screenshot(shot(`login-${page.viewportSize()?.width}`));
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  );
  expect(overflow).toBe(false);
  // The admin's demo instance is never scanned in these journeys: the QR dialog opens.
  await page.getByLabel('E-mail').fill('admin@demo.conectaclinica.com.br');
  await page.getByLabel('Senha', { exact: true }).fill('demo-admin-2026');
  await page.getByRole('button', { name: 'Entrar no Sistema' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // A phone is told to read the QR on a computer instead (issue 53).
  const narrow = (page.viewportSize()?.width ?? 1366) < 640;
  await expect(
    page
      .getByRole('dialog')
      .getByText(narrow ? 'Leia o QR Code num computador' : 'Conectar WhatsApp Business'),
  ).toBeVisible();
  await page.screenshot(shot(`connect-qr-${page.viewportSize()?.width}`));
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(
    false,
  );
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('button', { name: 'Conectar Agora' })).toBeVisible();
  await page.screenshot(shot(`dashboard-${page.viewportSize()?.width}`));
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(
    false,
  );
});

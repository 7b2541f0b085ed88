import { expect, test, type Page } from '@playwright/test';

import { DEMO_ADMIN, signIn, signInConnected, simulator } from '../support/demo.ts';
import { shot } from '../support/inbox.ts';

/**
 * The app runs under the server's strict Content-Security-Policy without a single violation:
 * every `securitypolicyviolation` event and every CSP message on the console is collected while
 * a person signs in, reads the board, opens and answers a conversation, and an admin opens
 * /admin.
 */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleLines: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(msg.text()))
      consoleLines.push(`console: ${msg.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return async () => {
    const events = await page
      .evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])
      .catch(() => [] as string[]);
    return [...events, ...consoleLines];
  };
}

test('the app runs under the strict CSP: login, board, chat window and admin', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const violations = await watchCsp(page);
  const found: string[] = [];

  const login = await page.goto('/login');
  const csp = login?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(login?.headers()['x-frame-options']).toBe('DENY');
  found.push(...(await violations()));

  // Board with its cards, avatars and the live stream.
  const instanceId = await signInConnected(page, request);
  await expect(page.getByRole('region', { name: 'Atendimento Inicial' })).toBeVisible();
  found.push(...(await violations()));

  // A conversation: a patient writes, the window opens, an answer goes out.
  await simulator(request, `/instances/${instanceId}/inbound`, {
    phone: '5511955554444',
    name: 'Renata Política',
    message: 'Olá, tudo bem?',
  });
  const card = page.getByRole('button', { name: 'Abrir conversa Renata Política', exact: true });
  await expect(card).toBeVisible({ timeout: 10_000 });
  await card.click();
  const win = page.getByRole('dialog', { name: 'Renata Política' });
  await expect(win.getByText('Olá, tudo bem?')).toBeVisible();
  const field = win.getByRole('textbox', { name: 'Mensagem' });
  await field.fill('Tudo ótimo! Em que posso ajudar?');
  await field.press('Enter');
  await expect(win.getByText('Tudo ótimo! Em que posso ajudar?')).toBeVisible();
  await page.screenshot(shot('csp-chat-window'));
  await page.keyboard.press('Escape');
  found.push(...(await violations()));

  // Admin area, in a fresh sign-in.
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/(login)?$/);
  await signIn(page, DEMO_ADMIN);
  // The admin has no linked phone: the connect dialog opens by itself.
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('link', { name: 'Administração' }).click();
  await expect(page.getByRole('heading', { name: 'Administração de Instâncias' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  found.push(...(await violations()));

  expect(found, 'violações da Content-Security-Policy').toEqual([]);
});

import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_USER = {
  email: 'recepcao@demo.conectaclinica.com.br',
  password: 'demo-recepcao-2026',
};
export const DEMO_ADMIN = {
  email: 'admin@demo.conectaclinica.com.br',
  password: 'demo-admin-2026',
};

export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Senha', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Entrar no Sistema' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const instanceIds = new Map<string, string>();

/** The simulator's instance id of a demo account, read once through the admin API. */
export async function instanceIdOf(request: APIRequestContext, email: string): Promise<string> {
  const known = instanceIds.get(email);
  if (known) return known;
  const login = await request.post('/auth/login', { data: DEMO_ADMIN });
  const token = (await login.json()).token as string;
  const res = await request.get('/api/dev/webinstances', {
    headers: { authorization: `Bearer ${token}` },
  });
  const list = (await res.json()).instances as Array<{ userEmail: string; suaInstancia: string }>;
  const found = list.find((i) => i.userEmail === email);
  if (!found) throw new Error(`sem instância para ${email}`);
  instanceIds.set(email, found.suaInstancia);
  return found.suaInstancia;
}

/** The demo simulator's control API, mounted under /_zapi on the same server. */
export async function simulator(request: APIRequestContext, path: string, body: unknown = {}) {
  const res = await request.post(`/_zapi/_sim${path}`, { data: body });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/**
 * Signs the demo user in and links WhatsApp if it is not linked: the QR is shown, the simulator
 * "scans" it, and the board appears.
 */
export async function signInConnected(page: Page, request: APIRequestContext) {
  const instanceId = await instanceIdOf(request, DEMO_USER.email);
  await signIn(page, DEMO_USER);
  const board = page.getByRole('region', { name: 'Atendimento Inicial' });
  // On a phone the dialog says to read the QR on a computer instead of showing it (issue 53).
  const qr = page
    .getByRole('dialog')
    .getByRole('img', { name: /QR/ })
    .or(page.getByRole('dialog', { name: 'Leia o QR Code num computador' }));
  // Generous: two workers share a 2-core machine, and this is the first page of most journeys.
  await expect(board.or(qr)).toBeVisible({ timeout: 30_000 });
  if (await qr.isVisible()) {
    await simulator(request, `/instances/${instanceId}/scan`);
    await expect(board).toBeVisible({ timeout: 30_000 });
  }
  // A number that dropped (a journey before this one ended with it down) keeps its board since
  // issue 53, with the red banner over it: linked again here, so this journey starts linked.
  const state = await request.get(`/_zapi/_sim/instances/${instanceId}`);
  if ((await state.json()).connected !== true) {
    await simulator(request, `/instances/${instanceId}/scan`);
    await expect(
      page.getByRole('alert').filter({ hasText: /^WhatsApp desconectado desde / }),
    ).toHaveCount(0, { timeout: 15_000 });
  }
  // The pointer leaves the board, as a person's hand does: a column under a pointer holds its
  // order, and the journeys expect new patients at the top.
  await page.mouse.move(1, 1);
  return instanceId;
}

/** The demo user's bearer token, from the signed-in page. */
export const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');

/** The demo user's bearer header, from a fresh sign-in through the API. */
export async function demoHeaders(request: APIRequestContext) {
  const login = await request.post('/auth/login', { data: DEMO_USER });
  return { authorization: `Bearer ${(await login.json()).token as string}` };
}

/**
 * The demo clinic becomes a clinic of one again: every member but the demo user removed, so a
 * journey that invited someone leaves the next one the clinic it expects.
 */
export async function leaveDemoAlone(
  request: APIRequestContext,
  headers: { authorization: string },
) {
  const team = await (await request.get('/dashboard/team', { headers })).json();
  for (const m of team.members as Array<{ userId: string; email: string }>) {
    if (m.email !== DEMO_USER.email)
      await request.delete(`/dashboard/team/members/${m.userId}`, { headers });
  }
}

import { expect, type Locator, type Page, test } from '@playwright/test';

import { ownApi } from './own-api.ts';
import {
  freePort,
  movableClock,
  type MovableClock,
  newDataDir,
  type OwnProcess,
  type ServerOptions,
  startOwnServer,
  startSimulatorProcess,
} from './own-server.ts';
import { callSimulator } from './simulator-control.ts';

type Account = { email: string; password: string };

export interface OwnClinic {
  sim: OwnProcess;
  server: OwnProcess;
  /** What started the server: `startOwnServer(options)` starts the same one again. */
  options: ServerOptions;
}

/**
 * A journey's own Z-API simulator and server, one after the other (each within own-server.ts's
 * 2 minutes), both on `clock` when the journey moves time. `admin` is the server's ADMIN_EMAIL.
 */
export async function startOwnClinic(admin: Account, clock?: MovableClock): Promise<OwnClinic> {
  const sim = await startSimulatorProcess(clock);
  const options: ServerOptions = {
    port: await freePort(),
    dataDir: newDataDir(),
    zapiBaseUrl: sim.url,
    admin,
    ...(clock ? { clock } : {}),
  };
  const server = await startOwnServer(options);
  return { sim, server, options };
}

/**
 * The simulator and server of a spec file of its own (startOwnClinic), started before its tests
 * and stopped after them; with `movable`, on a clock the journey moves (`own.clock`). A journey
 * that restarts its server puts the new process in `own.server`, so it is the one stopped.
 */
export function useOwnClinic(admin: Account, opts: { movable?: boolean } = {}) {
  // Filled by beforeAll, as the `let sim: OwnProcess` of a spec file would be.
  const own = {} as OwnClinic & { clock: MovableClock };
  test.beforeAll(async () => {
    // Its processes start one after the other, each within own-server.ts's 2 minutes.
    test.setTimeout(240_000);
    const clock = opts.movable ? movableClock() : undefined;
    Object.assign(own, await startOwnClinic(admin, clock), clock ? { clock } : {});
  });
  test.afterAll(async () => {
    await own.server?.stop();
    await own.sim?.stop();
  });
  return Object.assign(own, {
    /** A JSON call to this server, expected to succeed (ownApi). */
    api: (method: string, path: string, token?: string, body?: unknown) =>
      ownApi(own.server.url, method, path, token, body),
  });
}

/**
 * The admin account gets an instance on the journey's simulator through the dev route, as the
 * admin screen gives one. Answers the admin's session (its id and token).
 */
export async function giveAdminInstance(
  serverUrl: string,
  admin: Account,
  instance: { id: string; token: string },
): Promise<{ id: string; token: string }> {
  const login = await ownApi(serverUrl, 'POST', '/auth/login', undefined, admin);
  const token = login.token as string;
  await ownApi(serverUrl, 'POST', '/api/dev/webinstances', token, {
    userId: login.id,
    suaInstancia: instance.id,
    seuToken: instance.token,
    connectedPhone: '5511999990000',
  });
  return { id: login.id as string, token };
}

/** Fills the login form of a server of the journey's own and enters, as a person does. */
export async function signInOwn(page: Page, serverUrl: string, who: Account): Promise<void> {
  await page.goto(`${serverUrl}/login`);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Senha', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Entrar no Sistema' }).click();
}

/**
 * The signed-in page links its number: the QR is shown, the simulator's phone scans it, and the
 * board appears (generous: the board waits for the server's first read of the phone). Answers
 * the board's first column.
 */
export async function scanToBoard(page: Page, simUrl: string, instance: string): Promise<Locator> {
  await expect(page.getByRole('dialog').getByRole('img', { name: /QR/ })).toBeVisible();
  await callSimulator(simUrl, 'POST', `/instances/${instance}/scan`);
  const board = page.getByRole('region', { name: 'Atendimento Inicial' });
  await expect(board).toBeVisible({ timeout: 30_000 });
  return board;
}

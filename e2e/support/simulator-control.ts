import { expect, type Page } from '@playwright/test';

/**
 * A simulator's control API (`/_sim/...`, tools/), as a journey reaches the provider's side:
 * answers the JSON, and fails the test with the simulator's own words on an error.
 */
export async function callSimulator(
  simUrl: string,
  method: 'GET' | 'POST',
  path: string,
  body: unknown = {},
): Promise<unknown> {
  const res = await fetch(`${simUrl}/_sim${path}`, {
    method,
    headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
    body: method === 'POST' ? JSON.stringify(body) : undefined,
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res.json() as Promise<unknown>;
}

/**
 * A Z-API instance of the simulator: a patient writing to the clinic, and what the clinic sent
 * to a phone. `simUrl` is read at each call (the simulator starts in the file's beforeAll).
 */
export function zapiInstance(simUrl: () => string, instance: string) {
  return {
    writes: (who: { phone: string; name: string }, message: string) =>
      callSimulator(simUrl(), 'POST', `/instances/${instance}/inbound`, {
        phone: who.phone,
        name: who.name,
        message,
      }),
    async sentTo(phone: string): Promise<string[]> {
      const sent = (await callSimulator(simUrl(), 'GET', `/instances/${instance}/sent`)) as Array<{
        phone: string;
        message?: string;
      }>;
      return sent.filter((s) => s.phone === phone).map((s) => s.message ?? '');
    },
  };
}

/** São Paulo's wall clock (the account's and the browser's zone) at `at`. */
export function inSaoPaulo(at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    typed: `${parts.day}/${parts.month}/${parts.year}`,
    iso: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** A chat's card on the board, by the patient's name. */
export const boardCard = (page: Page, name: string) =>
  page
    .locator('article')
    .filter({ has: page.getByRole('button', { name: `Abrir conversa ${name}`, exact: true }) });

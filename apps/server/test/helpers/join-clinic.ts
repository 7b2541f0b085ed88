import { expect } from 'vitest';

import { callAs, freshIp, post, type TestApp, uniqueEmail } from './test-app.ts';

/**
 * A new person joins the owner's clinic as a member does: invited by e-mail, the link read from
 * the mail, the invitation accepted with a new account. Answers the member's id and session.
 */
export async function joinClinic(
  t: TestApp,
  ownerToken: string,
  opts: { role?: 'ATENDENTE' | 'RESPONSAVEL'; name?: string } = {},
): Promise<{ id: string; token: string; email: string; password: string }> {
  const email = uniqueEmail('membro');
  const invited = await callAs(t, ownerToken, 'POST', '/dashboard/team/invitations', {
    email,
    role: opts.role ?? 'ATENDENTE',
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const token = /convite\?token=([\w-]+)/.exec((await t.smtp.waitFor(email)).text)![1]!;
  const password = 'senha-do-bruno-1';
  const joined = await post(
    t.app,
    '/auth/invitations/accept',
    { token, name: opts.name ?? 'Bruno Lima', password },
    { remoteAddress: freshIp() },
  );
  expect(joined.statusCode, joined.body).toBe(200);
  return { ...(joined.json() as { id: string; token: string }), email, password };
}

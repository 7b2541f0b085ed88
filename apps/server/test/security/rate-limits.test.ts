import {
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_SECONDS,
  CODE_TTL_MINUTES,
  MSG,
} from '@conecta/contract';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RATE_RULES } from '../../src/modules/auth/rate-rules.ts';
import { createRateLimiter, type RateRule } from '../../src/lib/rate-limiter.ts';
import {
  bearer,
  createSecondApp,
  createTestApp,
  freshIp,
  post,
  signUp,
  type TestApp,
  uniqueEmail,
} from '../helpers/test-app.ts';

/**
 * Every rate rule of sign-in, sign-up, codes, resends and resets, proven the same way: `max`
 * calls from one subject are served, the next is a pt-BR 429, and once the window passes the
 * subject is served again. The other dimension (IP or e-mail) is fresh on every call, so only
 * the rule under test can answer 429.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const wrongCode = '0'.repeat(CODE_LENGTH);

interface Row {
  rule: RateRule;
  /** One call; `subject` is what the rule counts (an IP, an e-mail, a user). */
  call: (subject: string) => Promise<LightMyRequestResponse>;
  /** A fresh subject of the rule's kind. */
  subject: () => Promise<string> | string;
  /** The status of a call the limit lets through. */
  served: number;
  /** Time between calls, for rules that also have a one-minute cooldown. */
  gapMs?: number;
}

// Users whose token a per-user rule counts: signed up once, handed out by their id.
const tokens = new Map<string, string>();
const freshUser = async () => {
  const user = await signUp(t);
  tokens.set(user.id, user.token);
  return user.id;
};
const asUser = (userId: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(tokens.get(userId)!), payload });
const registeredEmail = async () => (await signUp(t)).email;

const ROWS: Record<string, Row> = {
  'sign-in per IP': {
    rule: RATE_RULES.loginIp,
    subject: freshIp,
    call: (ip) =>
      post(
        t.app,
        '/auth/login',
        { email: uniqueEmail(), password: 'qualquer-1' },
        { remoteAddress: ip },
      ),
    served: 404,
  },
  'wrong passwords per e-mail': {
    rule: RATE_RULES.loginEmail,
    subject: registeredEmail,
    call: (email) =>
      post(
        t.app,
        '/auth/login',
        { email, password: 'senha-errada-1' },
        { remoteAddress: freshIp() },
      ),
    served: 401,
  },
  'sign-up per IP': {
    rule: RATE_RULES.registerIp,
    subject: freshIp,
    call: (ip) =>
      post(
        t.app,
        '/auth/register',
        { name: 'Ana', email: uniqueEmail(), password: 'senha-forte-123' },
        { remoteAddress: ip },
      ),
    served: 201,
  },
  'confirmation codes per IP': {
    rule: RATE_RULES.confirmIp,
    subject: freshIp,
    call: (ip) =>
      post(
        t.app,
        '/auth/confirm',
        { email: uniqueEmail(), code: wrongCode },
        { remoteAddress: ip },
      ),
    served: 400,
  },
  'confirmation codes per e-mail': {
    rule: RATE_RULES.confirmEmail,
    subject: () => uniqueEmail(),
    call: (email) =>
      post(t.app, '/auth/confirm', { email, code: wrongCode }, { remoteAddress: freshIp() }),
    served: 400,
  },
  'code resends per IP': {
    rule: RATE_RULES.resendIp,
    subject: freshIp,
    call: (ip) => post(t.app, '/auth/resend-code', { email: uniqueEmail() }, { remoteAddress: ip }),
    served: 200,
  },
  'code resends per e-mail': {
    rule: RATE_RULES.resendEmail,
    subject: () => uniqueEmail(),
    call: (email) => post(t.app, '/auth/resend-code', { email }, { remoteAddress: freshIp() }),
    served: 200,
  },
  'password-reset mails per IP': {
    rule: RATE_RULES.forgotIp,
    subject: freshIp,
    call: (ip) =>
      post(t.app, '/auth/forgot-password', { email: uniqueEmail() }, { remoteAddress: ip }),
    served: 200,
  },
  'password-reset mails per e-mail': {
    rule: RATE_RULES.forgotEmail,
    subject: () => uniqueEmail(),
    call: (email) => post(t.app, '/auth/forgot-password', { email }, { remoteAddress: freshIp() }),
    served: 200,
  },
  'password resets per IP': {
    rule: RATE_RULES.resetIp,
    subject: freshIp,
    call: (ip) =>
      post(
        t.app,
        '/auth/reset-password',
        { token: 'A'.repeat(43), password: 'senha-nova-123' },
        { remoteAddress: ip },
      ),
    served: 400,
  },
  'settings codes per user': {
    rule: RATE_RULES.profileCodeUser,
    subject: freshUser,
    call: (userId) =>
      asUser(userId, '/api/profile/request-password-change', { newPassword: 'senha-nova-123' }),
    served: 200,
    gapMs: CODE_RESEND_SECONDS * 1000 + 1000,
  },
  'settings code tries per user': {
    rule: RATE_RULES.profileConfirmUser,
    subject: freshUser,
    call: (userId) =>
      asUser(userId, '/api/profile/confirm-password-change', {
        newPassword: 'senha-nova-123',
        code: wrongCode,
      }),
    served: 400,
  },
};

describe('rate limits', () => {
  it.each(Object.entries(ROWS))('%s', async (_name, row) => {
    const subject = await row.subject();
    for (let i = 0; i < row.rule.max; i++) {
      const res = await row.call(subject);
      expect(res.statusCode, `chamada ${i + 1} de ${row.rule.max}: ${res.body}`).toBe(row.served);
      if (row.gapMs) t.clock.advance(row.gapMs);
    }
    const over = await row.call(subject);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: MSG.common.rateLimited,
    });
    t.clock.advance(row.rule.windowMs + 1);
    expect((await row.call(subject)).statusCode).toBe(row.served);
  });

  it('covers every rule of the auth module', () => {
    const covered = new Set(Object.values(ROWS).map((r) => r.rule.name));
    const missing = Object.values(RATE_RULES)
      .map((r: RateRule) => r.name)
      .filter((name) => !covered.has(name));
    // The per-new-address settings limit needs five users mailing one address; its twin per
    // user is above, and the new address gets a code only after the user's own limit.
    expect(missing).toEqual(['profile-code:email']);
  });
});

/**
 * A sign-up code is six digits: 10^6 values. Guesses that reach a live code are bounded three
 * ways: five tries end a code, ten tries per e-mail per 15 minutes (whatever the IPs), and a new
 * code at most once a minute and five times an hour.
 */
describe('a confirmation code cannot be guessed in its life', () => {
  const SPACE = 10 ** CODE_LENGTH;
  const ttl = CODE_TTL_MINUTES * MINUTE;
  const perEmail = RATE_RULES.confirmEmail;
  const windowsPerLife = Math.ceil(ttl / perEmail.windowMs) + 1;
  const guessesPerCodeLife = Math.min(CODE_MAX_ATTEMPTS, perEmail.max * windowsPerLife);
  const codesPerHour =
    1 +
    Math.min(RATE_RULES.resendEmail.max, Math.floor((60 * MINUTE) / (CODE_RESEND_SECONDS * 1000)));
  const guessesPerHour = Math.min(
    codesPerHour * CODE_MAX_ATTEMPTS,
    perEmail.max * Math.ceil((60 * MINUTE) / perEmail.windowMs + 1),
  );

  it('bounds the guesses per code life far below the million codes', () => {
    expect(guessesPerCodeLife).toBe(5);
    expect(guessesPerCodeLife / SPACE).toBeLessThanOrEqual(1e-5);
    expect(guessesPerHour).toBeLessThanOrEqual(30);
    // Even a year of guessing one account at the limit covers under a fifth of the codes.
    expect((guessesPerHour * 24 * 365) / SPACE).toBeLessThan(0.3);
  });

  it('holds against an attacker with many IPs who asks for new codes all hour', async () => {
    const victim = uniqueEmail('vitima');
    const reg = await post(
      t.app,
      '/auth/register',
      { name: 'Vítima', email: victim, password: 'senha-forte-123' },
      { remoteAddress: freshIp() },
    );
    expect(reg.statusCode).toBe(201);
    const answers = new Map<number, number>();
    // One hour, minute by minute: a resend, then 50 guesses from 50 addresses.
    for (let minute = 0; minute < 60; minute++) {
      await post(t.app, '/auth/resend-code', { email: victim }, { remoteAddress: freshIp() });
      for (let g = 0; g < 50; g++) {
        const guess = String((minute * 50 + g) % SPACE).padStart(CODE_LENGTH, '0');
        const res = await post(
          t.app,
          '/auth/confirm',
          { email: victim, code: guess },
          { remoteAddress: freshIp() },
        );
        answers.set(res.statusCode, (answers.get(res.statusCode) ?? 0) + 1);
        // Whatever the guess, the account is never confirmed by guessing here.
        expect(res.statusCode, res.body).not.toBe(200);
      }
      t.clock.advance(MINUTE);
    }
    // Tries counted against live codes (each code counts its own, before comparing).
    const rows = (await t.database.db.execute(sql`
      select c.attempts from verification_codes c join users u on u.id = c.user_id
       where u.email = ${victim}`)) as unknown as { rows: Array<{ attempts: number }> };
    const perCode = rows.rows.map((r) => Number(r.attempts));
    const evaluated = perCode.reduce((a, b) => a + b, 0);
    console.log(
      `força bruta, 1 hora: ${3000} palpites enviados, respostas ${JSON.stringify(Object.fromEntries(answers))}, ` +
        `${perCode.length} códigos, ${evaluated} palpites comparados (limite calculado ${guessesPerHour})`,
    );
    expect(Math.max(...perCode)).toBeLessThanOrEqual(guessesPerCodeLife);
    expect(perCode.length).toBeLessThanOrEqual(codesPerHour);
    expect(evaluated).toBeLessThanOrEqual(guessesPerHour);
    expect(answers.get(429)).toBeGreaterThan(2900);
  }, 240_000);
});

describe('counting under pressure', () => {
  it('counts a sign-in before the password check: parallel guesses cannot pass the per-e-mail limit', async () => {
    const victim = await signUp(t, 'Alvo');
    const tries = await Promise.all(
      Array.from({ length: 40 }, () =>
        post(
          t.app,
          '/auth/login',
          { email: victim.email, password: 'palpite-errado-1' },
          { remoteAddress: freshIp() },
        ),
      ),
    );
    const statuses = tries.map((r) => r.statusCode);
    // At most the limit reached a password check (401); every other try was refused first.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(RATE_RULES.loginEmail.max);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
  });

  it('gives back the count of a right password, so the staff signing in all day is not limited', async () => {
    const staff = await signUp(t, 'Recepção');
    for (let i = 0; i < RATE_RULES.loginEmail.max + 5; i++) {
      const res = await post(
        t.app,
        '/auth/login',
        { email: staff.email, password: staff.password },
        { remoteAddress: freshIp() },
      );
      expect(res.statusCode).toBe(200);
    }
  });

  it('writes nothing more for requests refused by the address limit, and forgets ended windows', async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_RULES.forgotIp.max + 40; i++) {
      await post(
        t.app,
        '/auth/forgot-password',
        { email: uniqueEmail('enxurrada') },
        {
          remoteAddress: ip,
        },
      );
    }
    const rows = (await t.database.db.execute(sql`
      select key, hits from rate_limits where key like 'forgot:%'`)) as unknown as {
      rows: Array<{ key: string; hits: number | string }>;
    };
    const emails = rows.rows.filter((r) => r.key.startsWith('forgot:email:enxurrada'));
    expect(emails.length).toBe(RATE_RULES.forgotIp.max);
    const address = rows.rows.find((r) => r.key === `forgot:ip:${ip}`)!;
    expect(Number(address.hits)).toBe(RATE_RULES.forgotIp.max + 1);

    const limiter = createRateLimiter(t.database.db, t.clock.now);
    const longest = Math.max(...Object.values(RATE_RULES).map((r) => r.windowMs));
    t.clock.advance(longest + MINUTE);
    expect(await limiter.purgeExpired(longest)).toBeGreaterThanOrEqual(rows.rows.length);
    const left = (await t.database.db.execute(sql`
      select count(*)::int as n from rate_limits where key like 'forgot:%enxurrada%'`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(Number(left.rows[0]!.n)).toBe(0);
  }, 120_000);
});

describe('behind a proxy', () => {
  it('with TRUST_PROXY=1 counts the address the proxy saw, whatever X-Forwarded-For a client invents', async () => {
    // A second app on this file's database: the address it counts is one no other test uses.
    const proxied = await createSecondApp(t, { env: { TRUST_PROXY: '1', SMTP_URL: t.smtp.url } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= RATE_RULES.registerIp.max; i++) {
        const res = await post(
          proxied.app,
          '/auth/register',
          { name: 'Robô', email: uniqueEmail('robo'), password: 'senha-forte-123' },
          {
            // The proxy on this machine appends the client's real address to what it was sent.
            remoteAddress: '127.0.0.1',
            headers: { 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.7` },
          },
        );
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

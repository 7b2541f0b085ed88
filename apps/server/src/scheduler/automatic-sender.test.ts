import { describe, expect, it } from 'vitest';

import type { InstanceAccess } from '../modules/instances/index.ts';
import { ProviderError, type MessagingProvider } from '../providers/messaging-provider.ts';
import { createAutomaticSender } from './automatic-sender.ts';
import type { GateAnswer, GatePass, GateRequest, SendGate } from './send-gate.ts';
import type { Outgoing, SendStrategy } from './send-strategy.ts';

/**
 * The shared engine on a test clock, over an in-memory kind of message: the strategy keeps rows
 * in a map the way the repos keep them in tables, so what is asserted is the engine's part (the
 * lease, the retry pauses, what the gate's answers do).
 */

const SEC = 1000;
const MIN = 60 * SEC;

function testClock() {
  let at = Date.now();
  return {
    now: () => new Date(at),
    advance: (ms: number) => {
      at += ms;
    },
  };
}

interface Row {
  id: string;
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'refused';
  nextAttemptAt: Date;
  claimedAt: Date | null;
  attempts: number;
  failingSince: Date | null;
  dueAt: Date;
  messageId?: string;
  lastError?: string;
}

function memoryKind(clock: ReturnType<typeof testClock>, ids: string[]) {
  const rows = new Map<string, Row>(
    ids.map((id) => [
      id,
      {
        id,
        status: 'pending',
        nextAttemptAt: clock.now(),
        claimedAt: null,
        attempts: 0,
        failingSince: null,
        dueAt: clock.now(),
      },
    ]),
  );
  /** Messages the provider took, by chat: what an echo is found in. */
  const echoes = new Map<string, string>();
  const take = (filter: (r: Row) => boolean, claim: (r: Row) => void, limit: number) =>
    [...rows.values()]
      .filter(filter)
      .slice(0, limit)
      .map((r) => {
        claim(r);
        return { ...r };
      });
  const row = (r: Row) => rows.get(r.id)!;
  const strategy: SendStrategy<Row> = {
    claimDue: async (now, limit) =>
      take(
        (r) => r.status === 'pending' && r.nextAttemptAt <= now,
        (r) => Object.assign(r, { status: 'sending', claimedAt: now, attempts: r.attempts + 1 }),
        limit,
      ),
    claimStale: async (now, staleBefore, limit) =>
      take(
        (r) => r.status === 'sending' && r.claimedAt !== null && r.claimedAt < staleBefore,
        (r) => Object.assign(r, { claimedAt: now }),
        limit,
      ),
    releaseStale: async (r, staleAt) => void Object.assign(row(r), { claimedAt: staleAt }),
    releaseDue: async (r) =>
      void Object.assign(row(r), { status: 'pending', claimedAt: null, attempts: r.attempts - 1 }),
    postpone: async (r, until) =>
      void Object.assign(row(r), {
        status: 'pending',
        claimedAt: null,
        attempts: r.attempts - 1,
        nextAttemptAt: until,
      }),
    clinicOf: () => 'clinic',
    chatOf: (r) => r.id,
    orderKey: (r) => r.id,
    isRetry: (r) => r.failingSince !== null,
    compose: async (r) => ({ kind: 'send', message: { chatId: r.id, text: `oi ${r.id}` } }),
    findEcho: async (r) => echoes.get(r.id),
    gateRequest: (r, m: Outgoing) => ({
      clinicId: 'clinic',
      chatId: m.chatId,
      staggerKey: r.id,
      keeps: { openingHours: true, optOut: true },
    }),
    retryState: (r, now) => ({ failures: r.attempts, since: r.failingSince ?? now }),
    onSent: async (r, _m, messageId) =>
      void Object.assign(row(r), { status: 'sent', messageId, claimedAt: null }),
    onRetry: async (r, _m, retry) =>
      void Object.assign(row(r), {
        status: 'pending',
        claimedAt: null,
        failingSince: retry.since,
        nextAttemptAt: retry.at,
        lastError: retry.reason,
      }),
    onFailed: async (r, _m, reason) =>
      void Object.assign(row(r), { status: 'failed', lastError: reason }),
    onDropped: async () => {},
    onRefused: async (r, why) =>
      void Object.assign(row(r), { status: 'refused', lastError: why, claimedAt: null }),
  };
  return { rows, echoes, strategy };
}

/** The gate, answering what each test says; 'go' and the whole batch granted otherwise. */
function scriptedGate() {
  const asked: GateRequest[] = [];
  const script = {
    check: (_req: GateRequest): GateAnswer => ({ kind: 'go' }),
    granted: Number.POSITIVE_INFINITY,
    windowEnds: new Date(0),
  };
  const pass: GatePass = {
    async giveBack() {},
    async check(req) {
      asked.push(req);
      return script.check(req);
    },
    async ration(items) {
      return {
        go: items.slice(0, script.granted),
        wait: items.slice(script.granted).map((item) => ({ item, until: script.windowEnds })),
      };
    },
  };
  const gate: SendGate = { pass: () => pass };
  return { gate, script, asked };
}

/** A provider whose answer each test sets; it records every call that reached it. */
function scriptedProvider(echoes: Map<string, string>) {
  const calls: string[] = [];
  let answer: (phone: string) => Promise<{ messageId: string }> = async (phone) => ({
    messageId: `id-${phone}-${calls.length}`,
  });
  const provider = {
    async sendText(_instance: unknown, q: { phone: string; message: string }) {
      calls.push(q.phone);
      const sent = await answer(q.phone);
      echoes.set(q.phone, sent.messageId);
      return sent;
    },
  } as unknown as MessagingProvider; // only sendText is reached by the engine
  return {
    provider,
    calls,
    answerWith: (fn: typeof answer) => {
      answer = fn;
    },
  };
}

let instanceStatus: 'ACTIVE' | 'DEACTIVATED' = 'ACTIVE';
// The engine reads an instance's status and expiry and its credentials; nothing else of a row.
// `forChat`: the chat's own number (issue 48), here the clinic's one number.
const instanceRow = async () => ({ status: instanceStatus, expiresAt: null });
const access = {
  findByClinic: instanceRow,
  forChat: instanceRow,
  credentials: () => ({ kind: 'zapi', instanceId: 'i', token: 't' }),
} as unknown as InstanceAccess;

function setup(ids: string[]) {
  const clock = testClock();
  const kind = memoryKind(clock, ids);
  const gate = scriptedGate();
  const provider = scriptedProvider(kind.echoes);
  const sender = createAutomaticSender(kind.strategy, {
    clock: clock.now,
    gate: gate.gate,
    provider: provider.provider,
    access,
  });
  return { clock, kind, gate, provider, sender };
}

describe('the automatic sender', () => {
  it('does not take a claim twice: another pass leaves it to its sender until the lease runs out, then records the echo instead of sending again', async () => {
    const { clock, kind, provider, sender } = setup(['a']);
    let answer!: (sent: { messageId: string }) => void;
    provider.answerWith(() => new Promise((resolve) => (answer = resolve)));
    // The first pass's send hangs at the provider (its process as good as dead).
    const first = sender.runOnce();
    await expect.poll(() => provider.calls.length).toBe(1);
    kind.echoes.set('a', 'id-taken');

    clock.advance(1 * MIN);
    expect(await sender.runOnce()).toBe(0);
    clock.advance(1 * MIN + SEC);
    expect(await sender.runOnce()).toBe(1);
    expect(kind.rows.get('a')).toMatchObject({ status: 'sent', messageId: 'id-taken' });
    expect(provider.calls).toEqual(['a']);

    answer({ messageId: 'id-taken' });
    await first;
  });

  it('retries a failure that may pass after 5 s, 10 s, 20 s ... at most 5 minutes apart, and gives up 30 minutes on', async () => {
    const { clock, kind, provider, sender } = setup(['a']);
    provider.answerWith(async () => {
      throw new ProviderError('Z-API fora do ar', 503, true);
    });
    const pauses: number[] = [];
    for (let pass = 0; pass < 20 && kind.rows.get('a')!.status === 'pending'; pass++) {
      const before = clock.now().getTime();
      await sender.runOnce();
      const row = kind.rows.get('a')!;
      if (row.status !== 'pending') break;
      pauses.push((row.nextAttemptAt.getTime() - before) / SEC);
      clock.advance(row.nextAttemptAt.getTime() - before);
    }
    expect(pauses.slice(0, 8)).toEqual([5, 10, 20, 40, 80, 160, 300, 300]);
    expect(kind.rows.get('a')).toMatchObject({ status: 'failed', lastError: 'Z-API fora do ar' });
    expect(clock.now().getTime() - kind.rows.get('a')!.dueAt.getTime()).toBeGreaterThanOrEqual(
      30 * MIN,
    );
    expect(provider.calls).toHaveLength(pauses.length + 1);
  });

  it('fails at once, without reaching the provider, when the failure cannot pass', async () => {
    const { kind, provider, sender } = setup(['a']);
    instanceStatus = 'DEACTIVATED';
    try {
      await sender.runOnce();
    } finally {
      instanceStatus = 'ACTIVE';
    }
    expect(kind.rows.get('a')?.status).toBe('failed');
    expect(kind.rows.get('a')?.lastError).toBeTruthy();
    expect(provider.calls).toEqual([]);
  });

  it("does what the gate says: a closed clinic's message waits, unsent and not counted, and goes at the opening", async () => {
    const { clock, kind, gate, provider, sender } = setup(['a']);
    const opening = new Date(clock.now().getTime() + 10 * MIN);
    gate.script.check = (): GateAnswer =>
      clock.now() < opening ? { kind: 'wait', until: opening, why: 'closed' } : { kind: 'go' };
    await sender.runOnce();
    expect(kind.rows.get('a')).toMatchObject({ status: 'pending', attempts: 0 });
    expect(kind.rows.get('a')?.nextAttemptAt).toEqual(opening);
    expect(gate.asked.map((r) => r.chatId)).toEqual(['a']);
    clock.advance(10 * MIN - SEC);
    expect(await sender.runOnce()).toBe(0);
    clock.advance(SEC);
    await sender.runOnce();
    expect(kind.rows.get('a')?.status).toBe('sent');
    expect(provider.calls).toEqual(['a']);
  });

  it("records the gate's refusal and sends nothing", async () => {
    const { kind, gate, provider, sender } = setup(['a']);
    gate.script.check = (): GateAnswer => ({ kind: 'refuse', why: 'opted-out' });
    await sender.runOnce();
    expect(kind.rows.get('a')).toMatchObject({ status: 'refused', lastError: 'opted-out' });
    expect(provider.calls).toEqual([]);
  });

  it("puts off what the minute's budget has no room for to the next window, in claim order", async () => {
    const { clock, kind, gate, provider, sender } = setup(['a', 'b', 'c']);
    gate.script.granted = 1;
    gate.script.windowEnds = new Date(clock.now().getTime() + MIN);
    await sender.runOnce();
    expect(provider.calls).toEqual(['a']);
    for (const id of ['b', 'c'])
      expect(kind.rows.get(id)).toMatchObject({
        status: 'pending',
        attempts: 0,
        nextAttemptAt: gate.script.windowEnds,
      });
  });

  it('runs a record that lost a deadlock again, and ends a pass only once every other send of it is done', async () => {
    const { kind, provider, sender } = setup(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    const record = kind.strategy.onSent;
    let deadlocks = 0;
    kind.strategy.onSent = async (r, m, id, now) => {
      if (r.id === 'a' && deadlocks++ === 0)
        throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      if (r.id === 'b') throw new Error('disco cheio');
      return record(r, m, id, now);
    };
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    provider.answerWith(async (phone) => {
      if (phone === 'g') await held;
      return { messageId: `id-${phone}` };
    });
    let settled = false;
    const pass = sender.runOnce().finally(() => (settled = true));
    pass.catch(() => {});
    await expect.poll(() => provider.calls.length).toBe(7);
    expect(settled).toBe(false);
    release();
    await expect(pass).rejects.toThrow('disco cheio');
    for (const id of ['a', 'c', 'd', 'e', 'f', 'g'])
      expect(kind.rows.get(id)?.status, id).toBe('sent');
    // Its record failed for good: the claim stays, and the stale pass will find the echo.
    expect(kind.rows.get('b')?.status).toBe('sending');
    expect(deadlocks).toBe(2);
  });

  it("spends the minute's budget on a stale claim that did not go out, or puts it off", async () => {
    const { clock, kind, gate, provider, sender } = setup(['a']);
    // The first pass dies with 'a' claimed and never sent (no echo).
    provider.answerWith(() => new Promise(() => {}));
    void sender.runOnce();
    await expect.poll(() => provider.calls.length).toBe(1);
    provider.answerWith(async (phone) => ({ messageId: `id-${phone}` }));

    clock.advance(2 * MIN + SEC);
    gate.script.granted = 0;
    gate.script.windowEnds = new Date(clock.now().getTime() + MIN);
    await sender.runOnce();
    expect(provider.calls).toEqual(['a']);
    expect(kind.rows.get('a')).toMatchObject({
      status: 'pending',
      nextAttemptAt: gate.script.windowEnds,
    });

    clock.advance(MIN);
    gate.script.granted = Number.POSITIVE_INFINITY;
    await sender.runOnce();
    expect(provider.calls).toEqual(['a', 'a']);
    expect(kind.rows.get('a')?.status).toBe('sent');
  });
});

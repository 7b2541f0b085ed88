import { routineEndpoints } from '@conecta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { eq } from 'drizzle-orm';

import { chats, messages } from '../src/db/schema.ts';
import { pickVariant } from '../src/modules/routines/index.ts';
import type { SignedInClinic } from './helpers/call-api.ts';
import { type ConnectedClinic, openConnectedClinic } from './helpers/connected-clinic.ts';
import type { TestSimulator } from './helpers/simulator.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * A routine step with variants: each chat gets one wording (the same on every try), so one text
 * does not go to many chats word for word; a step saved without variants keeps its one text.
 */

let conn: ConnectedClinic;
let t: TestApp;
let sim: TestSimulator;
let ana: SignedInClinic;
const PHONES = Array.from({ length: 6 }, (_, i) => `551197000000${i}`);
const TEXTS = [
  'Oi! Conseguiu ver nossa mensagem?',
  'Olá! Viu nossa mensagem?',
  'Tudo bem? Ficou alguma dúvida?',
];

beforeAll(async () => {
  conn = await openConnectedClinic({ instanceId: 'VARI1', anyHour: true });
  ({ t, sim, clinic: ana } = conn);
  await t.database.db.insert(chats).values(
    PHONES.map((chatId) => ({
      clinicId: ana.id,
      chatId,
      phone: chatId,
      column: 'hot_lead',
      lastMessageFromMe: true,
      lastMessageTime: t.clock.now(),
    })),
  );
});
afterAll(async () => {
  await sim.close();
  t.app.server.closeAllConnections();
  await t.close();
});

describe('routine step variants', () => {
  it('refuses too many variants in pt-BR, drops blank ones, and sends each chat one wording', async () => {
    const tooMany = await ana.call(routineEndpoints.create, {
      body: {
        sequenceNumber: 1,
        textContent: TEXTS[0]!,
        textVariants: ['a', 'b', 'c', 'd', 'e'],
        hoursDelay: 0,
      },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('No máximo 4 variações por mensagem.');

    const saved = await ana.call(routineEndpoints.create, {
      body: {
        sequenceNumber: 1,
        textContent: TEXTS[0]!,
        textVariants: [TEXTS[1]!, '  ', TEXTS[2]!],
        hoursDelay: 0,
        reachBackHours: 1,
      },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().routine.textVariants).toEqual([TEXTS[1], TEXTS[2]]);

    t.clock.advance(60_000);
    while ((await t.app.services.routineRunner.runOnce()) > 0);
    const sent = (await sim.control('/instances/VARI1/sent')).body as unknown as Array<{
      phone: string;
      message: string;
    }>;
    // Each chat its own wording, picked by its number and step: the same on a retry.
    expect(new Map(sent.map((s) => [s.phone, s.message]))).toEqual(
      new Map(PHONES.map((p) => [p, pickVariant(TEXTS, `${p}|0|1`)])),
    );
    expect(sent).toHaveLength(PHONES.length);
    expect(new Set(sent.map((s) => s.message)).size).toBeGreaterThan(1);
    // The chat window keeps the wording the patient read, not the step's first one.
    const stored = await t.database.db
      .select({ chatId: messages.chatId, content: messages.content })
      .from(messages)
      .where(eq(messages.sentBy, 'automation'));
    expect(new Map(stored.map((m) => [m.chatId, m.content]))).toEqual(
      new Map(sent.map((s) => [s.phone, s.message])),
    );
  });
});

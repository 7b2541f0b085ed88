import { utcToLocal } from '@conecta/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chats, satisfactionSurveys, slotOfferMessages } from '../src/db/schema.ts';
import { advanceToLocalHour } from './helpers/advance-to-local-hour.ts';
import {
  type LinkedClinic,
  linkSecondNumber,
  openLinkedClinic,
  type SecondNumber,
} from './helpers/linked-clinic.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Issue 48: a waiting-list offer and a satisfaction question go, like a reminder, from the number
 * the patient last wrote to, and the patient's answer there counts: '1' takes the slot (booked on
 * the chat that waited), a score is kept (a low one takes the chat they answered in to a person).
 * A merge of the chat they went to carries them, and its undo brings them back. The clinic keeps
 * its opening hours: each test starts at 09:00 where it is, open every day until 20:00.
 */

let clinic: LinkedClinic;
let t: TestApp;
let second: SecondNumber;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ZONE = 'America/Sao_Paulo';
const SECOND = 'OFFERSURVEYSECOND';
const [WAITS, WAITS_NEW, FREES, ASKED, MOVES, MOVES_NEW, AS_BEFORE] = [
  '5511943000001',
  '5511943000002',
  '5511943000003',
  '5511943000004',
  '5511943000005',
  '5511943000006',
  '5511943000007',
];
const onSecond = (phone: string) => `${phone}:n2`;
const QUESTION =
  'De 0 a 10, quanto você recomendaria o atendimento com Dra. Ana a um amigo ou familiar? Responda só com o número.';

const call = (...args: Parameters<LinkedClinic['call']>) => clinic.call(...args);
async function writesToMain(phone: string, text: string) {
  await clinic.writes(phone, text, 'Paciente');
  t.clock.advance(60_000);
}
async function writesToSecond(phone: string, text: string) {
  await second.writes(phone, text);
  t.clock.advance(60_000);
}
const sentByMain = (phone: string) => clinic.sentTo(phone);
const sentBySecond = (phone: string) => second.sentTo(phone);

const localIn = (hours: number) =>
  utcToLocal(new Date(t.clock.now().getTime() + hours * HOUR), ZONE).slice(0, 16);

async function book(phone: string, startsAt: string, remind: number[] = []) {
  const res = await call('POST', '/dashboard/appointments', {
    chatId: phone,
    startsAt,
    professional: 'Dra. Ana',
    remindHoursBefore: remind,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().appointment as { id: string };
}

async function appointmentsOf(chatId: string) {
  const res = await call('GET', `/dashboard/chats/${encodeURIComponent(chatId)}/appointments`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().appointments as Array<{ id: string; startsAt: string; state: string }>;
}

const columnOf = (chatId: string) => clinic.columnOf(chatId);

async function chatRowId(chatId: string) {
  const [row] = await t.database.db
    .select({ id: chats.id })
    .from(chats)
    .where(eq(chats.chatId, chatId));
  return row?.id;
}

/** An appointment an hour ahead on the patient's main chat, the hour passed, and 'Compareceu'. */
async function attended(phone: string) {
  const appointment = await book(phone, localIn(1));
  t.clock.advance(HOUR + 60_000);
  const res = await call('PUT', `/dashboard/appointments/${appointment.id}/attendance`, {
    attendance: 'attended',
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The survey's hour after 'Compareceu', then the surveys' passes. */
async function surveyHour() {
  t.clock.advance(HOUR + 60_000);
  await t.app.services.surveyRunner.runOnce();
  await t.app.services.surveyRunner.runOnce();
}

async function merge(into: string, absorb: string) {
  const res = await call('POST', `/dashboard/chats/${encodeURIComponent(into)}/merge`, { absorb });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { mergeId: string }).mergeId;
}
async function undo(mergeId: string) {
  const res = await call('POST', `/dashboard/chat-merges/${mergeId}/undo`);
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  clinic = await openLinkedClinic({ instanceId: 'OFFERSURVEYMAIN', token: 'TOKOFFERSURVEYMAIN' });
  ({ t } = clinic);
  second = await linkSecondNumber(clinic, {
    instanceId: SECOND,
    token: 'TOKOFFERSURVEYSECOND',
    phone: '5511955570003',
  });
  const hours = await call('PUT', '/dashboard/settings/opening-hours', {
    enabled: true,
    timeZone: ZONE,
    days: Array.from({ length: 7 }, () => [{ start: '08:00', end: '20:00' }]),
    closedDates: [],
  });
  expect(hours.statusCode, hours.body).toBe(200);
  const survey = await call('PUT', '/dashboard/settings/satisfaction', {
    enabled: true,
    hoursAfter: 1,
  });
  expect(survey.statusCode, survey.body).toBe(200);
});
afterAll(async () => {
  await clinic?.close();
});

describe('waiting-list offers and satisfaction questions go from the number the patient last wrote to', () => {
  it("an offer goes from the second number, and the patient's 1 there takes the slot, booked on the chat that waited", async () => {
    advanceToLocalHour(t.clock, '09', ZONE);
    await writesToMain(WAITS, 'Oi, queria um horário');
    const added = await call('POST', '/dashboard/waiting-list', {
      chatId: WAITS,
      procedure: 'Limpeza',
    });
    expect(added.statusCode, added.body).toBe(201);
    await writesToMain(FREES, 'Oi');
    // Tomorrow at 10:00 where the clinic is: a day ahead, well past the 3 hours an offer needs.
    const startsAt = `${utcToLocal(new Date(t.clock.now().getTime() + DAY), ZONE).slice(0, 10)}T10:00`;
    const freed = await book(FREES, startsAt);
    await writesToSecond(WAITS, 'Oi, agora escrevo deste número');
    expect((await call('DELETE', `/dashboard/appointments/${freed.id}`)).statusCode).toBe(200);

    const offered = await call('POST', '/dashboard/waiting-list/offers', {
      appointmentId: freed.id,
    });
    expect(offered.statusCode, offered.body).toBe(201);
    await t.app.services.offerRunner.runOnce();
    const offerText =
      'Vagou um horário com Dra. Ana amanhã às 10:00. Responda 1 para ficar com ele.';
    expect(await sentBySecond(WAITS)).toEqual([offerText]);
    expect(await sentByMain(WAITS)).toEqual([]);

    // A merge of the chat it went to carries the offer, and its undo brings it back.
    const [offer] = await t.database.db
      .select({ sibling: slotOfferMessages.siblingChatRowId })
      .from(slotOfferMessages)
      .where(and(eq(slotOfferMessages.chatId, WAITS), eq(slotOfferMessages.kind, 'offer')));
    const sibling = await chatRowId(onSecond(WAITS));
    expect(offer!.sibling).toBe(sibling);
    await writesToSecond(WAITS_NEW, 'Oi');
    const mergeId = await merge(onSecond(WAITS_NEW), onSecond(WAITS));
    const [merged] = await t.database.db
      .select({ sibling: slotOfferMessages.siblingChatRowId })
      .from(slotOfferMessages)
      .where(eq(slotOfferMessages.chatId, WAITS));
    expect(merged!.sibling).toBe(await chatRowId(onSecond(WAITS_NEW)));
    await undo(mergeId);
    const [back] = await t.database.db
      .select({ sibling: slotOfferMessages.siblingChatRowId })
      .from(slotOfferMessages)
      .where(eq(slotOfferMessages.chatId, WAITS));
    expect(back!.sibling).toBe(sibling);

    await writesToSecond(WAITS, '1');
    await t.app.services.offerRunner.runOnce();
    expect(await sentBySecond(WAITS)).toEqual([
      offerText,
      'Pronto! O horário com Dra. Ana amanhã às 10:00 é seu. Você receberá os lembretes da consulta.',
    ]);
    expect(await sentByMain(WAITS)).toEqual([]);
    expect((await appointmentsOf(WAITS)).map((a) => a.startsAt)).toEqual([startsAt]);
    expect(await appointmentsOf(onSecond(WAITS))).toEqual([]);
  });

  it('a survey goes from the second number, and a low score there is kept and takes that chat to a person', async () => {
    advanceToLocalHour(t.clock, '09', ZONE);
    await writesToMain(ASKED, 'Oi');
    await attended(ASKED);
    await writesToSecond(ASKED, 'Obrigada pela consulta');
    await surveyHour();
    expect(await sentBySecond(ASKED)).toEqual([QUESTION]);
    expect(await sentByMain(ASKED)).toEqual([]);

    await writesToSecond(ASKED, '3');
    const [row] = await t.database.db
      .select({ score: satisfactionSurveys.score })
      .from(satisfactionSurveys)
      .where(eq(satisfactionSurveys.chatId, ASKED));
    expect(row!.score).toBe(3);
    expect(await columnOf(onSecond(ASKED))).toBe('humanized');
    expect(await columnOf(ASKED)).not.toBe('humanized');
  });

  it('a survey that went to the second number is carried by a merge, and brought back by its undo, with its answer', async () => {
    advanceToLocalHour(t.clock, '09', ZONE);
    await writesToMain(MOVES, 'Oi');
    await attended(MOVES);
    await writesToSecond(MOVES, 'Oi, por aqui agora');
    await surveyHour();
    expect(await sentBySecond(MOVES)).toEqual([QUESTION]);

    const survey = () =>
      t.database.db
        .select({ sibling: satisfactionSurveys.siblingChatRowId, score: satisfactionSurveys.score })
        .from(satisfactionSurveys)
        .where(eq(satisfactionSurveys.chatId, MOVES));
    await writesToSecond(MOVES_NEW, 'Oi');
    const sibling = await chatRowId(onSecond(MOVES));
    const mergeId = await merge(onSecond(MOVES_NEW), onSecond(MOVES));
    expect((await survey())[0]!.sibling).toBe(await chatRowId(onSecond(MOVES_NEW)));
    await undo(mergeId);
    expect((await survey())[0]!.sibling).toBe(sibling);

    // Its answer is read on the chat it went to, back again; not on the chat it did not go to.
    await writesToMain(MOVES, '10');
    expect((await survey())[0]!.score).toBeNull();
    await writesToSecond(MOVES, '9');
    expect((await survey())[0]!.score).toBe(9);
  });

  it('a patient who last wrote to the own number is asked there, as before', async () => {
    advanceToLocalHour(t.clock, '09', ZONE);
    const phone = AS_BEFORE;
    await writesToSecond(phone, 'Oi');
    await writesToMain(phone, 'Oi, queria marcar');
    await attended(phone);
    await surveyHour();
    expect(await sentByMain(phone)).toEqual([QUESTION]);
    expect(await sentBySecond(phone)).toEqual([]);
    const [row] = await t.database.db
      .select({ sibling: satisfactionSurveys.siblingChatRowId })
      .from(satisfactionSurveys)
      .where(
        and(eq(satisfactionSurveys.chatId, phone), isNull(satisfactionSurveys.siblingChatRowId)),
      );
    expect(row).toBeDefined();
  });
});

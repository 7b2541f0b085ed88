import { MSG, routineEndpoints, teamEndpoints, utcToLocal } from '@conecta/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, clinics } from '../src/db/schema.ts';
import { joinClinic } from './helpers/join-clinic.ts';
import { callApi, callLoose, signedInClinic } from './helpers/call-api.ts';
import {
  createTestApp,
  createTestClock,
  post,
  freshIp,
  type TestApp,
  uniqueEmail,
} from './helpers/test-app.ts';

/**
 * The clinic's own name, set in 'Clínica' by its Responsável. Until then it is
 * the Responsável's person name copied at creation; invitations and the export say the new one.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: createTestClock() });
});
afterAll(async () => {
  await t.close();
});

const rename = (token: string, payload: unknown) =>
  callLoose(t, token, teamEndpoints.rename, { body: payload });

describe('the clinic name', () => {
  it("starts as the Responsável's name and is renamed, trimmed, audited", async () => {
    const ana = await signedInClinic(t, 'Dra. Ana Souza');
    const before = await ana.call(teamEndpoints.clinic);
    expect(before.statusCode).toBe(200);
    expect(before.json().clinic.name).toBe('Dra. Ana Souza');

    const res = await rename(ana.token, { name: '  Clínica Sorriso  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Nome da clínica salvo',
      clinic: { name: 'Clínica Sorriso' },
    });
    const after = await ana.call(teamEndpoints.clinic);
    expect(after.json().clinic.name).toBe('Clínica Sorriso');
    // The session summary the dashboard shows and the team dialog say it too.
    expect((await ana.call(teamEndpoints.view)).json().clinic.name).toBe('Clínica Sorriso');
    const audit = await t.database.db
      .select({ action: auditLog.action, target: auditLog.targetId, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.actorUserId, ana.id));
    expect(audit).toContainEqual({
      action: 'clinic.rename',
      target: 'Clínica Sorriso',
      details: { from: 'Dra. Ana Souza' },
    });
  });

  it.each([
    [{ name: '' }, 'Informe o nome da clínica.'],
    [{ name: '   ' }, 'Informe o nome da clínica.'],
    [{ name: 'A' }, 'O nome da clínica deve ter ao menos 2 caracteres.'],
    [{ name: 'x'.repeat(81) }, 'O nome da clínica deve ter no máximo 80 caracteres.'],
    [{ name: 42 }, 'Nome da clínica inválido.'],
    [{}, 'Nome da clínica inválido.'],
    [null, 'Nome da clínica inválido.'],
  ])('refuses %j with 400 and a pt-BR message, keeping the name', async (payload, message) => {
    const ana = await signedInClinic(t, 'Dra. Bia Lima');
    const res = await rename(ana.token, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    const rows = await t.database.db
      .select({ name: clinics.name })
      .from(clinics)
      .where(eq(clinics.id, ana.id));
    expect(rows[0]?.name).toBe('Dra. Bia Lima');
  });

  it('is the Responsável’s: an Atendente is refused with 403, reading or writing', async () => {
    const ana = await signedInClinic(t);
    const bruno = await joinClinic(t, ana.token);
    for (const res of [
      await callApi(t, bruno.token, teamEndpoints.clinic),
      await rename(bruno.token, { name: 'Clínica do Bruno' }),
      // Refused before the body is read: a bad one answers the same.
      await rename(bruno.token, { name: '' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Só o Responsável da clínica pode fazer isso.');
    }
    expect((await ana.call(teamEndpoints.clinic)).json().clinic.name).toBe('Dra. Ana Souza');
  });

  it('is what an invitation mail and its page say after a rename', async () => {
    const ana = await signedInClinic(t, 'Dra. Carla Dias');
    expect((await rename(ana.token, { name: 'Odonto Vida' })).statusCode).toBe(200);
    const email = uniqueEmail('convidada');
    const invited = await ana.call(teamEndpoints.invite, {
      body: {
        email,
        role: 'ATENDENTE',
      },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = await t.smtp.waitFor(email);
    // The inviter is named as a person; the clinic by its own name, no longer hers.
    expect(mail.text).toContain(
      'Dra. Carla Dias convidou você para atender o WhatsApp de Odonto Vida',
    );
    const token = /convite\?token=([\w-]+)/.exec(mail.text)![1]!;
    const preview = await t.app.inject({ method: 'GET', url: `/auth/invitations/${token}` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      clinicName: 'Odonto Vida',
      inviterName: 'Dra. Carla Dias',
    });
    const joined = await post(
      t.app,
      '/auth/invitations/accept',
      { token, name: 'Bruna Reis', password: 'senha-da-bruna-1' },
      { remoteAddress: freshIp() },
    );
    expect(joined.statusCode, joined.body).toBe(200);
  });
});

describe('an invitation from a clinic never named', () => {
  it("does not call the clinic by the inviter's own name", async () => {
    const ana = await signedInClinic(t, 'Recepção Demo');
    const email = uniqueEmail('convidada');
    const invited = await ana.call(teamEndpoints.invite, {
      body: {
        email,
        role: 'ATENDENTE',
      },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = await t.smtp.waitFor(email);
    expect(mail.text).toContain(
      'Recepção Demo convidou você para atender o WhatsApp da clínica no Conecta Clínica.',
    );
    expect(mail.text).not.toContain('WhatsApp de Recepção Demo');
    expect(mail.html).not.toContain('WhatsApp de Recepção Demo');
    // The page of its link (/convite) does not take her name for the clinic's either.
    const token = /convite\?token=([\w-]+)/.exec(mail.text)![1]!;
    const preview = await t.app.inject({ method: 'GET', url: `/auth/invitations/${token}` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ clinicName: null, inviterName: 'Recepção Demo' });
    expect(MSG.invitation.title(preview.json().clinicName, preview.json().inviterName)).toBe(
      'Recepção Demo convidou você para a equipe da clínica',
    );
  });
});

describe('a new clinic', () => {
  it('starts closed on the national holidays, fixed ones every year and Good Friday', async () => {
    const ana = await signedInClinic(t);
    const res = await ana.call(routineEndpoints.openingHours);
    const closed = res.json().hours.closedDates as string[];
    expect(closed).toEqual(expect.arrayContaining(['01-01', '04-21', '09-07', '11-20', '12-25']));
    const year = Number(utcToLocal(t.clock.now(), 'America/Sao_Paulo').slice(0, 4));
    expect(closed.filter((d) => d.length === 10).map((d) => d.slice(0, 4))).toEqual(
      expect.arrayContaining([String(year), String(year + 1)]),
    );
  });

  it("takes every-year dates ('12-25') and keeps them in calendar order", async () => {
    const ana = await signedInClinic(t);
    const base = (await ana.call(routineEndpoints.openingHours)).json().hours;
    const res = await ana.call(routineEndpoints.setOpeningHours, {
      body: {
        ...base,
        closedDates: ['2031-03-10', '12-25', '02-29', '12-25'],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().hours.closedDates).toEqual(['02-29', '12-25', '2031-03-10']);
  });

  it('names its own closed dates beside the plain dates stored before names existed', async () => {
    const ana = await signedInClinic(t);
    // Hours as they were stored before names: plain dates, no names at all.
    const before = (await ana.call(routineEndpoints.openingHours)).json().hours;
    await t.database.db
      .update(clinics)
      .set({ openingHours: { ...before, closedDates: ['12-25', '2031-12-24'] } })
      .where(eq(clinics.id, ana.id));
    const old = (await ana.call(routineEndpoints.openingHours)).json().hours;
    expect(old.closedDates).toEqual(['12-25', '2031-12-24']);
    expect(old.closedDateNames).toBeUndefined();

    const named = await ana.callLoose(routineEndpoints.setOpeningHours, {
      body: {
        ...old,
        closedDates: ['12-25', '2031-12-24', '2031-12-31'],
        closedDateNames: { '2031-12-24': '  Recesso de fim de ano ', '2031-12-31': '' },
      },
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().hours.closedDateNames).toEqual({ '2031-12-24': 'Recesso de fim de ano' });
    // The hours form sends no names: the stored ones stay with their dates.
    const hoursOnly = await ana.callLoose(routineEndpoints.setOpeningHours, {
      body: {
        enabled: old.enabled,
        timeZone: old.timeZone,
        days: old.days,
        closedDates: ['12-25', '2031-12-24', '2031-12-31'],
      },
    });
    expect(hoursOnly.statusCode, hoursOnly.body).toBe(200);
    const kept = (await ana.call(routineEndpoints.openingHours)).json().hours;
    expect(kept.closedDateNames).toEqual({ '2031-12-24': 'Recesso de fim de ano' });
    // A removed date takes its name along.
    const { closedDateNames: _names, ...withoutNames } = kept;
    const removed = await ana.callLoose(routineEndpoints.setOpeningHours, {
      body: {
        ...withoutNames,
        closedDates: ['12-25'],
      },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await ana.call(routineEndpoints.openingHours)).json().hours).toMatchObject({
      closedDates: ['12-25'],
      closedDateNames: {},
    });
  });

  it.each([
    [{ '2031-12-24': 'x'.repeat(61) }, 'O nome do feriado deve ter no máximo 60 caracteres.'],
    [{ '2031-12-30': 'Sem data na lista' }, 'Horário de funcionamento inválido.'],
  ])('refuses the closed-date names %j in pt-BR', async (closedDateNames, message) => {
    const ana = await signedInClinic(t);
    const base = (await ana.call(routineEndpoints.openingHours)).json().hours;
    const res = await ana.call(routineEndpoints.setOpeningHours, {
      body: {
        ...base,
        closedDates: ['2031-12-24'],
        closedDateNames,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

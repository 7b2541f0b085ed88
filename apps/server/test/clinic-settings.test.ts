import { utcToLocal } from '@conecta/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, clinics } from '../src/db/schema.ts';
import { joinClinic } from './helpers/join-clinic.ts';
import {
  callAs,
  createTestApp,
  createTestClock,
  post,
  signUp,
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
  callAs(t, token, 'PUT', '/dashboard/settings/clinic', payload);

describe('the clinic name', () => {
  it("starts as the Responsável's name and is renamed, trimmed, audited", async () => {
    const ana = await signUp(t, 'Dra. Ana Souza');
    const before = await callAs(t, ana.token, 'GET', '/dashboard/settings/clinic');
    expect(before.statusCode).toBe(200);
    expect(before.json().clinic.name).toBe('Dra. Ana Souza');

    const res = await rename(ana.token, { name: '  Clínica Sorriso  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Nome da clínica salvo',
      clinic: { name: 'Clínica Sorriso' },
    });
    const after = await callAs(t, ana.token, 'GET', '/dashboard/settings/clinic');
    expect(after.json().clinic.name).toBe('Clínica Sorriso');
    // The session summary the dashboard shows and the team dialog say it too.
    expect((await callAs(t, ana.token, 'GET', '/dashboard/team')).json().clinic.name).toBe(
      'Clínica Sorriso',
    );
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
    const ana = await signUp(t, 'Dra. Bia Lima');
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
    const ana = await signUp(t);
    const bruno = await joinClinic(t, ana.token);
    for (const res of [
      await callAs(t, bruno.token, 'GET', '/dashboard/settings/clinic'),
      await rename(bruno.token, { name: 'Clínica do Bruno' }),
      // Refused before the body is read: a bad one answers the same.
      await rename(bruno.token, { name: '' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Só o Responsável da clínica pode fazer isso.');
    }
    expect(
      (await callAs(t, ana.token, 'GET', '/dashboard/settings/clinic')).json().clinic.name,
    ).toBe('Dra. Ana Souza');
  });

  it('is what an invitation mail and its page say after a rename', async () => {
    const ana = await signUp(t, 'Dra. Carla Dias');
    expect((await rename(ana.token, { name: 'Odonto Vida' })).statusCode).toBe(200);
    const email = uniqueEmail('convidada');
    const invited = await callAs(t, ana.token, 'POST', '/dashboard/team/invitations', {
      email,
      role: 'ATENDENTE',
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
    expect(preview.json().clinicName).toBe('Odonto Vida');
    const joined = await post(
      t.app,
      '/auth/invitations/accept',
      { token, name: 'Bruna Reis', password: 'senha-da-bruna-1' },
      { remoteAddress: freshIp() },
    );
    expect(joined.statusCode, joined.body).toBe(200);
  });
});

describe('a new clinic', () => {
  it('starts closed on the national holidays, fixed ones every year and Good Friday', async () => {
    const ana = await signUp(t);
    const res = await callAs(t, ana.token, 'GET', '/dashboard/settings/opening-hours');
    const closed = res.json().hours.closedDates as string[];
    expect(closed).toEqual(expect.arrayContaining(['01-01', '04-21', '09-07', '11-20', '12-25']));
    const year = Number(utcToLocal(t.clock.now(), 'America/Sao_Paulo').slice(0, 4));
    expect(closed.filter((d) => d.length === 10).map((d) => d.slice(0, 4))).toEqual(
      expect.arrayContaining([String(year), String(year + 1)]),
    );
  });

  it("takes every-year dates ('12-25') and keeps them in calendar order", async () => {
    const ana = await signUp(t);
    const base = (await callAs(t, ana.token, 'GET', '/dashboard/settings/opening-hours')).json()
      .hours;
    const res = await callAs(t, ana.token, 'PUT', '/dashboard/settings/opening-hours', {
      ...base,
      closedDates: ['2031-03-10', '12-25', '02-29', '12-25'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().hours.closedDates).toEqual(['02-29', '12-25', '2031-03-10']);
  });
});

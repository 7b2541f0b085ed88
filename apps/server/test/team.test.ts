import { tagEndpoints } from '@conecta/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, clinicMembers, clinics, tags as tagsTable } from '../src/db/schema.ts';
import { INVITE_LIMITS } from '../src/modules/clinics/team-service.ts';
import { usersRepo } from '../src/modules/auth/users-repo.ts';
import type { ReceivedMail } from './helpers/smtp-sink.ts';
import { seedInstance } from './helpers/seed-instance.ts';
import { startSimulator, type TestSimulator } from './helpers/simulator.ts';
import { openStream, type SseEvent } from './helpers/sse-client.ts';
import { waitFor } from './helpers/wait-for.ts';
import {
  callAs,
  createTestApp,
  createTestClock,
  freshIp,
  post,
  signUp,
  type TestApp,
  uniqueEmail,
} from './helpers/test-app.ts';
import { callApi } from './helpers/call-api.ts';

const PATIENT = '5511955550001';

let t: TestApp;
let sim: TestSimulator;
beforeAll(async () => {
  const clock = createTestClock();
  sim = await startSimulator({ clock, chatCount: 3 });
  t = await createTestApp({ ZAPI_BASE_URL: sim.url }, { listen: true, clock });
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

function tokenFrom(mail: ReceivedMail): string {
  // The link points at the app's public address (here the test server's own).
  const match = /https?:\/\/[^/\s]+\/convite\?token=([\w-]{43})/.exec(mail.text);
  if (!match) throw new Error(`e-mail sem link: ${mail.text}`);
  return match[1]!;
}

/** Ana invites `email` with `role`; answers the link's token read from the mail. */
async function invite(ownerToken: string, email: string, role = 'ATENDENTE') {
  const before = t.smtp.mails.filter((m) => m.to === email).length;
  const res = await callAs(t, ownerToken, 'POST', '/dashboard/team/invitations', { email, role });
  expect(res.statusCode, res.body).toBe(201);
  return tokenFrom(await t.smtp.waitFor(email, before));
}

const accept = (payload: Record<string, unknown>) =>
  post(t.app, '/auth/invitations/accept', payload, { remoteAddress: freshIp() });

/** A new person joins Ana's clinic through an invitation; answers their session. */
async function join(ownerToken: string, role = 'ATENDENTE', name = 'Bruno Lima') {
  const email = uniqueEmail('equipe');
  const token = await invite(ownerToken, email, role);
  const res = await accept({ token, name, password: 'senha-do-bruno-1' });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { id: string; token: string };
  return { email, id: body.id, token: body.token, password: 'senha-do-bruno-1' };
}

const team = (token: string) => callAs(t, token, 'GET', '/dashboard/team');

describe('a clinic of one', () => {
  it('is what a new account gets: it is its Responsável, alone', async () => {
    const ana = await signUp(t);
    const res = await team(ana.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.me).toEqual({ userId: ana.id, role: 'RESPONSAVEL' });
    expect(body.members).toEqual([
      expect.objectContaining({ userId: ana.id, role: 'RESPONSAVEL' }),
    ]);
    expect(body.invitations).toEqual([]);
  });
});

describe('invitations', () => {
  it('mails a 7-day single-use link; the invitee creates an account and sees the same board', async () => {
    const ana = await signUp(t);
    const email = uniqueEmail('bruno');
    const token = await invite(ana.token, email);
    const mail = await t.smtp.waitFor(email);
    // The subject is fixed; the clinic's name (an account's own text) is in the body only.
    expect(mail.subject).toBe('Convite para uma equipe no Conecta Clínica');
    expect(mail.text).toContain('Dra. Ana Souza convidou você');
    expect(mail.text).toContain('7 dias');

    const preview = await t.app.inject({ url: `/auth/invitations/${token}` });
    expect(preview.json()).toEqual({
      success: true,
      // Her clinic still carries her own name: the page says 'da clínica', not 'de Dra. Ana…'.
      clinicName: null,
      inviterName: 'Dra. Ana Souza',
      email,
      role: 'ATENDENTE',
      accountExists: false,
    });
    const joined = await accept({ token, name: 'Bruno Lima', password: 'senha-do-bruno-1' });
    expect(joined.statusCode).toBe(200);
    const bruno = joined.json() as { token: string };
    // Same clinic, same data: a tag Ana creates is Bruno's too.
    await callApi(t, ana.token, tagEndpoints.create, {
      body: { name: 'Retorno', color: '#8B5CF6' },
    });
    const tags = await callApi(t, bruno.token, tagEndpoints.list);
    expect(tags.json().tags.map((x: { name: string }) => x.name)).toEqual(['Retorno']);
    expect((await team(bruno.token)).json().me.role).toBe('ATENDENTE');

    // Used once: the same link does not work again.
    const again = await accept({ token, name: 'Outro', password: 'senha-do-outro-1' });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Este convite não vale mais');
  });

  it('refuses an expired link, a cancelled one and a wrong password for an existing account', async () => {
    const ana = await signUp(t);
    const expired = await invite(ana.token, uniqueEmail('expira'));
    const email = uniqueEmail('cancela');
    const cancelled = await invite(ana.token, email);
    const list = (await team(ana.token)).json();
    const id = list.invitations.find((i: { email: string }) => i.email === email).id;
    expect(
      (await callAs(t, ana.token, 'DELETE', `/dashboard/team/invitations/${id}`)).statusCode,
    ).toBe(200);
    expect(
      (await accept({ token: cancelled, name: 'X Y', password: 'senha-longa-1' })).statusCode,
    ).toBe(404);

    // An existing account: only its own password lets it in.
    const carla = await signUp(t, 'Carla Dias');
    const forCarla = await invite(ana.token, carla.email);
    expect(
      (await t.app.inject({ url: `/auth/invitations/${forCarla}` })).json().accountExists,
    ).toBe(true);
    const wrong = await accept({ token: forCarla, password: 'nao-e-a-senha' });
    expect(wrong.statusCode).toBe(401);
    const right = await accept({ token: forCarla, password: carla.password });
    expect(right.statusCode).toBe(200);
    // Her old sessions ended with her old clinic of one.
    expect((await callApi(t, carla.token, tagEndpoints.list)).statusCode).toBe(401);
    const members = (await team(ana.token)).json().members;
    expect(members.map((m: { name: string }) => m.name)).toContain('Carla Dias');
    // Seven days later the link is dead.
    t.clock.advance(7 * 86_400_000 + 1000);
    expect(
      (await accept({ token: expired, name: 'X Y', password: 'senha-longa-1' })).statusCode,
    ).toBe(404);
  });

  it('an account with its own WhatsApp number cannot leave it behind by joining', async () => {
    const ana = await signUp(t);
    const dora = await signUp(t, 'Dora Reis');
    await seedInstance(t, dora.id);
    const token = await invite(ana.token, dora.email);
    const res = await accept({ token, password: dora.password });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Esta conta já tem um número de WhatsApp conectado à sua própria clínica. Use outro e-mail para entrar nesta equipe.',
    );
    // Nothing changed: Dora is still in her clinic, and the invitation still stands.
    expect((await team(dora.token)).json().me).toEqual({ userId: dora.id, role: 'RESPONSAVEL' });
    expect((await t.app.inject({ url: `/auth/invitations/${token}` })).statusCode).toBe(200);
  });

  it('refuses a second invitation to the same e-mail and one to a member', async () => {
    const ana = await signUp(t);
    const email = uniqueEmail('duplo');
    await invite(ana.token, email);
    const twice = await callAs(t, ana.token, 'POST', '/dashboard/team/invitations', {
      email,
      role: 'ATENDENTE',
    });
    expect(twice.statusCode).toBe(409);
    const self = await callAs(t, ana.token, 'POST', '/dashboard/team/invitations', {
      email: ana.email,
      role: 'ATENDENTE',
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('Esta pessoa já faz parte da equipe.');
  });
});

describe('roles', () => {
  it('an Atendente gets 403 on the team and on routines, and works the board', async () => {
    const ana = await signUp(t);
    const bruno = await join(ana.token);
    for (const [method, url, body] of [
      ['POST', '/dashboard/team/invitations', { email: uniqueEmail(), role: 'ATENDENTE' }],
      ['PUT', `/dashboard/team/members/${ana.id}/role`, { role: 'ATENDENTE' }],
      ['DELETE', `/dashboard/team/members/${ana.id}`, undefined],
      ['GET', '/dashboard/team/audit', undefined],
      ['GET', '/dashboard/routines', undefined],
      ['POST', '/dashboard/routines', { sequenceNumber: 1, textContent: 'Oi', hoursDelay: 1 }],
      ['PUT', '/dashboard/settings/opening-hours', undefined],
      ['PUT', '/dashboard/settings/reminders', { template: 'Oi', respectOpeningHours: false }],
      ['GET', '/dashboard/privacy/access-log', undefined],
      ['GET', '/dashboard/privacy/access-log.csv', undefined],
      ['PUT', '/dashboard/settings/retention', { months: 12 }],
      ['POST', `/dashboard/chats/${PATIENT}/erase`, { confirmPhone: PATIENT }],
      ['POST', `/dashboard/chats/${PATIENT}/export`, undefined],
    ] as const) {
      const res = await callAs(t, bruno.token, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe('Só o Responsável da clínica pode fazer isso.');
    }
    // The appointment dialog shows every member the reminders' message.
    expect((await callAs(t, bruno.token, 'GET', '/dashboard/settings/reminders')).statusCode).toBe(
      200,
    );
    const tag = await callApi(t, bruno.token, tagEndpoints.create, {
      body: {
        name: 'Urgente',
        color: '#EF4444',
      },
    });
    expect(tag.statusCode).toBe(201);
    // The hours are read by every member: the task dialog warns outside them.
    const hours = await callAs(t, bruno.token, 'GET', '/dashboard/settings/opening-hours');
    expect(hours.statusCode).toBe(200);
  });

  it('the last Responsável can be neither demoted nor removed, nor leave', async () => {
    const ana = await signUp(t);
    const bruno = await join(ana.token);
    const demote = await callAs(t, ana.token, 'PUT', `/dashboard/team/members/${ana.id}/role`, {
      role: 'ATENDENTE',
    });
    expect(demote.statusCode).toBe(422);
    expect(demote.json().message).toBe(
      'A clínica precisa de pelo menos um Responsável. Torne outra pessoa Responsável antes.',
    );
    expect(
      (await callAs(t, ana.token, 'DELETE', `/dashboard/team/members/${ana.id}`)).statusCode,
    ).toBe(422);
    // Once Bruno is a Responsável too, Ana may step down.
    const promote = await callAs(t, ana.token, 'PUT', `/dashboard/team/members/${bruno.id}/role`, {
      role: 'RESPONSAVEL',
    });
    expect(promote.statusCode).toBe(200);
    expect(
      (
        await callAs(t, ana.token, 'PUT', `/dashboard/team/members/${ana.id}/role`, {
          role: 'ATENDENTE',
        })
      ).statusCode,
    ).toBe(200);
    expect((await team(ana.token)).json().me.role).toBe('ATENDENTE');
  });
});

describe('removal', () => {
  it("ends the member's sessions at once, and the next sign-in starts a clinic of their own", async () => {
    const ana = await signUp(t);
    const bruno = await join(ana.token);
    expect((await callApi(t, bruno.token, tagEndpoints.list)).statusCode).toBe(200);
    const res = await callAs(t, ana.token, 'DELETE', `/dashboard/team/members/${bruno.id}`);
    expect(res.statusCode).toBe(200);
    expect((await callApi(t, bruno.token, tagEndpoints.list)).statusCode).toBe(401);
    const again = await post(
      t.app,
      '/auth/login',
      { email: bruno.email, password: bruno.password },
      { remoteAddress: freshIp() },
    );
    expect(again.statusCode).toBe(200);
    // That sign-in, and only that one, says which team the person left.
    expect(again.json().leftTeam).toBe('Dra. Ana Souza');
    const later = await post(
      t.app,
      '/auth/login',
      { email: bruno.email, password: bruno.password },
      { remoteAddress: freshIp() },
    );
    expect(later.statusCode).toBe(200);
    expect(later.json()).not.toHaveProperty('leftTeam');
    const fresh = (await team(again.json().token)).json();
    expect(fresh.me.role).toBe('RESPONSAVEL');
    expect(fresh.members).toHaveLength(1);
    expect(fresh.clinic.id).not.toBe((await team(ana.token)).json().clinic.id);
    // Nothing of Ana's clinic is visible any more.
    expect((await callApi(t, again.json().token, tagEndpoints.list)).json().tags).toEqual([]);
  });

  it('someone who left by themselves, or joined a team again, is not told of a removal', async () => {
    const signIn = (who: { email: string; password: string }) =>
      post(
        t.app,
        '/auth/login',
        { email: who.email, password: who.password },
        { remoteAddress: freshIp() },
      );
    const ana = await signUp(t);
    const carla = await join(ana.token, 'ATENDENTE', 'Carla Dias');
    expect(
      (await callAs(t, carla.token, 'DELETE', `/dashboard/team/members/${carla.id}`)).statusCode,
    ).toBe(200);
    const own = await signIn(carla);
    expect(own.statusCode).toBe(200);
    expect(own.json()).not.toHaveProperty('leftTeam');

    // Removed, then invited back before signing in: she is in the team, nothing to tell.
    const bruno = await join(ana.token);
    await callAs(t, ana.token, 'DELETE', `/dashboard/team/members/${bruno.id}`);
    const back = await accept({
      token: await invite(ana.token, bruno.email),
      password: bruno.password,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).not.toHaveProperty('leftTeam');
    const afterwards = await signIn(bruno);
    expect(afterwards.json()).not.toHaveProperty('leftTeam');
    expect((await team(afterwards.json().token)).json().clinic.id).toBe(
      (await team(ana.token)).json().clinic.id,
    );
  });
});

describe('isolation between clinics', () => {
  it("a member of clinic A gets 404 for clinic B's members, invitations, tags and texts", async () => {
    const anaA = await signUp(t);
    const brunoA = await join(anaA.token);
    const anaB = await signUp(t, 'Dra. Beatriz');
    const memberB = await join(anaB.token);
    await invite(anaB.token, uniqueEmail('b'));
    const invB = (await team(anaB.token)).json().invitations[0].id;
    const tagB = (
      await callApi(t, anaB.token, tagEndpoints.create, {
        body: { name: 'De B', color: '#EF4444' },
      })
    ).json().tag.id;

    for (const [method, url, body] of [
      ['PUT', `/dashboard/team/members/${memberB.id}/role`, { role: 'RESPONSAVEL' }],
      ['DELETE', `/dashboard/team/members/${memberB.id}`, undefined],
      ['DELETE', `/dashboard/team/invitations/${invB}`, undefined],
    ] as const) {
      const res = await callAs(t, anaA.token, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    for (const token of [anaA.token, brunoA.token]) {
      const res = await callApi(t, token, tagEndpoints.update, {
        params: { id: tagB },
        body: { name: 'Roubada', color: '#EF4444' },
      });
      expect(res.statusCode).toBe(404);
    }
    // Clinic B is untouched.
    const b = (await team(anaB.token)).json();
    expect(b.members).toHaveLength(2);
    expect(b.invitations).toHaveLength(1);
    expect((await callApi(t, anaB.token, tagEndpoints.list)).json().tags[0].name).toBe('De B');
  });
});

describe('who sent what', () => {
  it("the clinic's messages carry the member's name; the phone's say so", async () => {
    const ana = await signUp(t);
    const bruno = await join(ana.token);
    const inst = await seedInstance(t, ana.id, { instanceId: 'TEAM1', token: 'TOKTEAM1' });
    await callAs(t, ana.token, 'GET', '/dashboard/zapi/qr-code');
    await sim.control(`/instances/${inst.instanceId}/scan`, {});
    await callAs(t, ana.token, 'GET', '/dashboard/zapi/status');
    await waitFor(
      async () =>
        (await callAs(t, ana.token, 'GET', '/dashboard/zapi/chats_loading_progress')).json(),
      (p) => p.completed,
    );
    await sim.control(`/instances/${inst.instanceId}/inbound`, {
      phone: PATIENT,
      message: 'Bom dia',
    });
    await waitFor(
      async () => {
        const r = await callAs(t, bruno.token, 'GET', `/dashboard/messages/${PATIENT}`);
        return { status: r.statusCode, body: r.json() as { messages?: unknown[] } };
      },
      (r) => r.status === 200 && (r.body.messages?.length ?? 0) > 0,
      15_000,
    );
    const sent = await callAs(t, bruno.token, 'POST', '/dashboard/messages/send', {
      chatId: PATIENT,
      phone: PATIENT,
      message: 'Olá, aqui é o Bruno',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const list = (await callAs(t, ana.token, 'GET', `/dashboard/messages/${PATIENT}`)).json();
    const mine = list.messages.find(
      (m: { content: string }) => m.content === 'Olá, aqui é o Bruno',
    );
    expect(mine).toMatchObject({ fromMe: true, senderName: 'Bruno Lima', sentFromPhone: false });
    const theirs = list.messages.find((m: { content: string }) => m.content === 'Bom dia');
    expect(theirs).toMatchObject({ fromMe: false, senderName: null, sentFromPhone: false });
  });
});

describe('audit', () => {
  it('records invitations, joins, role changes and removals, newest first, for the Responsável', async () => {
    const ana = await signUp(t);
    const bruno = await join(ana.token);
    await callAs(t, ana.token, 'PUT', `/dashboard/team/members/${bruno.id}/role`, {
      role: 'RESPONSAVEL',
    });
    await callAs(t, ana.token, 'DELETE', `/dashboard/team/members/${bruno.id}`);
    const res = await callAs(t, ana.token, 'GET', '/dashboard/team/audit');
    expect(res.statusCode).toBe(200);
    const entries = res.json().entries as Array<{ action: string; actorName: string; ip: string }>;
    expect(entries.map((e) => e.action)).toEqual([
      'team.remove',
      'team.role',
      'team.join',
      'team.invite',
    ]);
    expect(entries[2]!.actorName).toBe('Bruno Lima');
    expect(entries.every((e) => e.ip)).toBe(true);
  });
});

/** Ana's clinic, linked to the simulator, with one patient chat and Bruno as an Atendente. */
async function connectedTeam(instanceId: string, patient: string) {
  const ana = await signUp(t);
  const bruno = await join(ana.token);
  const inst = await seedInstance(t, ana.id, { instanceId, token: `TOK${instanceId}` });
  await callAs(t, ana.token, 'GET', '/dashboard/zapi/qr-code');
  await sim.control(`/instances/${inst.instanceId}/scan`, {});
  await callAs(t, ana.token, 'GET', '/dashboard/zapi/status');
  await waitFor(
    async () =>
      (await callAs(t, ana.token, 'GET', '/dashboard/zapi/chats_loading_progress')).json(),
    (p) => p.completed,
  );
  await sim.control(`/instances/${inst.instanceId}/inbound`, { phone: patient, message: 'Oi' });
  await waitFor(
    async () => (await callAs(t, ana.token, 'GET', `/dashboard/messages/${patient}`)).statusCode,
    (status) => status === 200,
  );
  return { ana, bruno, webhookSecret: inst.webhookSecret };
}

const cardOf = async (token: string, chatId: string) =>
  (
    (await callAs(t, token, 'GET', '/dashboard/zapi/chats')).json().chats as Array<{
      chatId: string;
      assignee: { userId: string; name: string } | null;
    }>
  ).find((c) => c.chatId === chatId)!;

describe('assignment', () => {
  it('assigns a chat to a member: every board shows it, the assignee is told live, the audit records it', async () => {
    const patient = '5511955550002';
    const { ana, bruno } = await connectedTeam('TEAM2', patient);
    const stream = await openStream(
      `${t.publicUrl}/api/notifications/stream?token=${encodeURIComponent(bruno.token)}`,
    );
    const res = await callAs(t, ana.token, 'PUT', `/dashboard/zapi/chats/${patient}/assignee`, {
      userId: bruno.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Conversa atribuída a Bruno Lima',
      assignee: { userId: bruno.id, name: 'Bruno Lima' },
    });
    expect((await cardOf(bruno.token, patient)).assignee).toEqual({
      userId: bruno.id,
      name: 'Bruno Lima',
    });
    const told = await stream.waitFor((e) => e.event === 'team-update');
    expect(told.data).toMatchObject({ reason: 'assigned', chatId: patient, assigneeId: bruno.id });
    await stream.close();

    // Someone outside the clinic cannot be the assignee.
    const stranger = await signUp(t, 'Fora da Clínica');
    const refused = await callAs(t, ana.token, 'PUT', `/dashboard/zapi/chats/${patient}/assignee`, {
      userId: stranger.id,
    });
    expect(refused.statusCode).toBe(404);
    expect((await cardOf(ana.token, patient)).assignee?.userId).toBe(bruno.id);

    // Removing Bruno gives his chats back to nobody.
    await callAs(t, ana.token, 'DELETE', `/dashboard/team/members/${bruno.id}`);
    expect((await cardOf(ana.token, patient)).assignee).toBeNull();
    const audit = (await callAs(t, ana.token, 'GET', '/dashboard/team/audit')).json();
    expect(audit.entries.map((e: { action: string }) => e.action)).toContain('chat.assign');
  });

  it('tells the assignee only: not the member who takes a chat for herself', async () => {
    const patient = '5511955550005';
    const { ana, bruno } = await connectedTeam('TEAM5', patient);
    const stream = await openStream(
      `${t.publicUrl}/api/notifications/stream?token=${encodeURIComponent(ana.token)}`,
    );
    const url = `/dashboard/zapi/chats/${patient}/assignee`;
    expect((await callAs(t, ana.token, 'PUT', url, { userId: ana.id })).statusCode).toBe(200);
    expect((await callAs(t, ana.token, 'PUT', url, { userId: bruno.id })).statusCode).toBe(200);
    // Both assignments' card updates and Bruno's notice: by then a notice for Ana would have come
    // (on PostgreSQL the notices of two requests may reach the stream in either order).
    const cardUpdates = () => stream.events.filter((e) => e.event === 'chat-update').length;
    await stream.waitFor((e) => e.event === 'chat-update' && cardUpdates() >= 2);
    await stream.waitFor((e) => e.event === 'team-update');
    const told = stream.events.filter((e) => e.event === 'team-update');
    expect(told.map((e) => e.data)).toEqual([
      {
        reason: 'assigned',
        chatId: patient,
        chatName: expect.any(String),
        assigneeId: bruno.id,
        byName: 'Dra. Ana Souza',
      },
    ]);
    await stream.close();
  });

  it('the incremental board sync carries an assignment as a changed card', async () => {
    const patient = '5511955550003';
    const { ana, bruno } = await connectedTeam('TEAM3', patient);
    const list = await callAs(t, bruno.token, 'GET', '/dashboard/zapi/chats');
    const cursor = list.headers['x-board-cursor'] as string;
    await callAs(t, ana.token, 'PUT', `/dashboard/zapi/chats/${patient}/assignee`, {
      userId: ana.id,
    });
    const changes = (
      await callAs(t, bruno.token, 'GET', `/dashboard/zapi/chats/changes?since=${cursor}`)
    ).json();
    expect(changes.reset).toBe(false);
    expect(changes.chats).toEqual([
      expect.objectContaining({
        chatId: patient,
        assignee: { userId: ana.id, name: 'Dra. Ana Souza' },
      }),
    ]);
  });
});

describe('presence and the live stream', () => {
  it("a member's open window reaches the others live, without an id to replay; removal closes the stream", async () => {
    const patient = '5511955550004';
    const { ana, bruno } = await connectedTeam('TEAM4', patient);
    const anaStream = await openStream(
      `${t.publicUrl}/api/notifications/stream?token=${encodeURIComponent(ana.token)}`,
    );
    const brunoStream = await openStream(
      `${t.publicUrl}/api/notifications/stream?token=${encodeURIComponent(bruno.token)}`,
    );
    await anaStream.waitFor((e) => e.event === 'connected');
    const res = await callAs(t, bruno.token, 'POST', '/dashboard/presence', {
      chatId: patient,
      state: 'typing',
    });
    expect(res.statusCode, res.body).toBe(200);
    const seen = await anaStream.waitFor((e) => e.event === 'presence');
    expect(seen.data).toEqual({
      chatId: patient,
      userId: bruno.id,
      name: 'Bruno Lima',
      state: 'typing',
    });
    expect(seen.id).toBeUndefined();
    // Another clinic's chat is not a place to be present in.
    const other = await signUp(t);
    expect(
      (
        await callAs(t, other.token, 'POST', '/dashboard/presence', {
          chatId: patient,
          state: 'viewing',
        })
      ).statusCode,
    ).toBe(404);

    // A message Bruno sends reaches Ana live, and says who sent it.
    await callAs(t, bruno.token, 'POST', '/dashboard/messages/send', {
      chatId: patient,
      phone: patient,
      message: 'Já vou atender',
    });
    await anaStream.waitFor((e) => e.event === 'chat-update' || e.event === 'new-message');

    await callAs(t, ana.token, 'DELETE', `/dashboard/team/members/${bruno.id}`);
    await brunoStream.waitFor((e) => e.event === 'session-ended');
    await anaStream.close();
    await brunoStream.close();
    const audit = (await callAs(t, ana.token, 'GET', '/dashboard/team/audit')).json();
    expect(audit.entries.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['message.send', 'team.remove']),
    );
  });
});

describe("a member's send is a live event", () => {
  // A tiny PNG and an MP3 frame header with silence: enough for the provider and the storage.
  const PNG = `data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==`;
  const MP3 = `data:audio/mpeg;base64,${Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(400)]).toString('base64')}`;

  it("Ana's text, picture, voice note and edit reach Bruno's board and open window; the provider's echo adds nothing", async () => {
    const patient = '5511955550006';
    const { ana, bruno, webhookSecret } = await connectedTeam('TEAM6', patient);
    // Without the provider's echo of a send, only the send itself can tell Bruno.
    const quiet = await fetch(
      `${sim.url}/instances/TEAM6/token/TOKTEAM6/update-notify-sent-by-me`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ notifySentByMe: false }),
      },
    );
    expect(quiet.status).toBe(200);
    const stream = await openStream(
      `${t.publicUrl}/api/notifications/stream?token=${encodeURIComponent(bruno.token)}`,
    );
    await stream.waitFor((e) => e.event === 'connected');
    const about = (reason: string, content?: string) => (e: SseEvent) =>
      e.event === 'chat-update' &&
      e.data.chatId === patient &&
      e.data.reason === reason &&
      (content === undefined || e.data.lastMessageContent === content);
    const send = async (path: string, body: Record<string, unknown>) => {
      const res = await callAs(t, ana.token, 'POST', `/dashboard/messages/${path}`, {
        chatId: patient,
        phone: patient,
        ...body,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { messageId: string } }).data.messageId;
    };
    const brunosCard = async () =>
      (
        (await callAs(t, bruno.token, 'GET', '/dashboard/zapi/chats')).json().chats as Array<{
          chatId: string;
          lastMessageContent: string | null;
        }>
      ).find((c) => c.chatId === patient)?.lastMessageContent;

    const textId = await send('send', { message: 'Sua consulta está confirmada' });
    await stream.waitFor(about('message-sent', 'Sua consulta está confirmada'));
    expect(await brunosCard()).toBe('Sua consulta está confirmada');
    await send('send-file', { file: PNG, fileName: 'receita.png', caption: 'Receita' });
    await stream.waitFor(about('message-sent', '📷 Receita'));
    await send('send-audio', { audio: MP3, duration: 3 });
    await stream.waitFor(about('message-sent', '🎤 Áudio'));
    expect(await brunosCard()).toBe('🎤 Áudio');
    const edit = await callAs(t, ana.token, 'PUT', '/dashboard/messages/edit', {
      phone: patient,
      editMessageId: textId,
      message: 'Sua consulta está confirmada para as 10h',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await stream.waitFor(about('message-edited'));

    // The provider's echoes of the text and of its edit, arriving after both were recorded.
    const window = async () =>
      (await callAs(t, bruno.token, 'GET', `/dashboard/messages/${patient}`)).json() as {
        messages: Array<Record<string, unknown>>;
        audios: Array<Record<string, unknown>>;
      };
    const text = (await window()).messages.find((m) => m.messageId === textId)!;
    const echo = (over: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/webhooks/zapi/${webhookSecret}`,
        payload: {
          type: 'ReceivedCallback',
          messageId: textId,
          phone: patient,
          fromMe: true,
          momment: Date.parse(text.timestamp as string),
          status: 'SENT',
          chatName: patient,
          isGroup: false,
          isNewsletter: false,
          isEdit: false,
          text: { message: 'Sua consulta está confirmada' },
          ...over,
        },
      });
    expect((await echo({})).json()).toMatchObject({ result: 'duplicate' });
    const editEcho = await echo({
      messageId: 'ECO-DA-EDICAO',
      isEdit: true,
      editMessageId: textId,
      text: { message: 'Sua consulta está confirmada para as 10h' },
    });
    expect(editEcho.json()).toMatchObject({ result: 'duplicate' });
    // Published after the echoes were answered: an event of theirs would be on the stream by now.
    await callAs(t, bruno.token, 'PUT', `/dashboard/chats/${patient}/mark-read`);
    await stream.waitFor(about('read'));
    // Delivery statuses come and go on the provider's clock; what matters is each message's news.
    const told = stream.events.filter(
      (e) =>
        e.data.chatId === patient &&
        (e.event === 'new-message' ||
          ['message-sent', 'message-edited'].includes(String(e.data.reason))),
    );
    expect(told.map((e) => [e.event, e.data.reason])).toEqual([
      ['chat-update', 'message-sent'],
      ['chat-update', 'message-sent'],
      ['chat-update', 'message-sent'],
      ['chat-update', 'message-edited'],
    ]);
    await stream.close();

    // Bruno's open window lists each once, as Ana's.
    const seen = await window();
    const ours = seen.messages.filter((m) => m.fromMe);
    expect(ours.map((m) => [m.type, m.content, m.isEdited, m.senderName])).toEqual([
      ['text', 'Sua consulta está confirmada para as 10h', true, 'Dra. Ana Souza'],
      ['image', 'Receita', false, 'Dra. Ana Souza'],
    ]);
    expect(seen.audios.map((a) => [a.fromMe, a.seconds, a.senderName])).toEqual([
      [true, 3, 'Dra. Ana Souza'],
    ]);
  });
});

describe('removing accounts (the demo accounts at a production start)', () => {
  it("takes a clinic of one with its account, and leaves a team's clinic to the others", async () => {
    const alone = await signUp(t, 'Sozinha');
    await callApi(t, alone.token, tagEndpoints.create, {
      body: { name: 'Dela', color: '#EF4444' },
    });
    const ana = await signUp(t);
    const bruno = await join(ana.token);
    await callApi(t, ana.token, tagEndpoints.create, {
      body: { name: 'Da equipe', color: '#EF4444' },
    });

    const removed = await usersRepo.deleteByEmails(t.database.db, [alone.email, bruno.email]);
    expect(removed.sort()).toEqual([alone.email, bruno.email].sort());
    const left = await t.database.db.select({ id: clinics.id }).from(clinics);
    const ids = left.map((c) => c.id);
    expect(ids).not.toContain(alone.id);
    expect(ids).toContain(ana.id);
    expect((await callApi(t, ana.token, tagEndpoints.list)).json().tags).toHaveLength(1);
    expect(
      await t.database.db.select().from(tagsTable).where(eq(tagsTable.clinicId, alone.id)),
    ).toEqual([]);
  });
});

describe('review 3: invitations and the audit', () => {
  it('an invitation dies with its sender’s authority: removed, demoted, or lost by any other way', async () => {
    const ana = await signUp(t);
    // Bia, a Responsável, invites a second address of her own as Responsável.
    const bia = await join(ana.token, 'RESPONSAVEL', 'Bia Reis');
    const toHerself = await invite(bia.token, uniqueEmail('bia2'), 'RESPONSAVEL');
    const pending = (await team(ana.token)).json().invitations as Array<{
      invitedByName: string | null;
    }>;
    expect(pending.map((i) => i.invitedByName)).toEqual(['Bia Reis']);
    expect(
      (await callAs(t, ana.token, 'DELETE', `/dashboard/team/members/${bia.id}`)).statusCode,
    ).toBe(200);
    expect((await team(ana.token)).json().invitations).toEqual([]);
    expect((await t.app.inject({ url: `/auth/invitations/${toHerself}` })).statusCode).toBe(404);
    const back = await accept({
      token: toHerself,
      name: 'Bia de Novo',
      password: 'senha-da-bia-2',
    });
    expect(back.statusCode).toBe(404);
    expect(back.json().message).toBe('Este convite não vale mais');

    // Demoted to Atendente: the same.
    const caio = await join(ana.token, 'RESPONSAVEL', 'Caio Lima');
    const fromCaio = await invite(caio.token, uniqueEmail('caio2'), 'RESPONSAVEL');
    const demoted = await callAs(t, ana.token, 'PUT', `/dashboard/team/members/${caio.id}/role`, {
      role: 'ATENDENTE',
    });
    expect(demoted.statusCode).toBe(200);
    expect(
      (await accept({ token: fromCaio, name: 'X Y', password: 'senha-longa-1' })).statusCode,
    ).toBe(404);

    // A row sent before this rule, whose sender lost the role: refused when it is used.
    const dani = await join(ana.token, 'RESPONSAVEL', 'Dani Souza');
    const fromDani = await invite(dani.token, uniqueEmail('dani2'), 'RESPONSAVEL');
    await t.database.db
      .update(clinicMembers)
      .set({ role: 'ATENDENTE' })
      .where(eq(clinicMembers.userId, dani.id));
    expect((await t.app.inject({ url: `/auth/invitations/${fromDani}` })).statusCode).toBe(404);
    expect(
      (await accept({ token: fromDani, name: 'X Y', password: 'senha-longa-1' })).statusCode,
    ).toBe(404);
    // Nobody came in through any of them.
    const names = (await team(ana.token)).json().members.map((m: { name: string }) => m.name);
    expect(names).not.toContain('Bia de Novo');
    expect(names).not.toContain('X Y');
  });

  it('an account must be confirmed to invite, and invitations are limited per clinic, address and pending', async () => {
    // Signed up and signed in, never confirmed: no mail goes out in the product's name.
    const email = uniqueEmail('sem-confirmar');
    const ip = freshIp();
    const password = 'senha-forte-123';
    await post(
      t.app,
      '/auth/register',
      { name: 'Eva Nunes', email, password },
      { remoteAddress: ip },
    );
    const login = await post(t.app, '/auth/login', { email, password }, { remoteAddress: ip });
    expect(login.statusCode).toBe(200);
    const target = uniqueEmail('alvo');
    const refused = await callAs(t, login.json().token, 'POST', '/dashboard/team/invitations', {
      email: target,
      role: 'RESPONSAVEL',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Confirme seu e-mail antes de convidar alguém para a equipe.',
    );
    expect(t.smtp.mails.filter((m) => m.to === target)).toEqual([]);

    // The same address: invite then cancel repeats a mail at most three times a day.
    const ana = await signUp(t);
    const again = uniqueEmail('repetido');
    for (let i = 0; i < INVITE_LIMITS.recipientPerDay; i++) {
      await invite(ana.token, again);
      const id = (await team(ana.token)).json().invitations[0].id;
      await callAs(t, ana.token, 'DELETE', `/dashboard/team/invitations/${id}`);
    }
    const fourth = await callAs(t, ana.token, 'POST', '/dashboard/team/invitations', {
      email: again,
      role: 'ATENDENTE',
    });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(
      'Este e-mail já recebeu convites demais nas últimas 24 horas. Tente novamente amanhã.',
    );
    expect(t.smtp.mails.filter((m) => m.to === again)).toHaveLength(INVITE_LIMITS.recipientPerDay);

    // A clinic: at most 20 pending, and at most 20 sent in 24 hours (the 3 above count).
    const sent: string[] = [];
    for (let i = INVITE_LIMITS.recipientPerDay; i < INVITE_LIMITS.clinicPerDay; i++)
      sent.push(await invite(ana.token, uniqueEmail(`lote${i}`)));
    const overDay = await callAs(t, ana.token, 'POST', '/dashboard/team/invitations', {
      email: uniqueEmail('vinte-e-um'),
      role: 'ATENDENTE',
    });
    expect(overDay.statusCode).toBe(429);
    expect(overDay.json().message).toBe(
      'A clínica já enviou 20 convites nas últimas 24 horas. Tente novamente amanhã.',
    );
    // A day later the clinic may send again, until 20 are pending at once.
    t.clock.advance(86_400_000 + 1000);
    const relogin = await post(
      t.app,
      '/auth/login',
      { email: ana.email, password: ana.password },
      { remoteAddress: freshIp() },
    );
    const fresh = relogin.json().token as string;
    for (let i = sent.length; i < INVITE_LIMITS.live; i++)
      await invite(fresh, uniqueEmail(`novo${i}`));
    const overLive = await callAs(t, fresh, 'POST', '/dashboard/team/invitations', {
      email: uniqueEmail('demais'),
      role: 'ATENDENTE',
    });
    expect(overLive.statusCode).toBe(422);
    expect(overLive.json().message).toBe(
      'A clínica já tem 20 convites pendentes. Cancele algum antes de enviar outro.',
    );
  });

  it('the mail’s subject carries none of the account’s own text', async () => {
    const ana = await signUp(t, 'Sua conta foi bloqueada, clique aqui');
    const email = uniqueEmail('assunto');
    await invite(ana.token, email);
    const mail = await t.smtp.waitFor(email);
    expect(mail.subject).toBe('Convite para uma equipe no Conecta Clínica');
    expect(mail.text).toContain('Sua conta foi bloqueada, clique aqui');
  });

  it('pages the audit by time and id: entries of one millisecond are all listed once', async () => {
    const ana = await signUp(t);
    const clinicId = (await team(ana.token)).json().clinic.id as string;
    const at = t.clock.now();
    await t.database.db.insert(auditLog).values(
      Array.from({ length: 120 }, (_, i) => ({
        actorUserId: ana.id,
        clinicId,
        action: 'team.invite',
        targetId: `pessoa${i}@clinica.test`,
        createdAt: at,
      })),
    );
    const seen: string[] = [];
    let before: string | null = null;
    do {
      const query: string = before ? `?before=${encodeURIComponent(before)}` : '';
      const page = (await callAs(t, ana.token, 'GET', `/dashboard/team/audit${query}`)).json();
      seen.push(...page.entries.map((e: { target: string }) => e.target));
      before = page.next;
    } while (before);
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    const bad = await callAs(t, ana.token, 'GET', '/dashboard/team/audit?before=ontem');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Página do registro de atividades inválida.');
  });
});

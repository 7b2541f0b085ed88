import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, chats, webInstances } from '../src/db/schema.ts';
import { seedAccounts } from '../src/seed/seed-accounts.ts';
import { seedInstance } from './helpers/seed-instance.ts';
import {
  bearer,
  createTestApp,
  freshIp,
  post,
  signUp,
  type TestApp,
  uniqueEmail,
} from './helpers/test-app.ts';

let t: TestApp;
let admin: { id: string; token: string };
let user: Awaited<ReturnType<typeof signUp>>;
const DENIED = 'Acesso negado: Área restrita apenas para ADMINISTRADORES!';

beforeAll(async () => {
  t = await createTestApp();
  await seedAccounts(
    t.database.db,
    [{ name: 'Chefe', email: 'chefe@clinica.test', password: 'senha-admin-1', role: 'ADMIN' }],
    t.app.log,
  );
  admin = (
    await post(
      t.app,
      '/auth/login',
      { email: 'chefe@clinica.test', password: 'senha-admin-1' },
      { remoteAddress: freshIp() },
    )
  ).json();
  user = await signUp(t, 'Recepção');
});
afterAll(() => t.close());

const call = (
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const valid = () => ({
  userId: admin.id,
  status: 'ACTIVE',
  clientToken: 'CLIENT-TOKEN-SECRETO-1234',
  seuToken: 'SEU-TOKEN-SECRETO-ABCD',
  suaInstancia: '3C01ABCDEF',
  connectedPhone: '+55 (11) 99999-0000',
  expiraEm: null,
});

describe('/api/dev/webinstances is for administrators only', () => {
  const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string]> = [
    ['GET', '/api/dev/webinstances'],
    ['GET', '/api/dev/webinstances/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/dev/webinstances'],
    ['PUT', '/api/dev/webinstances/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/dev/webinstances/00000000-0000-4000-8000-000000000000?confirm=true'],
    ['GET', '/api/dev/users'],
  ];
  it.each(routes)('%s %s: 401 without a session, 403 for a USER', async (method, url) => {
    const body =
      method === 'POST' || method === 'PUT' ? { ...valid(), userId: user.id } : undefined;
    expect((await call(null, method, url, body)).statusCode).toBe(401);
    const res = await call(user.token, method, url, body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN', message: DENIED });
  });
});

describe('managing instances', () => {
  let id: string;

  it('validates with the spec messages', async () => {
    const noPhone = await call(admin.token, 'POST', '/api/dev/webinstances', {
      ...valid(),
      connectedPhone: '',
    });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().message).toBe("O campo 'Telefone Conectado' é obrigatório!");
    const missing = await call(admin.token, 'POST', '/api/dev/webinstances', {
      ...valid(),
      connectedPhone: undefined,
    });
    expect(missing.json().message).toBe("O campo 'Telefone Conectado' é obrigatório!");
    const badPhone = await call(admin.token, 'POST', '/api/dev/webinstances', {
      ...valid(),
      connectedPhone: 'abc',
    });
    expect(badPhone.json().message).toContain('Telefone inválido');
    const badStatus = await call(admin.token, 'POST', '/api/dev/webinstances', {
      ...valid(),
      status: 'EXPIRED',
    });
    expect(badStatus.json().message).toBe('Status inválido: use ACTIVE ou DEACTIVATED.');
    const badDate = await call(admin.token, 'POST', '/api/dev/webinstances', {
      ...valid(),
      expiraEm: 'amanhã',
    });
    expect(badDate.json().message).toBe('Data de expiração inválida.');
    const past = await call(admin.token, 'POST', '/api/dev/webinstances', {
      ...valid(),
      expiraEm: '2020-01-01',
    });
    expect(past.statusCode).toBe(422);
    const forOther = await call(admin.token, 'POST', '/api/dev/webinstances', {
      ...valid(),
      userId: user.id,
    });
    expect(forOther.statusCode).toBe(422);
    expect(forOther.json().message).toBe(
      'Administradores só podem criar instâncias para si mesmos.',
    );
  });

  it('creates for the admin, ACTIVE by default, expiring in 30 days, tokens masked', async () => {
    const { status: _s, expiraEm: _e, ...minimal } = valid();
    const res = await call(admin.token, 'POST', '/api/dev/webinstances', minimal);
    expect(res.statusCode).toBe(201);
    const inst = res.json().instance;
    id = inst.id;
    expect(inst).toMatchObject({
      userId: admin.id,
      userName: 'Chefe',
      userEmail: 'chefe@clinica.test',
      status: 'PENDING',
      adminStatus: 'ACTIVE',
      suaInstancia: '3C01ABCDEF',
      connectedPhone: '5511999990000',
      clientToken: '••••1234',
      seuToken: '••••ABCD',
      totalChats: 0,
    });
    const days = (Date.parse(inst.expiraEm) - t.clock.now().getTime()) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);
    expect(inst).toMatchObject({ label: null, mainNumber: true });
    // Issue 48: a clinic may have more numbers, each named by the admin; the first stays its main.
    const again = await call(admin.token, 'POST', '/api/dev/webinstances', {
      ...valid(),
      suaInstancia: '3C02ABCDEF',
      label: '  Financeiro ',
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().instance).toMatchObject({ label: 'Financeiro', mainNumber: false });
    const long = await call(admin.token, 'POST', '/api/dev/webinstances', {
      ...valid(),
      label: 'x'.repeat(31),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('O nome do número pode ter até 30 caracteres.');
    // And the admin removes one of the clinic's numbers, the other staying.
    const removed = await call(
      admin.token,
      'DELETE',
      `/api/dev/webinstances/${again.json().instance.id}?confirm=true`,
    );
    expect(removed.statusCode).toBe(200);
  });

  it('lists every field without revealing secrets anywhere', async () => {
    const res = await call(admin.token, 'GET', '/api/dev/webinstances');
    expect(res.json()).toMatchObject({
      success: true,
      total: 1,
      message: '1 instância carregada',
    });
    expect(res.body).not.toContain('SECRETO');
    const rows = await t.database.db.select().from(webInstances);
    expect(JSON.stringify(rows)).not.toContain('SECRETO');
    const reveal = await call(admin.token, 'GET', `/api/dev/webinstances/${id}`);
    expect(reveal.json().instance).toMatchObject({
      seuToken: 'SEU-TOKEN-SECRETO-ABCD',
      clientToken: 'CLIENT-TOKEN-SECRETO-1234',
    });
    expect(t.logs.join('')).not.toContain('SECRETO');
  });

  it('edits status and moves the instance to a user, who then sees it', async () => {
    const off = await call(admin.token, 'PUT', `/api/dev/webinstances/${id}`, {
      status: 'DEACTIVATED',
    });
    expect(off.json().instance.status).toBe('DEACTIVATED');
    const moved = await call(admin.token, 'PUT', `/api/dev/webinstances/${id}`, {
      userId: user.id,
      status: 'ACTIVE',
      seuToken: 'NOVO-TOKEN-9999',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().instance).toMatchObject({
      userId: user.id,
      userName: 'Recepção',
      status: 'PENDING',
      seuToken: '••••9999',
    });
    await t.database.db.insert(chats).values([
      { clinicId: user.id, chatId: '5511911110001', phone: '5511911110001' },
      { clinicId: user.id, chatId: '5511911110002', phone: '5511911110002' },
    ]);
    const listed = (await call(admin.token, 'GET', '/api/dev/webinstances')).json().instances;
    expect(listed.find((i: { id: string }) => i.id === id).totalChats).toBe(2);
    const status = await t.app.inject({
      url: '/dashboard/zapi/status',
      headers: bearer(user.token),
    });
    expect(status.json().instanceStatus).not.toBe('NONE');

    // The admin gets a new one; moved onto the user, it becomes their clinic's second number
    // (issue 48), and its chats count apart from the main number's.
    const second = await call(admin.token, 'POST', '/api/dev/webinstances', valid());
    expect(second.statusCode).toBe(201);
    expect(second.json().instance.mainNumber).toBe(true);
    const joined = await call(
      admin.token,
      'PUT',
      `/api/dev/webinstances/${second.json().instance.id}`,
      { userId: user.id, label: 'Financeiro' },
    );
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().instance).toMatchObject({
      userId: user.id,
      label: 'Financeiro',
      mainNumber: false,
      totalChats: 0,
    });
    // Moved back, it is the main number of the admin's clinic again, which has no other.
    const back = await call(
      admin.token,
      'PUT',
      `/api/dev/webinstances/${second.json().instance.id}`,
      { userId: admin.id },
    );
    expect(back.json().instance).toMatchObject({ userId: admin.id, mainNumber: true });
    const unknown = await call(
      admin.token,
      'PUT',
      '/api/dev/webinstances/00000000-0000-4000-8000-000000000000',
      { status: 'ACTIVE' },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('deletes only with ?confirm=true', async () => {
    const no = await call(admin.token, 'DELETE', `/api/dev/webinstances/${id}`);
    expect(no.statusCode).toBe(400);
    const yes = await call(admin.token, 'DELETE', `/api/dev/webinstances/${id}?confirm=true`);
    expect(yes.json()).toEqual({ success: true, message: 'Instância deletada com sucesso!' });
    expect(
      (await call(admin.token, 'DELETE', `/api/dev/webinstances/${id}?confirm=true`)).statusCode,
    ).toBe(404);
    const badId = await call(
      admin.token,
      'DELETE',
      '/api/dev/webinstances/nao-e-uuid?confirm=true',
    );
    expect(badId.statusCode).toBe(400);
  });

  it('writes every change to the audit log with who, what and from where, never a secret', async () => {
    const rows = await t.database.db.select().from(auditLog);
    const actions = rows.map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'instance.create',
        'instance.reveal',
        'instance.update',
        'instance.delete',
      ]),
    );
    expect(rows.every((r) => r.actorUserId === admin.id && r.ip)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('SECRETO');
    expect(JSON.stringify(rows)).not.toContain('NOVO-TOKEN');
  });

  /** An account that signed up and never confirmed its e-mail; answers the e-mail. */
  async function registerUnconfirmed(name: string): Promise<string> {
    const email = uniqueEmail('pendente');
    await post(
      t.app,
      '/auth/register',
      { name, email, password: 'senha-forte-123' },
      { remoteAddress: freshIp() },
    );
    return email;
  }

  it('lists users for the move selector, with whether each confirmed the e-mail', async () => {
    const pending = await registerUnconfirmed('Sem Confirmar');
    const res = await call(admin.token, 'GET', '/api/dev/users');
    const users = res.json().users as Array<{
      email: string;
      hasInstance: boolean;
      confirmed: boolean;
    }>;
    expect(users.find((u) => u.email === 'chefe@clinica.test')).toMatchObject({
      hasInstance: true,
      confirmed: true,
    });
    expect(users.find((u) => u.email === user.email)?.hasInstance).toBe(false);
    expect(users.find((u) => u.email === pending)).toMatchObject({
      hasInstance: false,
      confirmed: false,
    });
  });

  it('refuses to give an instance to an account that has not confirmed its e-mail', async () => {
    const pending = await registerUnconfirmed('Ainda Pendente');
    const users = (await call(admin.token, 'GET', '/api/dev/users')).json().users as Array<{
      id: string;
      email: string;
    }>;
    const target = users.find((u) => u.email === pending)!;
    const holder = await signUp(t, 'Dona Atual');
    const instance = await seedInstance(t, holder.id);
    const before = (await t.database.db.select().from(webInstances)).map((r) => r.clinicId);
    const res = await call(admin.token, 'PUT', `/api/dev/webinstances/${instance.id}`, {
      userId: target.id,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Esta conta ainda não confirmou o e-mail. Peça que confirme antes de receber uma instância.',
    );
    expect((await t.database.db.select().from(webInstances)).map((r) => r.clinicId)).toEqual(
      before,
    );
  });
});

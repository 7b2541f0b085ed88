import { MSG, type WebInstance } from '@conecta/contract';
import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/http';

import {
  checkCreateForm,
  checkUpdateForm,
  emptyInstanceForm,
  instanceToForm,
  serverFieldErrors,
} from './instance-form';

const USER_ID = '3f1c1a52-5f57-4b8e-9d43-1a7a0f1f0c11';
const OTHER_ID = '9b2d7c10-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const TODAY = '2026-03-10';

const filled = {
  ...emptyInstanceForm(USER_ID),
  seuToken: 'tok-123',
  suaInstancia: 'INST-1',
  connectedPhone: '+55 (11) 99999-0000',
};

const INSTANCE: WebInstance = {
  id: 'i1',
  userId: USER_ID,
  userName: 'Ana',
  userEmail: 'ana@clinica.com',
  status: 'PENDING',
  adminStatus: 'ACTIVE',
  clientToken: 'client-abc',
  seuToken: 'tok-123',
  suaInstancia: 'INST-1',
  provider: 'zapi',
  cloudApi: null,
  connectedPhone: '5511999990000',
  label: null,
  mainNumber: true,
  expiraEm: '2026-04-30T12:00:00.000Z',
  criadoEm: '2026-03-01T12:00:00.000Z',
  totalChats: 3,
};

describe('checkCreateForm', () => {
  it("requires the phone with the spec's message", () => {
    const check = checkCreateForm({ ...filled, connectedPhone: '  ' }, TODAY);
    expect(check).toEqual({
      kind: 'invalid',
      errors: { connectedPhone: "O campo 'Telefone Conectado' é obrigatório!" },
    });
  });

  it('sends digits only, the chosen status and a null expiry when empty', () => {
    expect(checkCreateForm(filled, TODAY)).toEqual({
      kind: 'valid',
      body: {
        userId: USER_ID,
        status: 'ACTIVE',
        clientToken: '',
        seuToken: 'tok-123',
        suaInstancia: 'INST-1',
        connectedPhone: '5511999990000',
        expiraEm: null,
      },
    });
  });

  it('refuses an expiry in the past and keeps a future one as typed', () => {
    // A half-typed or impossible dd/mm/aaaa is refused, never sent as 'no expiry'.
    expect(checkCreateForm({ ...filled, expiraEm: 'invalid' }, TODAY)).toMatchObject({
      errors: { expiraEm: 'Data de expiração inválida.' },
    });
    expect(checkCreateForm({ ...filled, expiraEm: '2026-03-09' }, TODAY)).toMatchObject({
      errors: { expiraEm: 'A data de expiração deve ser futura.' },
    });
    expect(checkCreateForm({ ...filled, expiraEm: '2026-03-10' }, TODAY)).toMatchObject({
      body: { expiraEm: '2026-03-10' },
    });
  });
});

describe('checkUpdateForm', () => {
  const initial = instanceToForm(INSTANCE);

  it('prefills from the revealed instance', () => {
    expect(initial).toEqual({
      userId: USER_ID,
      status: 'ACTIVE',
      provider: 'zapi',
      phoneNumberId: '',
      businessAccountId: '',
      accessToken: '',
      appSecret: '',
      clientToken: 'client-abc',
      seuToken: 'tok-123',
      suaInstancia: 'INST-1',
      connectedPhone: '5511999990000',
      label: '',
      expiraEm: '2026-04-30',
    });
  });

  it("sends the number's name only when given or changed (issue 48)", () => {
    const named = checkCreateForm({ ...filled, label: 'Financeiro' }, TODAY);
    expect(named.kind === 'valid' && named.body.label).toBe('Financeiro');
    const unnamed = checkCreateForm(filled, TODAY);
    expect(unnamed.kind === 'valid' && 'label' in unnamed.body).toBe(false);
    const renamed = checkUpdateForm({ ...initial, label: 'Recepção' }, initial, TODAY);
    expect(renamed.kind === 'valid' && renamed.body.label).toBe('Recepção');
    const tooLong = checkCreateForm({ ...filled, label: 'x'.repeat(31) }, TODAY);
    expect(tooLong).toEqual({
      kind: 'invalid',
      errors: { label: 'O nome do número pode ter até 30 caracteres.' },
    });
  });

  it('sends the owner and the expiry only when they changed', () => {
    const same = checkUpdateForm(initial, initial, TODAY);
    expect(same).toEqual({
      kind: 'valid',
      body: {
        status: 'ACTIVE',
        clientToken: 'client-abc',
        seuToken: 'tok-123',
        suaInstancia: 'INST-1',
        connectedPhone: '5511999990000',
      },
    });
    const moved = checkUpdateForm({ ...initial, userId: OTHER_ID, expiraEm: '' }, initial, TODAY);
    expect(moved).toMatchObject({ body: { userId: OTHER_ID, expiraEm: null } });
  });

  it('keeps the required fields required', () => {
    const check = checkUpdateForm({ ...initial, connectedPhone: '', seuToken: '' }, initial, TODAY);
    expect(check).toEqual({
      kind: 'invalid',
      errors: {
        connectedPhone: "O campo 'Telefone Conectado' é obrigatório!",
        seuToken: 'Informe o token da instância (seuToken).',
      },
    });
  });
});

describe('serverFieldErrors', () => {
  it('maps the details of a 400 to the fields', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'x', [
      { path: 'connectedPhone', message: 'Telefone inválido' },
      { path: 'other', message: 'ignored' },
    ]);
    expect(serverFieldErrors(error)).toEqual({ connectedPhone: 'Telefone inválido' });
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });
});

describe('the Cloud API form', () => {
  const cloud = {
    ...emptyInstanceForm(USER_ID),
    provider: 'cloud-api' as const,
    connectedPhone: '5511955550077',
  };

  it('asks for each Cloud API field in pt-BR, and not for the Z-API tokens', () => {
    const check = checkCreateForm(cloud, TODAY);
    expect(check).toEqual({
      kind: 'invalid',
      errors: {
        phoneNumberId: MSG.adminRules.phoneNumberIdRequired,
        businessAccountId: MSG.adminRules.businessAccountIdRequired,
        accessToken: MSG.adminRules.accessTokenRequired,
        appSecret: MSG.adminRules.appSecretRequired,
      },
    });
  });

  it('sends the provider and its credentials only', () => {
    const check = checkCreateForm(
      {
        ...cloud,
        phoneNumberId: '100000000000077',
        businessAccountId: '200000000000077',
        accessToken: 'EAAG-1',
        appSecret: 'segredo',
        seuToken: 'sobra-de-antes',
      },
      TODAY,
    );
    expect(check).toEqual({
      kind: 'valid',
      body: {
        provider: 'cloud-api',
        userId: USER_ID,
        status: 'ACTIVE',
        phoneNumberId: '100000000000077',
        businessAccountId: '200000000000077',
        accessToken: 'EAAG-1',
        appSecret: 'segredo',
        connectedPhone: '5511955550077',
        expiraEm: null,
      },
    });
  });

  it('edits a Cloud API instance from its revealed data, and names a provider only when it changes', () => {
    const instance: WebInstance = {
      ...INSTANCE,
      provider: 'cloud-api',
      clientToken: '',
      seuToken: '',
      suaInstancia: '',
      cloudApi: {
        phoneNumberId: '100000000000077',
        businessAccountId: '200000000000077',
        accessToken: 'EAAG-1',
        appSecret: 'segredo',
        webhookUrl: 'https://clinica.test/webhooks/whatsapp',
        verifyToken: 'abc',
      },
    };
    const form = instanceToForm(instance);
    expect(form).toMatchObject({ provider: 'cloud-api', accessToken: 'EAAG-1' });
    const same = checkUpdateForm({ ...form, appSecret: 'novo' }, form, TODAY);
    expect(same.kind === 'valid' && same.body).toMatchObject({ appSecret: 'novo' });
    expect(same.kind === 'valid' && 'provider' in same.body).toBe(false);
    const back = checkUpdateForm({ ...form, provider: 'zapi' }, form, TODAY);
    expect(back).toEqual({
      kind: 'invalid',
      errors: {
        seuToken: MSG.adminRules.tokenRequired,
        suaInstancia: MSG.adminRules.instanceIdRequired,
      },
    });
  });
});

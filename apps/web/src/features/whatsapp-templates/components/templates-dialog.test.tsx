import { MSG } from '@conecta/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { STORAGE_KEYS } from '@/lib/session-store';
import { fakeApi } from '@/test/fake-api';

import { TemplatesBody } from './templates-dialog';

const C = MSG.cloudApi;
const template = (over: Record<string, unknown>) => ({
  id: 'a0000000-0000-4000-8000-000000000001',
  name: 'lembrete_consulta',
  language: 'pt_BR',
  category: 'UTILITY',
  status: 'APPROVED',
  body: 'Olá {{1}}',
  variables: 1,
  buttons: [] as string[],
  rejectedReason: null,
  updatedAt: new Date().toISOString(),
  ...over,
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("'Modelos do WhatsApp'", () => {
  it('lists category, language and status in pt-BR, reads Meta again on request, and sends a new one for approval', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    const list = {
      success: true,
      templates: [
        template({ buttons: ['Confirmar', 'Remarcar'] }),
        template({
          id: 'a0000000-0000-4000-8000-000000000002',
          name: 'promocao',
          category: 'MARKETING',
          status: 'REJECTED',
          rejectedReason: 'INVALID_FORMAT',
        }),
      ],
    };
    const api = fakeApi({
      'GET /dashboard/whatsapp-templates': [200, list],
      'POST /dashboard/whatsapp-templates/sync': [200, list],
      'POST /dashboard/whatsapp-templates': [201, { success: true, message: C.templateCreated }],
      'GET /dashboard/whatsapp-templates/automatic': [
        200,
        { success: true, automatic: { reminders: null, followUps: null } },
      ],
      'GET /dashboard/whatsapp-templates/usage': [
        200,
        { success: true, month: '2030-01', byCategory: { UTILITY: 3, MARKETING: 1 } },
      ],
    });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <TemplatesBody />
      </AppProviders>,
    );
    const rows = await screen.findAllByRole('row');
    expect(
      rows.slice(1).map((r) => [...within(r).getAllByRole('cell')].map((c) => c.textContent)),
    ).toEqual([
      [
        'lembrete_consultaOlá {{1}}ConfirmarRemarcar',
        'Utilidade',
        'Português (Brasil)',
        'Aprovado',
      ],
      ['promocaoOlá {{1}}', 'Marketing', 'Português (Brasil)', 'RejeitadoINVALID_FORMAT'],
    ]);

    fireEvent.click(screen.getByRole('button', { name: C.templatesSync }));
    expect(await screen.findByText(C.templatesSynced(2))).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${C.templateName}`) }), {
      target: { value: 'Retorno Exame' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: C.templateBody }), {
      target: { value: 'Olá {{1}}, seu exame chegou.' },
    });
    // Quick-reply buttons: up to three (the add button goes away), one removed again.
    for (let i = 0; i < 3; i++)
      fireEvent.click(screen.getByRole('button', { name: C.templateButtonAdd }));
    expect(screen.queryByRole('button', { name: C.templateButtonAdd })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: C.templateButtonLabel(1) }), {
      target: { value: 'Agendar retorno' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: C.templateButtonLabel(2) }), {
      target: { value: 'Sair da lista' },
    });
    fireEvent.click(screen.getByRole('button', { name: C.templateButtonRemove(3) }));
    fireEvent.click(screen.getByRole('button', { name: C.templateCreate }));
    expect(await screen.findByText(C.templateCreated)).toBeTruthy();
    const create = api.fetchMock.mock.calls.find(
      ([url, init]) =>
        String(url).endsWith('/dashboard/whatsapp-templates') && init?.method === 'POST',
    );
    expect(JSON.parse(String(create?.[1]?.body))).toEqual({
      name: 'retorno_exame',
      category: 'UTILITY',
      body: 'Olá {{1}}, seu exame chegou.',
      language: 'pt_BR',
      buttons: ['Agendar retorno', 'Sair da lista'],
    });
    await waitFor(() => expect(api.calls('GET /dashboard/whatsapp-templates')).toBeGreaterThan(1));
    expect(screen.getByText(C.usageThisMonth('Utilidade: 3 · Marketing: 1'))).toBeTruthy();
  });

  it('chooses the templates automatic messages go as outside the window, among approved utility ones only', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    const fit = template({});
    const api = fakeApi({
      'GET /dashboard/whatsapp-templates': [
        200,
        {
          success: true,
          templates: [
            fit,
            template({
              id: 'a0000000-0000-4000-8000-000000000002',
              name: 'promo',
              category: 'MARKETING',
            }),
            template({
              id: 'a0000000-0000-4000-8000-000000000003',
              name: 'novo',
              status: 'PENDING',
            }),
          ],
        },
      ],
      'GET /dashboard/whatsapp-templates/automatic': [
        200,
        { success: true, automatic: { reminders: null, followUps: null } },
      ],
      'PUT /dashboard/whatsapp-templates/automatic': [
        200,
        { success: true, automatic: { reminders: fit.id, followUps: null } },
      ],
      'GET /dashboard/whatsapp-templates/usage': [
        200,
        { success: true, month: '2030-01', byCategory: {} },
      ],
    });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <TemplatesBody />
      </AppProviders>,
    );
    expect(await screen.findByText(C.usageNone)).toBeTruthy();
    const reminders = await screen.findByRole('combobox', { name: C.automaticReminders });
    expect([...within(reminders).getAllByRole('option')].map((o) => o.textContent)).toEqual([
      C.automaticNone,
      'lembrete_consulta (Português (Brasil))',
    ]);
    fireEvent.change(reminders, { target: { value: fit.id } });
    fireEvent.click(screen.getByRole('button', { name: C.automaticSave }));
    expect(await screen.findByText(C.automaticSaved)).toBeTruthy();
    const put = api.fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ reminders: fit.id, followUps: null });
  });

  it("turns 'Lembrete Exame' into lembrete_exame as it is typed, and marks the name Meta refused", async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    fakeApi({
      'GET /dashboard/whatsapp-templates': [200, { success: true, templates: [] }],
      'POST /dashboard/whatsapp-templates': [
        400,
        {
          success: false,
          code: 'VALIDATION_ERROR',
          message: 'Já existe um modelo com este nome.',
          details: [{ path: 'name', message: 'Já existe um modelo com este nome.' }],
        },
      ],
      'GET /dashboard/whatsapp-templates/automatic': [
        200,
        { success: true, automatic: { reminders: null, followUps: null } },
      ],
      'GET /dashboard/whatsapp-templates/usage': [
        200,
        { success: true, month: '2030-01', byCategory: {} },
      ],
    });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <TemplatesBody />
      </AppProviders>,
    );
    const name = await screen.findByRole('textbox', { name: C.templateName });
    for (const typed of ['L', 'Le', 'Lembrete', 'lembrete ', 'lembrete_E', 'lembrete_Exame'])
      fireEvent.change(name, { target: { value: typed } });
    expect((name as HTMLInputElement).value).toBe('lembrete_exame');
    fireEvent.change(name, { target: { value: 'Confirmação-Retorno 2' } });
    expect((name as HTMLInputElement).value).toBe('confirmacao_retorno_2');
    expect(name.getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: C.templateBody }), {
      target: { value: 'Olá {{1}}' },
    });
    fireEvent.click(screen.getByRole('button', { name: C.templateCreate }));
    // The refusal sits under the field, which is marked and focused (the dialog is long).
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    const described = (name.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Já existe um modelo com este nome.');
    expect(document.activeElement).toBe(name);
    fireEvent.change(name, { target: { value: 'lembrete_exame_2' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a routines template without {{2}}, where the routine text goes', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    const onlyName = template({});
    const withText = template({
      id: 'a0000000-0000-4000-8000-000000000002',
      name: 'mensagem_rotina',
      body: 'Olá {{1}}, {{2}}',
      variables: 2,
    });
    const api = fakeApi({
      'GET /dashboard/whatsapp-templates': [
        200,
        { success: true, templates: [onlyName, withText] },
      ],
      'GET /dashboard/whatsapp-templates/automatic': [
        200,
        { success: true, automatic: { reminders: null, followUps: null } },
      ],
      'PUT /dashboard/whatsapp-templates/automatic': [
        200,
        { success: true, automatic: { reminders: null, followUps: withText.id } },
      ],
      'GET /dashboard/whatsapp-templates/usage': [
        200,
        { success: true, month: '2030-01', byCategory: {} },
      ],
    });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <TemplatesBody />
      </AppProviders>,
    );
    const followUps = await screen.findByRole('combobox', { name: C.automaticFollowUps });
    fireEvent.change(followUps, { target: { value: onlyName.id } });
    expect(followUps.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(followUps.getAttribute('aria-describedby')!)?.textContent).toBe(
      C.automaticFollowUpsNeedsText,
    );
    const save = screen.getByRole('button', { name: C.automaticSave }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.change(followUps, { target: { value: withText.id } });
    expect(followUps.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(save);
    expect(await screen.findByText(C.automaticSaved)).toBeTruthy();
    expect(api.calls('PUT /dashboard/whatsapp-templates/automatic')).toBe(1);
  });
});

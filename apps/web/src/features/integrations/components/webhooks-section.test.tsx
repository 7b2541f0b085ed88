import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { WebhooksSection } from './webhooks-section';

const PATH = '/dashboard/settings/webhooks';
const URL_N8N = 'https://n8n.clinica.com.br/webhook/conecta';
const SECRET = `whsec_${'A'.repeat(43)}=`;
const ENDPOINT = {
  id: 'e1',
  url: URL_N8N,
  description: 'n8n',
  events: ['message.received'],
  enabled: false,
  disabledAt: '2026-03-02T13:00:00.000Z',
  failingSince: '2026-03-01T13:00:00.000Z',
  createdAt: '2026-03-01T12:00:00.000Z',
};
const DELIVERY = {
  id: 'd1',
  eventId: 'msg_abc',
  type: 'message.received',
  status: 'failed',
  attempts: 9,
  responseCode: 503,
  latencyMs: 42,
  lastError: 'HTTP 503',
  createdAt: '2026-03-01T13:00:00.000Z',
  lastAttemptAt: '2026-03-02T13:00:00.000Z',
  nextAttemptAt: null,
};
type Route = FakeAnswer | ((call: number) => FakeAnswer);

function renderSection(routes: Record<string, Route>) {
  const api = fakeApi(routes);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders queryClient={queryClient}>
      <WebhooksSection userId="u1" timeZone="America/Sao_Paulo" />
    </AppProviders>,
  );
  return api;
}

beforeEach(() => stubResizeObserver());
afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('WebhooksSection', () => {
  it('adds an endpoint with its events, refusing a bad URL in pt-BR, and shows the secret once', async () => {
    let created = false;
    const { fetchMock } = renderSection({
      [`GET ${PATH}`]: () => [200, { success: true, endpoints: created ? [ENDPOINT] : [] }],
      [`POST ${PATH}`]: () => {
        created = true;
        return [
          201,
          { success: true, message: 'Webhook adicionado', endpoint: ENDPOINT, secret: SECRET },
        ];
      },
    });
    expect(await screen.findByText('Nenhum webhook cadastrado ainda.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Endereço (URL)'), { target: { value: 'ftp://x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar webhook' }));
    expect(screen.getByRole('alert').textContent).toContain('https://');
    fireEvent.change(screen.getByLabelText('Endereço (URL)'), { target: { value: URL_N8N } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar webhook' }));
    expect(screen.getByRole('alert').textContent).toBe('Escolha pelo menos um evento.');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mensagem recebida' }));
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar webhook' }));
    expect(await screen.findByText('Copie o segredo agora')).toBeTruthy();
    const body = JSON.parse(
      String(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')![1]!.body),
    );
    expect(body).toEqual({ url: URL_N8N, description: '', events: ['message.received'] });
    expect(screen.getByDisplayValue(SECRET)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Já guardei o segredo' }));
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it('shows a disabled endpoint, its delivery log with Reenviar, and turns it on again', async () => {
    const { calls } = renderSection({
      [`GET ${PATH}`]: [200, { success: true, endpoints: [ENDPOINT] }],
      [`GET ${PATH}/e1/deliveries`]: [200, { success: true, deliveries: [DELIVERY] }],
      [`POST ${PATH}/e1/deliveries/d1/resend`]: [200, { success: true, message: 'ok' }],
      [`POST ${PATH}/e1/enable`]: [200, { success: true, message: 'Webhook ativado de novo' }],
    });
    const list = await screen.findByRole('list', { name: 'Webhooks cadastrados' });
    expect(within(list).getByText('Desativado')).toBeTruthy();
    expect(within(list).getByText(/Desativado em 02\/03\/2026/)).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Entregas' }));
    const log = await screen.findByRole('list', { name: `Entregas para ${URL_N8N}` });
    expect(within(log).getByText('Falhou')).toBeTruthy();
    expect(within(log).getByText(/9 tentativas · HTTP 503 · 42 ms/)).toBeTruthy();
    fireEvent.click(within(log).getByRole('button', { name: 'Reenviar' }));
    await waitFor(() => expect(calls(`POST ${PATH}/e1/deliveries/d1/resend`)).toBe(1));
    fireEvent.click(within(list).getByRole('button', { name: 'Ativar de novo' }));
    await waitFor(() => expect(calls(`POST ${PATH}/e1/enable`)).toBe(1));
  });

  it('edits an endpoint: sends only what changed, refuses a bad address in pt-BR, closes on save', async () => {
    let saved = false;
    const on = { ...ENDPOINT, enabled: true, disabledAt: null, failingSince: null };
    const { fetchMock, calls } = renderSection({
      [`GET ${PATH}`]: () => [
        200,
        {
          success: true,
          endpoints: [
            saved ? { ...on, events: ['message.received', 'chat.moved'], enabled: false } : on,
          ],
        },
      ],
      [`PATCH ${PATH}/e1`]: () => {
        saved = true;
        return [
          200,
          {
            success: true,
            message: 'Webhook atualizado',
            endpoint: { ...on, events: ['message.received', 'chat.moved'], enabled: false },
          },
        ];
      },
    });
    const list = await screen.findByRole('list', { name: 'Webhooks cadastrados' });
    fireEvent.click(within(list).getByRole('button', { name: `Editar o webhook ${URL_N8N}` }));
    const form = screen.getByRole('form', { name: `Editar o webhook ${URL_N8N}` });
    expect(within(form).getByDisplayValue(URL_N8N)).toBeTruthy();
    expect(
      within(form).getByRole('checkbox', { name: 'Mensagem recebida' }).getAttribute('data-state'),
    ).toBe('checked');
    fireEvent.change(within(form).getByLabelText('Endereço (URL)'), {
      target: { value: 'ftp://x' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(within(form).getByRole('alert').textContent).toContain('https://');
    expect(calls(`PATCH ${PATH}/e1`)).toBe(0);
    fireEvent.change(within(form).getByLabelText('Endereço (URL)'), { target: { value: URL_N8N } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Conversa mudou de coluna' }));
    fireEvent.click(
      within(form).getByRole('checkbox', { name: 'Ativo: recebe os eventos escolhidos' }),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls(`PATCH ${PATH}/e1`)).toBe(1));
    const body = JSON.parse(
      String(fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')![1]!.body),
    );
    expect(body).toEqual({ events: ['message.received', 'chat.moved'], enabled: false });
    expect(await screen.findByText('Webhook atualizado')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: `Editar o webhook ${URL_N8N}` })).toBeNull(),
    );
  });

  it('says when the list cannot be loaded and tries again', async () => {
    renderSection({
      [`GET ${PATH}`]: (call) => (call === 1 ? 'network' : [200, { success: true, endpoints: [] }]),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar os webhooks.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhum webhook cadastrado ainda.')).toBeTruthy();
  });
});

import type { ChatsResponse } from '@conecta/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
import { chatKeys, useChats } from '@/features/chat-list';
import { STORAGE_KEYS } from '@/lib/session-store';
import { makeChat } from '@/test/chat-fixture';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { ChatBoard } from './chat-board';

// Still to come (a time already past reads 'em instantes'): 12/05 of next year.
const NEXT = new Date(new Date().getFullYear() + 1, 4, 12, 16, 45).toISOString();
const ANA = makeChat({ name: 'Ana Lima', column: 'inbox', nextRoutineAt: NEXT });
const BIA = makeChat({ name: 'Bia Reis', column: 'task', routineError: 'Falhou: sem conexão' });
const CAIO = makeChat({ name: 'Caio Dias', column: 'followup', automationOff: true });
const DATA: ChatsResponse = {
  success: true,
  chats: [ANA, BIA, CAIO],
  totalChats: 3,
  unreadCount: 0,
  message: '',
};

function Board() {
  const chats = useChats('u1');
  return <ChatBoard userId="u1" data={chats.data} />;
}

function renderBoard(routes: Record<string, FakeAnswer> = {}) {
  const api = fakeApi({
    'GET /dashboard/tags': [200, { success: true, tags: [] }],
    'GET /dashboard/zapi/chats': [200, DATA],
    [`GET /api/tasks/chat/${BIA.chatId}/all`]: [200, { success: true, tasks: [] }],
    ...routes,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  queryClient.setQueryData(chatKeys.list('u1'), DATA);
  render(
    <AppProviders queryClient={queryClient}>
      <Board />
    </AppProviders>,
  );
  return api;
}

/** A phone's width: every `max-width` media query matches. */
function stubNarrowScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function openMenu(name: string) {
  fireEvent.keyDown(screen.getByRole('button', { name: `Ações da conversa ${name}` }), {
    key: 'Enter',
  });
  return screen.getByRole('menu');
}

/** Opens a sub-menu of the open menu with the right arrow, as the keyboard does. */
function openSub(menu: HTMLElement, name: string) {
  fireEvent.keyDown(within(menu).getByRole('menuitem', { name }), { key: 'ArrowRight' });
  return screen.getAllByRole('menu').at(-1)!;
}

const exportItem = () =>
  within(openSub(openMenu('Ana Lima'), 'Dados do paciente')).getByRole('menuitem', {
    name: 'Exportar dados do paciente',
  });

const toastRegion = () => screen.getByRole('region', { name: /Notificações/, hidden: true });

beforeEach(() => {
  stubResizeObserver();
  localStorage.setItem(STORAGE_KEYS.token, 't');
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

afterEach(() => {
  act(() => clearToasts());
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('card menu', () => {
  it('is short: five actions, then Mover para Coluna and Dados do paciente as sub-menus; Editar Tarefa in the task column', () => {
    renderBoard();
    const menu = openMenu('Ana Lima');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Gerenciar Etiquetas',
      'Criar Tarefa',
      'Agendar lembrete de consulta',
      'Lista de espera',
      'Resetar Rotinas',
      'Mover para Coluna',
      'Dados do paciente',
    ]);
    const patient = openSub(menu, 'Dados do paciente');
    expect(
      within(patient)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Exportar dados do paciente', 'Apagar dados do paciente']);
    // Escape inside a sub-menu closes the whole menu.
    fireEvent.keyDown(patient, { key: 'Escape' });
    expect(screen.queryAllByRole('menu')).toHaveLength(0);
    const task = within(openMenu('Bia Reis')).getAllByRole('menuitem');
    expect(task[1]?.textContent).toBe('Editar Tarefa');
  });

  it('on a phone the sub-menus page inside the menu, with a row that goes back', () => {
    stubNarrowScreen();
    renderBoard();
    const menu = openMenu('Ana Lima');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Mover para Coluna' }));
    // One menu still (nothing beside it to run off the screen), now listing the columns.
    expect(screen.getAllByRole('menu')).toHaveLength(1);
    const paged = within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(paged[0]).toBe('Mover para Coluna');
    expect(paged).toContain('Lead Quente');
    expect(paged).not.toContain('Gerenciar Etiquetas');
    fireEvent.click(within(screen.getByRole('menu')).getAllByRole('menuitem')[0]!);
    expect(
      within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Gerenciar Etiquetas' }),
    ).toBeTruthy();
  });

  it('on a phone the sheet opens on the click, not on the press, so the release picks no row', () => {
    stubNarrowScreen();
    renderBoard();
    const button = screen.getByRole('button', { name: 'Ações da conversa Ana Lima' });
    fireEvent.pointerDown(button, { button: 0, pointerType: 'mouse' });
    expect(screen.queryAllByRole('menu')).toHaveLength(0);
    fireEvent.click(button, { detail: 1 });
    expect(screen.getAllByRole('menu')).toHaveLength(1);
    // The keyboard still opens it with the menu's own keys, and its click does not close it.
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryAllByRole('menu')).toHaveLength(0);
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.click(button, { detail: 0 });
    expect(screen.getAllByRole('menu')).toHaveLength(1);
  });

  it("downloads the patient's export from the link the server gives, and says so", async () => {
    const url = '/dashboard/privacy/patient-export?c=1&sig=x';
    const api = renderBoard({
      [`POST /dashboard/chats/${ANA.chatId}/export`]: [
        200,
        { success: true, url, fileName: 'paciente-5511-2026-11-26.zip' },
      ],
    });
    const clicked: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    fireEvent.click(exportItem());
    await waitFor(() =>
      expect(clicked).toEqual([{ href: url, download: 'paciente-5511-2026-11-26.zip' }]),
    );
    expect(api.calls(`POST /dashboard/chats/${ANA.chatId}/export`)).toBe(1);
    expect(await within(toastRegion()).findByText('A exportação começou a baixar')).toBeTruthy();
  });

  it('says in pt-BR when the export cannot start', async () => {
    renderBoard({
      [`POST /dashboard/chats/${ANA.chatId}/export`]: [
        404,
        { success: false, message: 'Conversa não encontrada' },
      ],
    });
    fireEvent.click(exportItem());
    expect(
      await within(toastRegion()).findByText('Não foi possível exportar os dados do paciente'),
    ).toBeTruthy();
  });

  it('opens each dialog for its chat', async () => {
    renderBoard();
    fireEvent.click(within(openMenu('Ana Lima')).getByRole('menuitem', { name: 'Criar Tarefa' }));
    expect(await screen.findByRole('dialog', { name: 'Criar Tarefa' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    fireEvent.click(
      within(openMenu('Ana Lima')).getByRole('menuitem', { name: 'Gerenciar Etiquetas' }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Gerenciar Etiquetas - Ana Lima' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    fireEvent.click(within(openMenu('Bia Reis')).getByRole('menuitem', { name: 'Editar Tarefa' }));
    expect(
      await screen.findByRole('dialog', { name: 'Gerenciar Tarefas - Bia Reis' }),
    ).toBeTruthy();
  });

  it("opens 'Lista de espera' for its chat", async () => {
    renderBoard();
    fireEvent.click(
      within(openMenu('Ana Lima')).getByRole('menuitem', { name: 'Lista de espera' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Lista de espera' });
    expect(within(dialog).getByText(/^Ana Lima recebe uma mensagem/)).toBeTruthy();
  });

  it('resets the routines and refetches the chats', async () => {
    const { calls } = renderBoard({
      [`PATCH /dashboard/chats/${ANA.chatId}/reset-routine`]: [
        200,
        { success: true, message: 'ok' },
      ],
    });
    fireEvent.click(
      within(openMenu('Ana Lima')).getByRole('menuitem', { name: 'Resetar Rotinas' }),
    );
    await waitFor(() => expect(within(toastRegion()).getByText('Rotinas resetadas')).toBeTruthy());
    expect(
      within(toastRegion()).getByText('As rotinas do chat "Ana Lima" foram resetadas com sucesso'),
    ).toBeTruthy();
    await waitFor(() => expect(calls('GET /dashboard/zapi/chats')).toBe(1));
  });

  it('asks before resuming the routines of a patient who opted out, and says so to the server', async () => {
    const { fetchMock } = renderBoard({
      [`PATCH /dashboard/chats/${CAIO.chatId}/reset-routine`]: [
        200,
        { success: true, message: 'ok' },
      ],
    });
    const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    fireEvent.click(
      within(openMenu('Caio Dias')).getByRole('menuitem', { name: 'Resetar Rotinas' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Retomar as rotinas?' });
    expect(
      within(dialog).getByText(
        'Caio Dias pediu para não receber mensagens automáticas. Retome só se o paciente pediu para voltar a recebê-las.',
      ),
    ).toBeTruthy();
    expect(patches()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retomar rotinas' }));
    await waitFor(() => expect(within(toastRegion()).getByText('Rotinas resetadas')).toBeTruthy());
    expect(patches()).toHaveLength(1);
    expect(JSON.parse(String(patches()[0]![1]!.body))).toEqual({ confirmOptOut: true });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("says 'Token não encontrado' without a token and sends nothing", () => {
    const { fetchMock } = renderBoard();
    localStorage.removeItem(STORAGE_KEYS.token);
    fireEvent.click(
      within(openMenu('Ana Lima')).getByRole('menuitem', { name: 'Resetar Rotinas' }),
    );
    expect(within(toastRegion()).getByText('Erro ao resetar rotinas')).toBeTruthy();
    expect(within(toastRegion()).getByText('Token não encontrado')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it("shows the server's refusal, or the unknown-error text", async () => {
    renderBoard({
      [`PATCH /dashboard/chats/${ANA.chatId}/reset-routine`]: [
        404,
        { message: 'Conversa não encontrada.' },
      ],
    });
    fireEvent.click(
      within(openMenu('Ana Lima')).getByRole('menuitem', { name: 'Resetar Rotinas' }),
    );
    expect(await within(toastRegion()).findByText('Conversa não encontrada.')).toBeTruthy();
  });

  it('badges the next automatic message and a failed routine', () => {
    renderBoard();
    expect(screen.getByText('Próximo envio: 12/05 16:45')).toBeTruthy();
    expect(screen.getByText('Falha na rotina automática: Falhou: sem conexão')).toBeTruthy();
  });

  it('says on the card when the patient asked for no automatic messages, and only there', () => {
    renderBoard();
    // Only Caio sent a stop word.
    expect(screen.getAllByText('Não deseja mensagens automáticas')).toHaveLength(1);
  });
});

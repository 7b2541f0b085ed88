import type { Task } from '@conecta/contract';
import {
  act,
  fireEvent,
  render,
  renderHook,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts, useToast } from '@/components/ui/use-toast';
import { chatKeys } from '@/features/chat-list';
import { makeChat } from '@/test/chat-fixture';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { stubResizeObserver } from '@/test/stub-resize-observer';

import { ManageTasksDialog } from './manage-tasks-dialog';

const base: Task = {
  id: 'p1',
  chatId: '5511',
  message: 'Confirmar consulta',
  scheduledDate: '2026-05-12T15:00:00',
  executed: false,
  executedAt: null,
  status: 'pending',
  failureReason: null,
  completedByHand: false,
};
const DONE_AT = new Date(2026, 4, 10, 9, 30).toISOString();
const TASKS: Task[] = [
  base,
  { ...base, id: 'd1', message: 'Feito', executed: true, status: 'executed', executedAt: DONE_AT },
  { ...base, id: 'd2', message: 'Sem data', executed: true, status: 'executed' },
  { ...base, id: 'f1', message: 'Falhou', status: 'failed', failureReason: 'Falhou: sem conexão' },
];
type Route = FakeAnswer | ((call: number) => FakeAnswer);

function renderDialog(tasks: Task[], routes: Record<string, Route> = {}) {
  const api = fakeApi({
    'GET /api/tasks/chat/5511/all': [200, { success: true, tasks }],
    ...routes,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const board = chatKeys.list('u1');
  queryClient.setQueryData(board, { chats: [] });
  /** Whether the board's list was invalidated (asked again) since the dialog opened. */
  const boardAskedAgain = () => queryClient.getQueryState(board)?.isInvalidated === true;
  const chat = makeChat({ name: 'Maria Souza', chatId: '5511', column: 'task' });
  render(
    <AppProviders queryClient={queryClient}>
      <ManageTasksDialog chat={chat} userId="u1" onClose={vi.fn()} />
    </AppProviders>,
  );
  const toasts = renderHook(() => useToast());
  const dialog = screen.getByRole('dialog', { name: 'Gerenciar Tarefas - Maria Souza' });
  return { ...api, dialog, boardAskedAgain, lastToast: () => toasts.result.current.toasts[0] };
}

beforeEach(stubResizeObserver);

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

describe('ManageTasksDialog', () => {
  it('shows the empty state with its hint', async () => {
    const { dialog } = renderDialog([]);
    expect(within(dialog).getByText('Carregando tarefas...')).toBeTruthy();
    expect(await within(dialog).findByText('Nenhuma tarefa criada ainda')).toBeTruthy();
    expect(within(dialog).getByText('Clique em "Criar Nova Tarefa" para começar')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeTruthy();
  });

  it('once no task is pending, the pending list says what to do next', async () => {
    const { dialog } = renderDialog(TASKS.filter((t) => t.status !== 'pending'));
    const pending = await within(dialog).findByRole('region', { name: 'Tarefas Pendentes (0)' });
    expect(
      within(pending).getByText(
        "Nenhuma mensagem agendada. Use 'Criar Nova Tarefa' para agendar a próxima.",
      ),
    ).toBeTruthy();
  });

  it('splits pending, concluded and failed tasks with their actions', async () => {
    const { dialog } = renderDialog(TASKS);
    const pending = await within(dialog).findByRole('list', { name: 'Tarefas Pendentes (1)' });
    const when = '12/05/2026 15:00';
    for (const action of ['Editar', 'Concluir', 'Excluir']) {
      expect(
        within(pending).getByRole('button', { name: `${action} tarefa de ${when}` }),
      ).toBeTruthy();
    }
    const done = within(dialog).getByRole('list', { name: 'Tarefas Concluídas (2)' });
    expect(within(done).getByText('Concluída em 10/05/2026 09:30')).toBeTruthy();
    expect(within(done).getByText('-')).toBeTruthy();
    expect(within(done).getByText('Feito').className).toContain('line-through');
    expect(
      within(done)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([`Excluir tarefa de ${when}`, `Excluir tarefa de ${when}`]);
    const failed = within(dialog).getByRole('list', { name: 'Tarefas com Falha (1)' });
    expect(within(failed).getByText('Falhou: sem conexão')).toBeTruthy();
  });

  it('completes a task and refetches the chats', async () => {
    const completed = { ...base, executed: true, status: 'executed', executedAt: DONE_AT };
    const { dialog, boardAskedAgain, lastToast, calls } = renderDialog([base], {
      'POST /api/tasks/p1/complete': [200, { success: true, message: 'ok', task: completed }],
      'GET /api/tasks/chat/5511/all': (call) => [
        200,
        { success: true, tasks: [call === 1 ? base : completed] },
      ],
    });
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Concluir tarefa de 12/05/2026 15:00' }),
    );
    await waitFor(() => expect(lastToast()?.title).toBe('Tarefa marcada como concluída'));
    expect(calls('POST /api/tasks/p1/complete')).toBe(1);
    expect(boardAskedAgain()).toBe(true);
    expect(
      await within(dialog).findByRole('list', { name: 'Tarefas Concluídas (1)' }),
    ).toBeTruthy();
  });

  it('asks before deleting and shows a refusal', async () => {
    const refusal = [
      422,
      { code: 'RULE_BROKEN', message: 'Só é possível alterar tarefas pendentes.' },
    ];
    const { dialog, lastToast, calls } = renderDialog([base], {
      'DELETE /api/tasks/p1': refusal as FakeAnswer,
    });
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Excluir tarefa de 12/05/2026 15:00' }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Excluir tarefa' });
    expect(within(confirm).getByText('Tem certeza que deseja excluir esta tarefa?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        variant: 'destructive',
        title: 'Erro ao excluir tarefa',
        description: 'Só é possível alterar tarefas pendentes.',
      }),
    );
    expect(calls('DELETE /api/tasks/p1')).toBe(1);
  });

  it("opens 'Nova Tarefa' and 'Editar Tarefa' inline", async () => {
    const { dialog } = renderDialog([base]);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Criar Nova Tarefa' }));
    const form = within(dialog).getByRole('form', { name: 'Nova Tarefa' });
    expect(within(form).getByRole('button', { name: 'Criar' })).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Cancelar' }));
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Editar tarefa de 12/05/2026 15:00' }),
    );
    const edit = within(dialog).getByRole('form', { name: 'Editar Tarefa' });
    expect((within(edit).getByLabelText('Mensagem') as HTMLTextAreaElement).value).toBe(
      'Confirmar consulta',
    );
    expect(within(edit).getByRole('button', { name: 'Atualizar' })).toBeTruthy();
  });

  it("toasts 'Erro ao carregar tarefas' when the list fails", async () => {
    const { lastToast } = renderDialog([], {
      'GET /api/tasks/chat/5511/all': [
        404,
        { code: 'NOT_FOUND', message: 'Conversa não encontrada.' },
      ],
    });
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        variant: 'destructive',
        title: 'Erro ao carregar tarefas',
        description: 'Conversa não encontrada.',
      }),
    );
  });
});

import type { Task } from '@conecta/contract';
import { describe, expect, it } from 'vitest';

import { failureText, splitTasks } from './task-lists';

function task(over: Partial<Task>): Task {
  return {
    id: 'x',
    chatId: '5511',
    message: 'Oi',
    scheduledDate: '2026-05-12T15:00:00',
    executed: false,
    executedAt: null,
    status: 'pending',
    failureReason: null,
    completedByHand: false,
    ...over,
  };
}

describe('splitTasks', () => {
  it('puts pending and sending tasks first, soonest first', () => {
    const lists = splitTasks([
      task({ id: 'b', scheduledDate: '2026-05-13T09:00:00' }),
      task({ id: 'a', scheduledDate: '2026-05-12T09:00:00', status: 'sending' }),
      task({ id: 'd', executed: true, status: 'executed', executedAt: '2026-05-10T12:00:00Z' }),
      task({ id: 'e', executed: true, status: 'executed', executedAt: '2026-05-11T12:00:00Z' }),
      task({ id: 'f', status: 'failed', failureReason: 'Falhou: sem conexão' }),
    ]);
    expect(lists.pending.map((t) => t.id)).toEqual(['a', 'b']);
    expect(lists.done.map((t) => t.id)).toEqual(['e', 'd']);
    expect(lists.failed.map((t) => t.id)).toEqual(['f']);
  });

  it('gives empty lists for no tasks', () => {
    expect(splitTasks([])).toEqual({ pending: [], done: [], failed: [] });
  });
});

describe('failureText', () => {
  it("keeps the server's 'Falhou: ...' and adds the prefix when missing", () => {
    expect(failureText(task({ failureReason: 'Falhou: sem conexão' }), 'Falhou: ')).toBe(
      'Falhou: sem conexão',
    );
    expect(failureText(task({ failureReason: 'sem conexão' }), 'Falhou: ')).toBe(
      'Falhou: sem conexão',
    );
    expect(failureText(task({ failureReason: null }), 'Falhou: ')).toBe('Falhou:');
  });
});

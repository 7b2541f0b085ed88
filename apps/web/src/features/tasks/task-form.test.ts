import type { Task } from '@conecta/contract';
import { describe, expect, it } from 'vitest';

import { canSubmit, counterText, newTaskDraft, taskDraft, validateTask } from './task-form';

const now = new Date(2026, 4, 12, 14, 10);

describe('task form', () => {
  it('starts empty at the next full hour', () => {
    expect(newTaskDraft(now)).toEqual({ message: '', day: '2026-05-12', time: '15:00' });
    expect(newTaskDraft(new Date(2026, 4, 12, 23, 30))).toEqual({
      message: '',
      day: '2026-05-13',
      time: '00:00',
    });
  });

  it('fills the halves from a task being edited', () => {
    const task = { message: 'Oi', scheduledDate: '2026-06-01T08:30:00' } as Task;
    expect(taskDraft(task)).toEqual({ message: 'Oi', day: '2026-06-01', time: '08:30' });
  });

  it('counts characters out of 1000', () => {
    expect(counterText('')).toBe('0/1000 caracteres');
    expect(counterText('Olá!')).toBe('4/1000 caracteres');
  });

  it('keeps save disabled while the message is blank or the date missing', () => {
    expect(canSubmit({ message: '  ', day: '2026-05-12', time: '15:00' })).toBe(false);
    expect(canSubmit({ message: 'Oi', day: '', time: '15:00' })).toBe(false);
    expect(canSubmit({ message: 'Oi', day: '2026-05-12', time: '' })).toBe(false);
    expect(canSubmit({ message: 'Oi', day: '2026-05-12', time: '15:00' })).toBe(true);
  });

  it("says 'Preencha todos os campos' when something is missing", () => {
    const draft = { message: ' ', day: '2026-05-12', time: '15:00' };
    expect(validateTask('5511', draft, now)).toEqual({
      ok: false,
      toast: { variant: 'destructive', title: 'Preencha todos os campos' },
    });
    const full = { ...draft, message: 'Oi' };
    expect(validateTask('', full, now).ok).toBe(false);
  });

  it("says 'A data deve ser futura' for a past date", () => {
    const draft = { message: 'Oi', day: '2026-05-12', time: '14:00' };
    expect(validateTask('5511', draft, now)).toEqual({
      ok: false,
      toast: { variant: 'destructive', title: 'A data deve ser futura' },
    });
  });

  it('sends the trimmed message and the local date-time', () => {
    const draft = { message: '  Lembrete da consulta  ', day: '2026-05-12', time: '15:00' };
    expect(validateTask('5511', draft, now)).toEqual({
      ok: true,
      body: {
        chatId: '5511',
        message: 'Lembrete da consulta',
        scheduledDate: '2026-05-12T15:00:00',
      },
    });
  });
});

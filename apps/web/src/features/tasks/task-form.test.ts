import type { OpeningHours, Task } from '@conecta/contract';
import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/http';

import {
  canSubmit,
  counterText,
  newTaskDraft,
  refusedFieldErrors,
  taskDraft,
  validateTask,
} from './task-form';

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

  it('starts inside the clinic hours when they are on, never at midnight', () => {
    const hours: OpeningHours = {
      enabled: true,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      days: [[], ...Array.from({ length: 5 }, () => [{ start: '08:00', end: '18:00' }]), []],
      closedDates: [],
    };
    expect(newTaskDraft(new Date(2026, 4, 12, 23, 30), hours)).toEqual({
      message: '',
      day: '2026-05-13',
      time: '08:00',
    });
    expect(newTaskDraft(now, hours)).toEqual({ message: '', day: '2026-05-12', time: '15:00' });
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

  it('lets a day or time typed wrong be saved, so that saving marks the field', () => {
    expect(canSubmit({ message: 'Oi', day: 'invalid', time: '15:00' })).toBe(true);
    expect(canSubmit({ message: 'Oi', day: '2026-05-12', time: 'invalid' })).toBe(true);
  });

  it("says 'A data deve ser futura' under the day gone by, or under the hour gone by today", () => {
    const today = { message: 'Oi', day: '2026-05-12', time: '14:00' };
    expect(validateTask('5511', today, now)).toEqual({
      ok: false,
      errors: { time: 'A data deve ser futura' },
    });
    expect(validateTask('5511', { ...today, day: '2026-05-11', time: '18:00' }, now)).toEqual({
      ok: false,
      errors: { day: 'A data deve ser futura' },
    });
  });

  it('marks a day or a time typed wrong, each under its own field', () => {
    const draft = { message: 'Oi', day: 'invalid', time: 'invalid' };
    expect(validateTask('5511', draft, now)).toEqual({
      ok: false,
      errors: {
        day: 'Date input not valid.',
        time: 'Horário inválido: use 14:30, 14h30 ou 14h.',
      },
    });
  });

  it("puts the server's refusal of the date under the field it is about", () => {
    const past = new ApiError(422, 'RULE_BROKEN', 'A data deve ser futura');
    const draft = { message: 'Oi', day: '2026-05-12', time: '15:00' };
    expect(refusedFieldErrors(past, draft, now)).toEqual({ time: 'A data deve ser futura' });
    expect(refusedFieldErrors(past, { ...draft, day: '2026-05-11' }, now)).toEqual({
      day: 'A data deve ser futura',
    });
    const other = new ApiError(422, 'RULE_BROKEN', 'Tarefa não encontrada.');
    expect(refusedFieldErrors(other, draft, now)).toBeNull();
    expect(refusedFieldErrors(new Error('x'), draft, now)).toBeNull();
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

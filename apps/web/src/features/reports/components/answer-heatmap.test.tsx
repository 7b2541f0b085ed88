import type { AnsweringReport } from '@conecta/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AnswerHeatmap } from './answer-heatmap';

/** A day of answers from 7h to 20h: 14 hours, more than a 390 px phone has room for across. */
const report = {
  success: true,
  range: { firstDay: '2025-01-01', lastDay: '2025-01-31', timeZone: 'UTC', ownOnly: false },
  overall: {
    answered: 3,
    medianSeconds: 60,
    p90Seconds: 60,
    within5: 1,
    within15: 1,
    within60: 1,
  },
  byMember: [],
  waiting: { count: 0, oldestSeconds: null, chats: [] },
  perDay: [],
  heatmap: [
    { weekday: 1, hour: 7, answered: 1, medianSeconds: 30 },
    { weekday: 5, hour: 20, answered: 2, medianSeconds: 240 },
  ],
} satisfies AnsweringReport;

const phone = (narrow: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

const grid = () => document.querySelector('table')!;
const headers = () =>
  [...grid().querySelectorAll('thead th')].map((th) => th.textContent).filter(Boolean);
const rowLabels = () => [...grid().querySelectorAll('tbody th')].map((th) => th.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('AnswerHeatmap', () => {
  it('runs the hours across on a computer', () => {
    phone(false);
    render(<AnswerHeatmap report={report} />);
    expect(headers()).toHaveLength(14);
    expect(headers()[0]).toBe('7h');
    expect(rowLabels()).toEqual(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
  });

  it('fits a phone: the 7 weekdays across, the hours down, nothing to scroll sideways', () => {
    phone(true);
    render(<AnswerHeatmap report={report} />);
    expect(headers()).toEqual(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
    expect(rowLabels()).toHaveLength(14);
    expect(rowLabels()[0]).toBe('7h');
    // The grid takes the card's width in fixed columns instead of a scrolling box.
    expect(grid().className).toContain('w-full');
    expect(grid().className).toContain('table-fixed');
    expect(document.querySelector('.overflow-x-auto')).toBeNull();
    // Each cell still says its own day and hour.
    expect(screen.getByTitle('Sex 20h: 2 respostas, mediana 4 min')).toBeTruthy();
    expect(screen.getByTitle('Seg 7h: 1 resposta, mediana 30 s')).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';

import { moveBlockReason, parseColumn, readColumn } from './columns.ts';

describe('columns', () => {
  it('maps backend names, board names and the accepted labels', () => {
    expect(parseColumn('inbox')).toBe('inbox');
    expect(parseColumn('inicial')).toBe('inbox');
    expect(parseColumn('humanizado')).toBe('humanized');
    expect(parseColumn('lead_quente')).toBe('hot_lead');
    expect(parseColumn('Repescagem')).toBe('followup');
    expect(parseColumn('Lead Quente')).toBe('hot_lead');
    expect(parseColumn('Atendimento Inicial')).toBe('inbox');
    expect(parseColumn('Lead Frio')).toBeUndefined();
    expect(parseColumn('qualquer')).toBeUndefined();
  });

  it('reads unknown stored values as inicial', () => {
    expect(readColumn('arquivada')).toBe('inbox');
    expect(readColumn(null)).toBe('inbox');
    expect(readColumn('cold_lead')).toBe('cold_lead');
  });

  it('blocks moves into or out of repescagem and tarefa', () => {
    for (const free of ['vip', 'humanized', 'inbox', 'hot_lead', 'cold_lead'] as const) {
      expect(moveBlockReason(free, 'followup')).toContain('Repescagem');
      expect(moveBlockReason('followup', free)).toContain('Repescagem');
      expect(moveBlockReason(free, 'task')).toContain('Tarefa');
      expect(moveBlockReason('task', free)).toContain('Tarefa');
      for (const other of ['vip', 'humanized', 'inbox', 'hot_lead', 'cold_lead'] as const) {
        expect(moveBlockReason(free, other)).toBeNull();
      }
    }
  });
});

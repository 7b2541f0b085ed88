import { INSTANCE_BADGES } from '@conecta/contract';
import { describe, expect, it } from 'vitest';

import { statusBadge } from './instance-status';

describe('statusBadge', () => {
  it('gives each status its pt-BR label and colour', () => {
    expect(statusBadge('ACTIVE')).toMatchObject({ label: 'Ativa' });
    expect(statusBadge('ACTIVE').className).toContain('emerald');
    expect(statusBadge('DEACTIVATED')).toMatchObject({ label: 'Desativada' });
    expect(statusBadge('DEACTIVATED').className).toContain('gray');
    expect(statusBadge('EXPIRED')).toMatchObject({ label: 'Expirada' });
    expect(statusBadge('EXPIRED').className).toContain('red');
    expect(statusBadge('PENDING')).toMatchObject({ label: 'Pendente' });
    expect(statusBadge('PENDING').className).toContain('amber');
    expect(statusBadge('INACTIVE')).toMatchObject({ label: 'Inativa' });
    expect(statusBadge('INACTIVE').className).toContain('slate');
  });

  it('explains every status, each in different words and colours', () => {
    const badges = INSTANCE_BADGES.map(statusBadge);
    for (const badge of badges) expect(badge.description.length).toBeGreaterThan(10);
    expect(new Set(badges.map((b) => b.description)).size).toBe(INSTANCE_BADGES.length);
    expect(new Set(badges.map((b) => b.dotClassName)).size).toBe(INSTANCE_BADGES.length);
  });
});

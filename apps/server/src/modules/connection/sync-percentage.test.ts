import { progressLabel } from '@conecta/contract';
import { describe, expect, it } from 'vitest';

import { syncPercentage } from './sync-percentage.ts';
import type { SyncRow } from './sync-repo.ts';

const row = (over: Partial<SyncRow>): SyncRow => ({
  clinicId: 'u',
  phase: 'chats',
  total: 0,
  loaded: 0,
  nextPage: 1,
  photosTotal: 0,
  photosDone: 0,
  photosCursor: '',
  lastError: null,
  startedAt: new Date(),
  updatedAt: new Date(),
  completedAt: null,
  ...over,
});

describe('syncPercentage', () => {
  it('keeps each phase under its label', () => {
    expect(progressLabel(syncPercentage(row({ nextPage: 1 })).percentage)).toBe(
      'Sincronizando contatos...',
    );
    expect(progressLabel(syncPercentage(row({ nextPage: 500, loaded: 49_900 })).percentage)).toBe(
      'Sincronizando contatos...',
    );
    expect(
      progressLabel(
        syncPercentage(row({ phase: 'photos', photosTotal: 10, photosDone: 0 })).percentage,
      ),
    ).toBe('Carregando fotos de perfil...');
    expect(
      progressLabel(
        syncPercentage(row({ phase: 'photos', photosTotal: 10, photosDone: 10 })).percentage,
      ),
    ).toBe('Carregando fotos de perfil...');
    expect(progressLabel(syncPercentage(row({ phase: 'done' })).percentage)).toBe(
      'Quase pronto...',
    );
    const done = syncPercentage(
      row({ phase: 'done', completedAt: new Date(), loaded: 80, total: 80 }),
    );
    expect(done).toEqual({ percentage: 100, loaded: 80, total: 80, completed: true });
    expect(progressLabel(done.percentage)).toBe('Carregamento concluído!');
  });

  it('never goes backwards as pages arrive', () => {
    let last = -1;
    for (let p = 1; p < 100; p++) {
      const { percentage } = syncPercentage(row({ nextPage: p }));
      expect(percentage).toBeGreaterThanOrEqual(last);
      last = percentage;
    }
  });
});

import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

/**
 * Drizzle's migrator applies a migration only when its `when` is later than the last one the
 * database recorded: a migration dated before an earlier one would be skipped on every database
 * that already has the earlier one (it ran in tests only because they start empty).
 */
describe('the migration journal', () => {
  it('dates every migration after the one before it, in file order', () => {
    const journal = JSON.parse(
      readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
    ) as { entries: Array<{ idx: number; tag: string; when: number }> };
    const out = journal.entries.filter((e, i) => i > 0 && e.when <= journal.entries[i - 1]!.when);
    expect(out.map((e) => e.tag)).toEqual([]);
    const idx = journal.entries.map((e) => e.idx);
    expect(idx).toEqual([...idx].sort((a, b) => a - b));
  });
});

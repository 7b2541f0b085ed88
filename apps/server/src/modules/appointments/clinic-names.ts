import { plainName } from '@conecta/contract';

/** The most names of each kind the forms are offered. */
const NAMES_MAX = 200;

/**
 * One spelling per name as the clinic means it ('Dra Ana' and 'Dra. Ana' are one), the most used
 * spelling of it kept, the most used names first.
 */
function mergeSpellings(rows: Array<{ name: string; uses: number }>): string[] {
  const merged = new Map<string, { name: string; best: number; uses: number }>();
  for (const { name, uses } of rows) {
    const key = plainName(name);
    if (!key) continue;
    const seen = merged.get(key);
    if (!seen) merged.set(key, { name: name.trim(), best: uses, uses });
    else {
      seen.uses += uses;
      if (uses > seen.best) Object.assign(seen, { name: name.trim(), best: uses });
    }
  }
  return [...merged.values()]
    .sort((a, b) => b.uses - a.uses || a.name.localeCompare(b.name, 'pt-BR'))
    .slice(0, NAMES_MAX)
    .map((n) => n.name);
}

/** The professionals and procedures the clinic has written, each list as mergeSpellings gives it. */
export function clinicNames(rows: Array<{ kind: string; name: string; uses: number }>) {
  return {
    professionals: mergeSpellings(rows.filter((r) => r.kind === 'professional')),
    procedures: mergeSpellings(rows.filter((r) => r.kind === 'procedure')),
  };
}

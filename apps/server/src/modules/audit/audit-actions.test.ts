import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { AUDIT_ACTIONS, MSG } from '@conecta/contract';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The text between a call's parentheses, nested ones included. */
function argumentsOf(source: string, open: number): string {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '(') depth++;
    else if (source[i] === ')' && --depth === 0) return source.slice(open + 1, i);
  }
  return source.slice(open + 1);
}

/**
 * The action codes in the server's audit writes: the calls of the repository, of
 * recordClinicAction and of the services' own `audit(...)` helpers, and each code-like string
 * ('area.what') in their arguments, ternaries included.
 */
function writtenActions(): Set<string> {
  const found = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const source = readFileSync(file, 'utf8');
    for (const call of source.matchAll(/\b(?:auditRepo\.record|recordClinicAction|audit)\(/g)) {
      const args = argumentsOf(source, call.index + call[0].length - 1);
      for (const literal of args.matchAll(/'([a-z][A-Za-z]*\.[a-z][a-z_-]*)'/g)) {
        found.add(literal[1]!);
      }
    }
  }
  return found;
}

describe('audit actions', () => {
  it('every action the server writes is a known one, and every known one is written', () => {
    const written = writtenActions();
    expect([...written].sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it("every known action reads as a pt-BR sentence in 'Registro de atividades'", () => {
    for (const action of AUDIT_ACTIONS) {
      const text = MSG.team.auditActions[action]('Maria');
      expect(text, action).toMatch(/^[a-zà-ú]/);
      expect(text, action).not.toContain(action);
    }
  });
});

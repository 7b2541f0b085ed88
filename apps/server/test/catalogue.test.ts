import { readdirSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

/** String literals of the pt-BR catalogue's files (packages/contract/src/messages), as written (a reference to another entry is not one). */
function sentencesWritten(): Map<string, string[]> {
  const dir = new URL('../../../packages/contract/src/messages/', import.meta.url);
  const found = new Map<string, string[]>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.includes('.test.'))) {
    const source = readFileSync(new URL(file, dir), 'utf8')
      .replace(/^\s*(\/\/|\/?\*).*$/gm, '')
      // A sentence quoted inside a longer template (an e-mail naming a link) is part of it.
      .replace(/`(?:[^`\\]|\\.)*`/g, '``');
    for (const match of source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)) {
      const text = match[1] ?? match[2] ?? '';
      // A sentence: four words or more, or words closed by a full stop, '!' or '?'. Labels of
      // one to three words ('Cancelar', 'Salvando...') repeat by nature on every dialog.
      const words = text.trim().split(/\s+/).length;
      if (words >= 4 || (words >= 2 && /[.!?]$/.test(text.trim()) && !text.endsWith('...')))
        found.set(text, [...(found.get(text) ?? []), file]);
    }
  }
  return found;
}

describe('the pt-BR catalogue', () => {
  it('writes each sentence once (a second use refers to the first)', () => {
    const twice = [...sentencesWritten()]
      .filter(([, files]) => files.length > 1)
      .map(([text, files]) => `${text} (${files.join(', ')})`);
    expect(twice).toEqual([]);
  });

  it('finds the sentences it checks', () => {
    expect(sentencesWritten().has('Conversa não encontrada.')).toBe(true);
  });
});

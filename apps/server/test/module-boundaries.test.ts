import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const MODULES = join(SRC, 'modules');

interface Import {
  from: string; // file, relative to src
  to: string; // resolved file, relative to src
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every relative import (static, `export ... from`, `import type`, dynamic `import()`) of the server's sources. */
function relativeImports(): Import[] {
  const found: Import[] = [];
  for (const file of tsFiles(SRC)) {
    const source = readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '');
    for (const match of source.matchAll(
      /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'(\.{1,2}\/[^']+)'/gm,
    )) {
      const specifier = match[1] ?? '';
      found.push({
        from: relative(SRC, file),
        to: relative(SRC, resolve(dirname(file), specifier)),
      });
    }
  }
  return found;
}

/** The module a file of src belongs to (`modules/<name>/...`), or undefined outside modules. */
function moduleOf(path: string): string | undefined {
  return /^modules\/([^/]+)\//.exec(path)?.[1];
}

/** Imports that reach into another module past its index.ts. */
function deepImports(imports: Import[]): string[] {
  return imports
    .filter(({ from, to }) => {
      const target = moduleOf(to);
      if (target === undefined || target === moduleOf(from)) return false;
      return to !== `modules/${target}/index.ts`;
    })
    .map(({ from, to }) => `${from} -> ${to}`);
}

/** The module graph's cycles, each written as a path `a -> b -> a` with the imports on its arrows. */
function moduleCycles(imports: Import[]): string[] {
  const edges = new Map<string, Map<string, string>>();
  for (const { from, to } of imports) {
    const a = moduleOf(from);
    const b = moduleOf(to);
    if (a === undefined || b === undefined || a === b) continue;
    const out = edges.get(a) ?? new Map<string, string>();
    if (!out.has(b)) out.set(b, `${from} -> ${to}`);
    edges.set(a, out);
  }
  const cycles: string[] = [];
  const seen = new Set<string>();
  const reported = new Set<string>();
  // Depth-first search; a back edge to a module on the current path closes a cycle.
  const visit = (module: string, path: string[]): void => {
    if (path.includes(module)) {
      const loop = [...path.slice(path.indexOf(module)), module];
      const key = [...loop.slice(0, -1)].sort().join(',');
      if (reported.has(key)) return;
      reported.add(key);
      const arrows = loop
        .slice(0, -1)
        .map((m, i) => `    ${edges.get(m)?.get(loop[i + 1] ?? '') ?? ''}`);
      cycles.push([loop.join(' -> '), ...arrows].join('\n'));
      return;
    }
    if (seen.has(module)) return;
    for (const next of edges.get(module)?.keys() ?? []) visit(next, [...path, module]);
    seen.add(module);
  };
  for (const module of readdirSync(MODULES)) visit(module, []);
  return cycles;
}

describe('server module boundaries', () => {
  const imports = relativeImports();

  it('reaches another module only through its index.ts', () => {
    expect(deepImports(imports), 'deep imports across modules').toEqual([]);
  });

  it('has no cycle between modules', () => {
    expect(moduleCycles(imports), 'cycles between modules').toEqual([]);
  });

  it('finds the imports it checks', () => {
    expect(imports.some(({ from }) => from === 'app.ts')).toBe(true);
    expect(imports.some(({ from, to }) => moduleOf(from) && moduleOf(to) !== moduleOf(from))).toBe(
      true,
    );
  });
});

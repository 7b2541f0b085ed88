// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const FEATURES = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.dirname(FEATURES);

/**
 * Where an import of `from` lands inside another feature than its own, other than that feature's
 * index: the deep imports the boundary forbids. oxlint's `no-restricted-imports` (.oxlintrc.json)
 * catches `@/features/x/…` and `../../x/…` as the editor types them, but it compares strings:
 * `../chat-list/api` from a feature's own root, or `../features/x/y` from a page, pass it, and a
 * pattern loose enough to catch those would also catch a feature's own `../hooks/…`. oxlint has no
 * `import/no-restricted-paths` zones (checked on 1.89), so this test resolves every path instead.
 */
function deepImport(from: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith('@/')) target = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(from), specifier);
  else return null;
  const inFeatures = path.relative(FEATURES, target);
  if (inFeatures.startsWith('..') || path.isAbsolute(inFeatures)) return null;
  const [feature, ...inside] = inFeatures.split(path.sep);
  const own = path.relative(FEATURES, from).split(path.sep)[0];
  if (!feature || feature === own) return null;
  if (inside.length === 0 || (inside.length === 1 && /^index(\.tsx?)?$/.test(inside[0]!))) {
    return null;
  }
  return `${path.relative(SRC, from)} → ${specifier}`;
}

function importsOf(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g);
  return [...found].map((match) => match[1]!);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('feature boundaries', () => {
  const board = path.join(FEATURES, 'board', 'board-items.ts');
  const boardHook = path.join(FEATURES, 'board', 'hooks', 'use-move-chat.ts');
  const page = path.join(SRC, 'pages', 'dashboard-page.tsx');

  it('finds a deep import however it is written, and lets a feature use its own files', () => {
    expect(deepImport(board, '@/features/chat-list/api/chat-keys')).not.toBeNull();
    expect(deepImport(board, '../chat-list/hooks/use-chats')).not.toBeNull();
    expect(deepImport(boardHook, '../../chat-list/format')).not.toBeNull();
    expect(deepImport(page, '../features/tags/tags-cache')).not.toBeNull();
    expect(deepImport(board, '@/features/chat-list')).toBeNull();
    expect(deepImport(board, '../chat-list/index')).toBeNull();
    expect(deepImport(boardHook, '../api/board-api')).toBeNull();
    expect(deepImport(boardHook, '@/features/board/api/board-api')).toBeNull();
    expect(deepImport(page, '@/lib/http')).toBeNull();
    expect(
      importsOf("import { a } from '../x';\nexport { b } from \"./y\";\nimport('@/z');"),
    ).toEqual(['../x', './y', '@/z']);
  });

  it('are crossed only through a feature index, from the features, pages and the app alike', () => {
    const offenders = sourceFiles(SRC).flatMap((file) =>
      importsOf(readFileSync(file, 'utf8')).flatMap((specifier) => {
        const found = deepImport(file, specifier);
        return found ? [found] : [];
      }),
    );
    expect(offenders).toEqual([]);
  });
});

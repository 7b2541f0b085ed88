// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const SRC = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * The files that may change the query cache by hand, each with why. Every mutation changes it
 * through the one rule (app/query-client.ts): it names its endpoint (`meta.endpoint`) and the
 * contract's `invalidates` says what to ask again. Anything else here is not a mutation's effect
 * but data arriving another way, or a change the screen must show before the server answers.
 */
const ALLOWED: Record<string, string> = {
  'app/query-client.ts':
    'the rule itself: invalidates what an endpoint declares, writes `answerKey`',
  'features/notifications/apply-live-event.ts':
    "the server's event stream: a chat, message or status that changed elsewhere",
  'features/notifications/live-session.ts': "the event stream's catch-up of the chat list",
  'features/appointments/appointment-live.ts': "the event stream's appointment changes",
  'features/team/team-live.ts': "the event stream's team and assignment changes",
  'features/chat-window/note-live.ts': "the event stream's note changes and mentions",
  'features/number-health/hooks/use-send-hold.ts':
    "the event stream's number outage: its state is asked again",
  'features/board/hooks/use-move-chat.ts':
    'optimistic drag and drop: the card stays where it was dropped while the move is sent, and goes back if refused',
  'features/chat-list/hooks/use-chats.ts': "the board's own poll of its list (no mutation)",
  'features/chat-window/hooks/use-messages.ts':
    "the chat's message pages: a fresh start on each opening, the older page added on scroll",
  'features/session/hooks/use-establish-session.ts':
    "signing in: the session's dashboard, read once, is the first value of its query",
  'features/admin/hooks/use-admin-guard.ts':
    "the admin page's role check also reads the dashboard: kept as the session's copy",
  'features/settings/hooks/use-apply-user.ts':
    "the member's name or zone in the session kept in the browser's storage and in its query, changed together",
};

const CACHE_WRITE =
  /\.(setQueryData|setQueriesData|invalidateQueries|removeQueries|resetQueries|refetchQueries|cancelQueries)\(/;

/** The options object of each `useMutation(…)` call in a source. */
function mutationOptions(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\buseMutation(?:<[^(]*>)?\(/g)) {
    let depth = 1;
    let end = match.index + match[0].length;
    while (depth > 0 && end < source.length) {
      const char = source[end++];
      if (char === '(') depth++;
      if (char === ')') depth--;
    }
    found.push(source.slice(match.index + match[0].length, end - 1));
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = sourceFiles(SRC).map((file) => ({
  name: path.relative(SRC, file).split(path.sep).join('/'),
  source: readFileSync(file, 'utf8'),
}));

describe('the cache rule', () => {
  it('finds a mutation without its endpoint, and a hand-written cache change', () => {
    const bare = "useMutation({ mutationFn: save, onSuccess: () => toast('ok') })";
    const named =
      'useMutation<A, B>({ mutationFn: (x) => save(f(x)), meta: { endpoint: e.save } })';
    expect(mutationOptions(bare + named).map((o) => /meta:\s*\{[^}]*\bendpoint\b/.test(o))).toEqual(
      [false, true],
    );
    expect(CACHE_WRITE.test('queryClient.setQueryData(key, answer)')).toBe(true);
    expect(CACHE_WRITE.test('void client.invalidateQueries({ queryKey })')).toBe(true);
    expect(CACHE_WRITE.test('queryClient.getQueryData(key)')).toBe(false);
  });

  it('every mutation names the endpoint it calls (meta.endpoint)', () => {
    const bare = files.flatMap(({ name, source }) =>
      mutationOptions(source)
        .filter((options) => !/meta:\s*\{[^}]*\bendpoint\b/.test(options))
        .map(() => name),
    );
    expect(bare).toEqual([]);
  });

  it('nothing else writes or invalidates the cache by hand, outside the listed places', () => {
    const writers = files.filter(({ source }) => CACHE_WRITE.test(source)).map(({ name }) => name);
    expect(writers.filter((name) => !(name in ALLOWED))).toEqual([]);
    // A place that stopped writing leaves the list too, so the list stays the truth.
    expect(Object.keys(ALLOWED).filter((name) => !writers.includes(name))).toEqual([]);
  });
});

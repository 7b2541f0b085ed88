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

/**
 * Who owns each table of db/schema: only files under the owner's folder import it from the
 * schema, so a table's rows are written and read by one module and the others call its verbs.
 * Owners are folders of src (a module, or a layer below the modules such as `events/`).
 */
const TABLE_OWNERS: Record<string, string> = {
  // api-keys.ts
  apiKeys: 'modules/api-keys',
  // calendars.ts
  professionalCalendars: 'modules/calendar-sync',
  calendarEvents: 'modules/calendar-sync',
  // webhook-endpoints.ts
  webhookEndpoints: 'modules/webhook-endpoints',
  webhookDeliveries: 'modules/webhook-endpoints',
  // accounts.ts
  users: 'modules/auth',
  sessions: 'modules/auth',
  verificationCodes: 'modules/auth',
  passwordResets: 'modules/auth',
  rateLimits: 'lib', // the rate limiter (lib/rate-limiter.ts), below every module
  clinics: 'modules/clinics',
  clinicInvitations: 'modules/clinics',
  clinicMembers: 'modules/memberships',
  // agenda.ts
  waitingListEntries: 'modules/waiting-list',
  slotOffers: 'modules/waiting-list',
  slotOfferMessages: 'modules/waiting-list',
  satisfactionSurveys: 'modules/satisfaction',
  // automation.ts
  routines: 'modules/routines',
  routineRuns: 'modules/routines',
  preConfiguredTexts: 'modules/texts',
  tasks: 'modules/tasks',
  appointments: 'modules/appointments',
  appointmentReminders: 'modules/appointments',
  // chats.ts
  chats: 'modules/conversations',
  messages: 'modules/conversations',
  mediaDownloads: 'modules/conversations',
  syncProgress: 'modules/connection',
  tags: 'modules/tags',
  chatTags: 'modules/tags',
  liveEvents: 'events',
  // Written by a trigger on chats' column (migration 0036), read by the reports.
  chatColumnMoves: 'modules/reports',
  // instances.ts
  webInstances: 'modules/instances',
  connectionEvents: 'modules/connection',
  connectionHeldSends: 'modules/connection',
  // logs.ts
  auditLog: 'modules/audit',
  accessLog: 'modules/privacy',
  mediaRemovals: 'modules/privacy',
  // media.ts
  mediaKeys: 'media',
  // push.ts
  pushSubscriptions: 'modules/push',
  pushQuietHours: 'modules/push',
  // reports.ts
  reportPositions: 'modules/reports',
  answerRuns: 'modules/reports',
  reportMessageQuarters: 'modules/reports',
  reportMemberSends: 'modules/reports',
  reportChatFirsts: 'modules/reports',
  reportAutomaticSends: 'modules/reports',
  // whatsapp-templates.ts
  whatsappTemplates: 'modules/whatsapp-templates',
  // notes.ts
  chatNotes: 'modules/notes',
  chatNoteMentions: 'modules/notes',
  // Issue 48: a patient's names, and the tombstones of an erased patient's.
  chatIdentifiers: 'modules/conversations',
  erasedIdentifiers: 'modules/privacy',
  // assistant.ts
  assistantSettings: 'modules/assistant',
  assistantUsage: 'modules/assistant',
  // chat-merges.ts
  chatMerges: 'modules/chat-merges',
};

/**
 * Today's exceptions: a file outside the owner that imports the table, each with its reason.
 * Keep it short; an entry goes when its reason does.
 */
const TABLE_EXCEPTIONS: Record<string, string[]> = {
  chats: [
    // The demo month is written in bulk (thousands of rows in a few statements), not by verbs.
    'demo/seed-demo-month.ts',
    // A step is due from the chat's last message plus its wait: the claim reads the chat in its
    // own statement (the run's row holds the claim since issue 52, the chat only the time).
    'modules/routines/routine-runs-repo.ts',
    // The access log copies the chat's name into its row in the same insert (a reading costs one
    // statement, on the request that reads).
    'modules/privacy/access-log-repo.ts',
    // Retention's "inactive" is one condition over chats, tasks and appointments, also used as
    // the erasure's lock condition (lockChatForErasure's onlyIf).
    'modules/privacy/retention-repo.ts',
  ],
  messages: [
    'demo/seed-demo-month.ts',
    'modules/routines/routine-runs-repo.ts',
    // The proof that an interrupted send went out (its echo) is read in the claim steps' own
    // statement; db/ sits below the modules and cannot call them.
    'db/attempt-claims.ts',
    // A task's echo, excluding messages another task already owns: one statement over tasks.
    'modules/tasks/tasks-repo.ts',
    // The template sends Meta bills, by category; conversations imports whatsapp-templates (a
    // template send), so the count cannot call conversations back.
    'modules/whatsapp-templates/templates-repo.ts',
  ],
  users: [
    // Seeds and the demo write accounts in bulk.
    'demo/watch-demo-month.ts',
    'seed/seed-accounts.ts',
    // A member's name joined into the row that shows it (one read, not one per row).
    'modules/audit/audit-repo.ts',
    'modules/clinics/invitations-repo.ts',
    'modules/instances/instances-repo.ts',
    'modules/memberships/memberships-repo.ts',
    'modules/privacy/access-log-repo.ts',
    'modules/privacy/patient-export-repo.ts',
    'modules/push/push-repo.ts',
    'modules/conversations/messages-for-export.ts',
    'modules/notes/notes-repo.ts',
  ],
  sessions: [
    // Who to notify: a subscription counts only while its session lives (one read).
    'modules/push/push-repo.ts',
  ],
  clinics: [
    // The clinic's own settings (hours, zone, retention, templates) are columns of its row.
    'modules/clinic-settings/clinic-settings-repo.ts',
    'modules/memberships/memberships-repo.ts',
    'modules/connection/health-repo.ts',
    // The board's sync point: the clinic's board epoch.
    'modules/conversations/board-cards-repo.ts',
    'modules/privacy/patient-export-repo.ts',
    'modules/privacy/retention-repo.ts',
  ],
  clinicMembers: [
    // Whether a user is still a member, joined into the read that needs it.
    'modules/conversations/messages-repo.ts',
    'modules/instances/instances-repo.ts',
    'modules/privacy/patient-export-repo.ts',
    'modules/push/push-repo.ts',
  ],
  webInstances: [
    // The watch over every instance's link (one scan of all clinics).
    'modules/connection/connection-watch.ts',
  ],
  // The shared send-attempt claim steps take the attempt table they claim in (db/ sits below
  // the modules); the demo month is written in bulk.
  appointmentReminders: [
    'db/attempt-claims.ts',
    'demo/seed-demo-month.ts',
    'modules/privacy/patient-export-repo.ts',
    // A reminder that went to a merged chat (a sibling's appointment, issue 48) follows it.
    'modules/conversations/merge-chats.ts',
    'modules/conversations/merge-record.ts',
    'modules/conversations/merge-undo.ts',
  ],
  satisfactionSurveys: [
    'db/attempt-claims.ts',
    'demo/seed-demo-month.ts',
    'modules/conversations/merge-chats.ts',
    'modules/conversations/merge-record.ts',
    'modules/conversations/merge-undo.ts',
  ],
  slotOfferMessages: [
    'db/attempt-claims.ts',
    'modules/conversations/merge-chats.ts',
    'modules/conversations/merge-record.ts',
    'modules/conversations/merge-undo.ts',
  ],
  slotOffers: ['demo/seed-demo-month.ts'],
  waitingListEntries: [
    'demo/seed-demo-month.ts',
    'modules/conversations/merge-chats.ts',
    'modules/conversations/merge-record.ts',
    'modules/conversations/merge-undo.ts',
  ],
  chatColumnMoves: [
    'demo/seed-demo-month.ts',
    'modules/conversations/merge-chats.ts',
    'modules/conversations/merge-record.ts',
    'modules/conversations/merge-undo.ts',
  ],
  appointments: [
    'demo/seed-demo-month.ts',
    // The patient's export lists everything of the chat; retention keeps a chat with an
    // appointment to come; an offer of a freed slot reads the slot it offers. One read each.
    'modules/privacy/patient-export-repo.ts',
    'modules/privacy/retention-repo.ts',
    'modules/waiting-list/waiting-list-repo.ts',
    'modules/conversations/merge-chats.ts',
    'modules/conversations/merge-record.ts',
    'modules/conversations/merge-undo.ts',
  ],
  tasks: [
    'modules/privacy/patient-export-repo.ts',
    'modules/privacy/retention-repo.ts',
    // Tasks are claimed through the shared attempt steps (db/ sits below the modules).
    'db/attempt-claims.ts',
    'modules/conversations/merge-chats.ts',
    'modules/conversations/merge-record.ts',
    'modules/conversations/merge-undo.ts',
  ],
  routineRuns: [
    // Routine steps are claimed through the shared attempt steps too.
    'db/attempt-claims.ts',
    // The board's cards show the run's next step and waiting line: joined into the one list read
    // (and into each column's page, issue 51).
    'modules/conversations/board-pages-repo.ts',
    'modules/conversations/board-cards-repo.ts',
    // A patient's reply ends the run in the same statement that stores the message.
    'modules/conversations/record-inbound.ts',
    'modules/conversations/merge-chats.ts',
    'modules/conversations/merge-record.ts',
    'modules/conversations/merge-undo.ts',
  ],
  tags: ['modules/privacy/patient-export-repo.ts'],
  chatTags: [
    'modules/privacy/patient-export-repo.ts',
    'modules/conversations/merge-chats.ts',
    'modules/conversations/merge-record.ts',
    'modules/conversations/merge-undo.ts',
  ],
  // An erasure removes the chat's traces from the logs and the live events in its transaction.
  auditLog: ['modules/privacy/erasure-repo.ts'],
  liveEvents: ['modules/privacy/erasure-repo.ts'],
  accessLog: [
    'modules/conversations/merge-chats.ts',
    'modules/conversations/merge-record.ts',
    'modules/conversations/merge-undo.ts',
  ],
  answerRuns: ['modules/conversations/merge-chats.ts'],
  chatNoteMentions: ['modules/conversations/merge-chats.ts', 'modules/conversations/merge-undo.ts'],
  chatNotes: [
    'modules/conversations/merge-chats.ts',
    'modules/conversations/merge-record.ts',
    'modules/conversations/merge-undo.ts',
  ],
  reportAutomaticSends: ['modules/conversations/merge-chats.ts'],
  reportChatFirsts: ['modules/conversations/merge-chats.ts'],
  reportMemberSends: ['modules/conversations/merge-chats.ts'],
  // 'Mesclar conversas' writes down what it moves (merge-record.ts) so its undo (merge-undo.ts) puts it back:
  // listed above beside merge-chats.ts.
  // Issue 48's merge of two chats of one patient (ninth-digit twins, a changed number) moves every
  // row keyed to the chat in one transaction: listed above under each table it moves.
};

/**
 * Raw SQL that names chats or messages outside conversations (the schema import does not show
 * it): read-only aggregates, each with its reason.
 */
const RAW_SQL_READERS = [
  // Relatórios: aggregates over months of messages in one statement each (the catch-up derives
  // its tables from messages; the figures filter by the member's chats).
  'modules/reports/report-catch-up-repo.ts',
  'modules/reports/reports-repo.ts',
  'modules/reports/automation-figures-repo.ts',
  'modules/reports/agenda-figures-repo.ts',
  // ...and by one number's chats (issue 48), the same subquery the member's scope uses.
  'modules/reports/chat-scope.ts',
  // The health page's counts of written and waiting chats.
  'modules/connection/health-repo.ts',
  // The admin list's chat count per instance, a subquery of its one read.
  'modules/instances/instances-repo.ts',
  // A step's due time is the chat's last message plus its wait (see TABLE_EXCEPTIONS).
  'modules/routines/routine-runs-repo.ts',
  // A reminder's claim chooses the number the patient last wrote to (their latest message on
  // each sibling chat) in its own statement; a patient's answer finds the reminder sent to it.
  'modules/appointments/reminder-chat.ts',
];

const SCHEMA = new Set(['db/schema.ts']);

/** Every non-test source file's named imports from the schema, as `file imports table`. */
function schemaImports(): Array<{ file: string; table: string }> {
  const found: Array<{ file: string; table: string }> = [];
  for (const path of tsFiles(SRC)) {
    const file = relative(SRC, path);
    // The schema's own files reference each other (foreign keys); tests read the rows they check.
    if (file.startsWith('db/schema') || file.endsWith('.test.ts')) continue;
    const source = readFileSync(path, 'utf8');
    for (const match of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
      const target = relative(SRC, resolve(dirname(path), match[2] ?? ''));
      if (!SCHEMA.has(target) && !target.startsWith('db/schema/')) continue;
      for (const name of (match[1] ?? '').split(',')) {
        const table =
          name
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0] ?? '';
        if (table) found.push({ file, table });
      }
    }
  }
  return found;
}

/** The tables db/schema declares (`export const x = pgTable(`). */
function schemaTables(): string[] {
  return tsFiles(join(SRC, 'db/schema')).flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(/export const (\w+) = pgTable\(/g)].map(
      (m) => m[1] ?? '',
    ),
  );
}

const within = (file: string, folder: string) => file.startsWith(`${folder}/`);

describe('server module boundaries', () => {
  const imports = relativeImports();

  it('reaches another module only through its index.ts', () => {
    expect(deepImports(imports), 'deep imports across modules').toEqual([]);
  });

  it('has no cycle between modules', () => {
    expect(moduleCycles(imports), 'cycles between modules').toEqual([]);
  });

  it('names an owner for every table of the schema', () => {
    const tables = schemaTables();
    expect(tables.length).toBeGreaterThan(40);
    expect(
      tables.filter((t) => !(t in TABLE_OWNERS)),
      'tables without an owner',
    ).toEqual([]);
    expect(
      Object.keys(TABLE_OWNERS).filter((t) => !tables.includes(t)),
      'owners of no table',
    ).toEqual([]);
  });

  it("imports a table from the schema only in its owner's folder (or a listed exception)", () => {
    const fromSchema = schemaImports();
    expect(fromSchema.some(({ table }) => table === 'chats')).toBe(true);
    const outside = fromSchema
      .filter(({ file, table }) => {
        const owner = TABLE_OWNERS[table];
        if (owner === undefined || within(file, owner)) return false;
        return !(TABLE_EXCEPTIONS[table] ?? []).includes(file);
      })
      .map(({ file, table }) => `${file} imports ${table}`);
    expect(outside, 'tables imported outside their owner').toEqual([]);
    // An exception that no longer imports its table is dropped from the list.
    const stale = Object.entries(TABLE_EXCEPTIONS).flatMap(([table, files]) =>
      files.filter((file) => !fromSchema.some((i) => i.file === file && i.table === table)),
    );
    expect(stale, 'exceptions that import nothing now').toEqual([]);
  });

  it('names chats and messages in raw SQL only in conversations and the listed readers', () => {
    const named = tsFiles(SRC)
      .map((path) => relative(SRC, path))
      .filter((file) => !file.startsWith('db/') && !file.endsWith('.test.ts'))
      .filter((file) => !within(file, 'modules/conversations'))
      .filter((file) =>
        /\b(?:from|join|update|into)\s+"?(?:chats|messages)\b(?!\.)/i.test(
          readFileSync(join(SRC, file), 'utf8'),
        ),
      );
    expect(named.filter((file) => !RAW_SQL_READERS.includes(file))).toEqual([]);
    expect(
      RAW_SQL_READERS.filter((file) => !named.includes(file)),
      'stale readers',
    ).toEqual([]);
  });

  it('lets other modules call conversations through verbs: no repo object, no SQL fragment', async () => {
    const index: Record<string, unknown> = await import('../src/modules/conversations/index.ts');
    // A verb is a function; a constant (the window's length) a primitive. A repo, a column list or
    // a drizzle `sql` fragment is an object, and would let a caller write the tables' SQL again.
    const objects = Object.entries(index)
      .filter(([, value]) => typeof value === 'object' && value !== null)
      .map(([name]) => name);
    expect(objects, 'objects exported by modules/conversations/index.ts').toEqual([]);
    expect(Object.keys(index).length).toBeGreaterThan(10);
  });

  it('finds the imports it checks', () => {
    expect(imports.some(({ from }) => from === 'app.ts')).toBe(true);
    expect(imports.some(({ from, to }) => moduleOf(from) && moduleOf(to) !== moduleOf(from))).toBe(
      true,
    );
  });
});

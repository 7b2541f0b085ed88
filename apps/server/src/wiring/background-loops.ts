import type { BackgroundLoop } from '../scheduler/scheduler.ts';
import { BATCH } from '../scheduler/automatic-sender.ts';
import { WEBHOOK_BATCH } from '../modules/webhook-endpoints/index.ts';

type Pass = (stopping: () => boolean) => Promise<number>;

/** The passes the registry runs, from the services that own them (app.ts hands them over). */
export interface BackgroundPasses {
  ninthDigitTwins: Pass;
  tasks: Pass;
  routines: Pass;
  reminders: Pass;
  slotOffers: Pass;
  satisfactionSurveys: Pass;
  mediaRemovals: Pass;
  retention: Pass;
  erasedRowsCompaction: Pass;
  legacyMediaSealing: Pass;
  connectionWatch: Pass;
  backups: Pass;
  reportCatchUp: Pass;
  calendarImport: Pass;
  rateLimitPurge: Pass;
  liveEventsPrune: Pass;
  webhookDeliveries: Pass;
  mediaWorkSweep: Pass;
  mediaWorkSweepEveryMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * Every background loop of the server, in one place: its period, its lane (whether it may run
 * beside the automatic sends: every loop but the sends' own does, on another timer, so no
 * maintenance ever holds a reminder back) and how it stays once across several server processes.
 * The scheduler (scheduler/scheduler.ts) runs them once `main.ts` starts it.
 *
 * Not loops of this kind, so not here: the media downloads' queue (a worker pool woken by each
 * stored file, polling every few seconds for retries: modules/conversations/media-downloader.ts),
 * the streams' heartbeats (one per open stream), the demo's month of data (demo mode only,
 * demo/watch-demo-month.ts).
 */
export function backgroundLoops(p: BackgroundPasses): BackgroundLoop[] {
  const send = (name: string, runOnce: Pass): BackgroundLoop => ({
    name,
    periodMs: SECOND,
    lane: 'sends',
    // Claims committed before the send, a lease, SKIP LOCKED (automatic-sender.ts).
    acrossProcesses: 'claims',
    drainAt: BATCH,
    runOnce,
  });
  return [
    send('tasks', p.tasks),
    send('routines', p.routines),
    send('reminders', p.reminders),
    send('slot-offers', p.slotOffers),
    send('satisfaction-surveys', p.satisfactionSurveys),
    // A removal is forgotten only once its file is gone: two processes removing one file
    // is harmless (the second finds it gone).
    maintenance('media-removals', SECOND, 'each-process', p.mediaRemovals, 25),
    // Each clinic's pass is claimed (SKIP LOCKED and retention_ran_at).
    maintenance('retention', SECOND, 'claims', p.retention, 25),
    // Compacts what this process's erasures and retention passes deleted.
    maintenance('erased-rows-compaction', SECOND, 'each-process', p.erasedRowsCompaction),
    // Its cursor is this process's; sealing a file already sealed is skipped.
    maintenance('legacy-media-sealing', SECOND, 'each-process', p.legacyMediaSealing, 25),
    // Each process asks the provider; a change of connection is recorded once (the flip) and
    // the alerts are claimed (SKIP LOCKED).
    maintenance('connection-watch', SECOND, 'each-process', p.connectionWatch),
    // Embedded database only: PGlite's folder is one process's. In the maintenance lane, so no
    // media removal runs while a backup copies the files its snapshot names.
    maintenance('backups', SECOND, 'one-process', p.backups),
    // A clinic's first pass after an upgrade reads all its messages (minutes for a large one):
    // its own timer. Passes of one clinic take turns on its report_positions row.
    {
      name: 'report-catch-up',
      periodMs: MINUTE,
      lane: 'own',
      acrossProcesses: 'claims',
      runOnce: p.reportCatchUp,
    },
    // Issue 49: external calendars read over HTTP (each under a timeout): a timer of its own, so
    // a slow calendar never holds maintenance back. Each calendar is claimed (its next poll moved
    // ahead under SKIP LOCKED), so one process reads it; its own period is CALENDAR_POLL_MINUTES.
    {
      name: 'calendar-import',
      periodMs: 30 * SECOND,
      lane: 'own',
      acrossProcesses: 'claims',
      drainAt: 5,
      runOnce: p.calendarImport,
    },
    // Issue 48: chats keyed without a Brazilian mobile's ninth digit join their twins. Each chat
    // is merged under row locks (FOR UPDATE), so a second process finds it already merged; after a
    // pass that finds none it stops asking.
    maintenance('ninth-digit-twins', SECOND, 'each-process', p.ninthDigitTwins),
    // Deletes of what has expired: running them in each process is harmless.
    maintenance('rate-limit-purge', 10 * MINUTE, 'each-process', p.rateLimitPurge),
    maintenance('live-events-prune', 10 * MINUTE, 'each-process', p.liveEventsPrune),
    // Issue 49: the clinics' outbound webhooks. Each delivery is claimed (SKIP LOCKED, a lease
    // for an attempt whose process died); its own timer, so a slow receiver holds nothing else.
    {
      name: 'webhook-deliveries',
      periodMs: SECOND,
      lane: 'own',
      acrossProcesses: 'claims',
      drainAt: WEBHOOK_BATCH,
      runOnce: p.webhookDeliveries,
    },
    // This process's download folder.
    maintenance('media-work-sweep', p.mediaWorkSweepEveryMs, 'each-process', p.mediaWorkSweep),
  ];
}

function maintenance(
  name: string,
  periodMs: number,
  acrossProcesses: BackgroundLoop['acrossProcesses'],
  runOnce: Pass,
  drainAt?: number,
): BackgroundLoop {
  return {
    name,
    periodMs,
    lane: 'maintenance',
    acrossProcesses,
    ...(drainAt ? { drainAt } : {}),
    runOnce,
  };
}

import type { Db } from '../db/client.ts';
import { clinicsRepo } from '../modules/clinics/clinics-repo.ts';

/**
 * Splits claimed automatic sends into those that go now and those that wait for the clinic's
 * next one-minute window: at most `perMinute` a clinic, so a Monday 08:00 or a hundred tasks set
 * for the same minute do not get a clinic's number reported as spam. Order within a clinic is
 * kept (the first claimed go first).
 */
export async function splitByBudget<T>(
  db: Db,
  items: T[],
  clinicOf: (item: T) => string,
  q: { perMinute: number; now: Date },
): Promise<{ go: T[]; wait: Array<{ item: T; until: Date }> }> {
  const byClinic = new Map<string, T[]>();
  for (const item of items) {
    const list = byClinic.get(clinicOf(item));
    if (list) list.push(item);
    else byClinic.set(clinicOf(item), [item]);
  }
  const go: T[] = [];
  const wait: Array<{ item: T; until: Date }> = [];
  for (const [clinicId, list] of byClinic) {
    const { granted, windowEnds } = await clinicsRepo.reserveAutomaticSends(db, clinicId, {
      want: list.length,
      perMinute: q.perMinute,
      now: q.now,
    });
    go.push(...list.slice(0, granted));
    for (const item of list.slice(granted)) wait.push({ item, until: windowEnds });
  }
  return { go, wait };
}

import { MSG, numberName, utcToLocal } from '@conecta/contract';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client.ts';
import { describeError } from '../../lib/describe-error.ts';
import { outageBackMail, outageDownMail } from '../../mail/connection-mails.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { instancesRepo } from '../instances/index.ts';
import { type ClaimedAlert, connectionEventsRepo } from './connection-events-repo.ts';
import { healthRepo } from './health-repo.ts';

/** '27/11/2026 às 14:32' in the reader's zone. */
function spoken(at: Date, timeZone: string): string {
  const local = utcToLocal(at, timeZone);
  return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} às ${local.slice(11, 16)}`;
}

/**
 * E-mails the Responsáveis once when one of their numbers has been down longer than the clinic's
 * delay (default 5 minutes), and once more when that outage ends; a shorter outage sends nothing.
 * Each number's outage is its own (issue 48): in a clinic with more than one, the mail names it.
 * Each change is claimed in the database before a mail goes, so two server processes never send
 * the same mail; a mail that fails is logged, not tried again (the banner still says it).
 */
export function createOutageAlerts(deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger }) {
  const { db, mailer, log } = deps;

  /** The number's name, when its clinic has more than one (else the clinic alone names it). */
  async function nameOfNumber(a: ClaimedAlert): Promise<string | null> {
    const numbers = await instancesRepo.listByClinic(db, a.clinicId);
    const own = numbers.find((n) => n.id === a.instanceId);
    if (numbers.length < 2 || !own) return null;
    return numberName({ label: own.label, phone: own.connectedPhone });
  }

  async function mailAll(
    alert: ClaimedAlert,
    compose: (to: string, tz: string, about: string) => ReturnType<typeof outageDownMail>,
  ) {
    const { clinicId } = alert;
    const number = await nameOfNumber(alert);
    for (const r of await healthRepo.responsaveis(db, clinicId)) {
      try {
        await mailer.send(compose(r.email, r.timeZone, MSG.outageMail.about(r.clinicName, number)));
      } catch (err) {
        log.warn({ clinicId, err: describeError(err) }, 'falha ao enviar aviso de conexão');
      }
    }
  }

  return {
    async run(now: Date): Promise<number> {
      // Returns first: an outage that ended before its delay ran out is marked by the return
      // and never mailed as down.
      const back = await connectionEventsRepo.claimBackAlerts(db, now);
      const down = await connectionEventsRepo.claimDownAlerts(db, now);
      for (const b of back.filter((a) => a.mail)) {
        const outage = (await connectionEventsRepo.latestOfNumber(db, b, 10)).find(
          (e) => e.kind === 'disconnected' && e.at <= b.at,
        );
        const since = outage?.at ?? b.at;
        await mailAll(b, (to, tz, clinic) =>
          outageBackMail(to, clinic, {
            since: spoken(since, tz),
            back: utcToLocal(b.at, tz).slice(11, 16),
            length: MSG.numberHealth.duration(b.at.getTime() - since.getTime()),
          }),
        );
      }
      for (const d of down.filter((a) => a.mail))
        await mailAll(d, (to, tz, clinic) => outageDownMail(to, clinic, spoken(d.at, tz)));
      return back.length + down.length;
    },
  };
}
export type OutageAlerts = ReturnType<typeof createOutageAlerts>;

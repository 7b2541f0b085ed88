import { MSG } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import { escapeHtml, layout, paragraph } from '../../mail/templates.ts';
import { membershipsRepo } from '../memberships/index.ts';

const M = MSG.webhookEndpoints.mail;

export function webhookDisabledMail(to: string, clinic: string, url: string): MailMessage {
  return {
    to,
    subject: M.subject,
    text: M.text(clinic, url),
    html: layout(
      M.title,
      `${paragraph(M.lead(escapeHtml(clinic), escapeHtml(url)))}${paragraph(escapeHtml(M.body))}`,
    ),
  };
}

/** Tells each Responsável of the clinic that an endpoint was turned off. */
export function notifyDisabled(deps: { db: Db; mailer: Mailer }) {
  return async (endpoint: { clinicId: string; url: string }) => {
    const clinic = (await membershipsRepo.name(deps.db, endpoint.clinicId)) ?? '';
    const members = await membershipsRepo.members(deps.db, endpoint.clinicId);
    for (const m of members.filter((x) => x.role === 'RESPONSAVEL'))
      await deps.mailer.send(webhookDisabledMail(m.email, clinic, endpoint.url));
  };
}

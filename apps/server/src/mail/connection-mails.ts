import { MSG } from '@conecta/contract';

import type { MailMessage } from './mailer.ts';
import { escapeHtml, layout, paragraph } from './templates.ts';

const M = MSG.outageMail;

/** To the Responsáveis: the clinic's number has been down longer than their alert delay. */
export function outageDownMail(to: string, clinic: string, since: string): MailMessage {
  return {
    to,
    subject: M.downSubject,
    text: M.downText(clinic, since),
    html: layout(
      M.downTitle,
      `${paragraph(M.downLead(escapeHtml(clinic), escapeHtml(since)))}${paragraph(M.downBody)}`,
    ),
  };
}

/** To the Responsáveis: the number they were told about is linked again. */
export function outageBackMail(
  to: string,
  clinic: string,
  times: { since: string; back: string; length: string },
): MailMessage {
  return {
    to,
    subject: M.backSubject,
    text: M.backText(clinic, times.since, times.back, times.length),
    html: layout(
      M.backTitle,
      `${paragraph(
        M.backLead(escapeHtml(clinic), escapeHtml(times.since), times.back, times.length),
      )}${paragraph(escapeHtml(M.backBody))}`,
    ),
  };
}

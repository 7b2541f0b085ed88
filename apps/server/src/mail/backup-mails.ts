import { MSG } from '@conecta/contract';

import type { MailMessage } from './mailer.ts';
import { escapeHtml, layout, paragraph } from './templates.ts';

const M = MSG.backups.mail;

/** To a Responsável: the server's backup at `when` failed, for `reason`. */
export function backupFailedMail(to: string, when: string, reason: string): MailMessage {
  return {
    to,
    subject: M.subject,
    text: M.text(when, reason),
    html: layout(
      M.title,
      `${paragraph(M.lead(escapeHtml(when), escapeHtml(reason)))}${paragraph(escapeHtml(M.body))}`,
    ),
  };
}

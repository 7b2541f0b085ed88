import { MSG } from '@conecta/contract';

import type { MailMessage } from './mailer.ts';
import { escapeHtml, layout, paragraph } from './templates.ts';

const M = MSG.backups.mail;

/**
 * To an administrator of the server: the backup at `when` failed, for `reason` as the server
 * gave it (a path, an errno, the S3 bucket): they run the server and must fix it.
 */
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

/**
 * To a clinic's Responsável: the backup at `when` failed, in a plain sentence. No reason: a
 * Responsável is a tenant of the server (anyone may sign up and become one), and the server's
 * error names its folders, its errno and its bucket.
 */
export function backupFailedTenantMail(to: string, when: string): MailMessage {
  return {
    to,
    subject: M.subject,
    text: M.tenantText(when),
    html: layout(
      M.title,
      `${paragraph(escapeHtml(M.tenantLead(when)))}${paragraph(escapeHtml(M.tenantBody))}`,
    ),
  };
}

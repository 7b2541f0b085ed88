import { INVITATION_TTL_DAYS, MSG } from '@conecta/contract';

import type { MailMessage } from './mailer.ts';
import { escapeHtml, layout, paragraph } from './templates.ts';

/** The invitation to join a clinic's team: a single-use link, good for seven days. */
export function teamInviteMail(
  to: string,
  inviter: string,
  clinic: string | null,
  link: string,
): MailMessage {
  const I = MSG.teamMail;
  const href = escapeHtml(link);
  return {
    to,
    subject: I.subject,
    text: I.text(inviter, clinic, link, INVITATION_TTL_DAYS),
    html: layout(
      I.title,
      `${paragraph(I.lead(escapeHtml(inviter), clinic === null ? null : escapeHtml(clinic)))}
<p style="margin:0 0 16px;text-align:center"><a href="${href}" style="display:inline-block;background:#047857;color:#ffffff;text-decoration:none;font-weight:bold;border-radius:8px;padding:12px 24px">${I.button}</a></p>
<p style="margin:0 0 16px;color:#475569;font-size:13px;word-break:break-all">${MSG.mail.passwordReset.copyLink(href)}</p>
<p style="margin:0;color:#475569">${I.linkValid(INVITATION_TTL_DAYS)}</p>`,
    ),
  };
}

import { CODE_TTL_MINUTES, MSG, PASSWORD_RESET_TTL_HOURS } from '@conecta/contract';

import type { MailMessage } from './mailer.ts';
import { codeBlock, escapeHtml, layout, paragraph } from './templates.ts';

const M = MSG.mail;

/** To the new address: proves it belongs to the person asking for the change. */
export function emailChangeCodeMail(to: string, name: string, code: string): MailMessage {
  const E = M.emailChangeCode;
  return {
    to,
    subject: E.subject(code),
    text: E.text(name, code, CODE_TTL_MINUTES),
    html: layout(E.title, `${paragraph(E.lead(escapeHtml(name)))}${codeBlock(code)}`),
  };
}

/** To the current address: the password changes only with a code its owner reads. */
export function passwordChangeCodeMail(to: string, name: string, code: string): MailMessage {
  const P = M.passwordChangeCode;
  return {
    to,
    subject: P.subject(code),
    text: P.text(name, code, CODE_TTL_MINUTES),
    html: layout(P.title, `${paragraph(P.lead(escapeHtml(name)))}${codeBlock(code)}`),
  };
}

export function passwordResetMail(to: string, name: string, link: string): MailMessage {
  const R = M.passwordReset;
  const href = escapeHtml(link);
  return {
    to,
    subject: R.subject,
    text: R.text(name, link, PASSWORD_RESET_TTL_HOURS),
    html: layout(
      R.title,
      `${paragraph(R.lead(escapeHtml(name)))}
<p style="margin:0 0 16px;text-align:center"><a href="${href}" style="display:inline-block;background:#047857;color:#ffffff;text-decoration:none;font-weight:bold;border-radius:8px;padding:12px 24px">${R.button}</a></p>
<p style="margin:0 0 16px;color:#475569;font-size:13px;word-break:break-all">${R.copyLink(href)}</p>
<p style="margin:0;color:#475569">${R.linkValid(PASSWORD_RESET_TTL_HOURS)}</p>`,
    ),
  };
}

/** To the old address after an e-mail change: the owner learns of it even if it was not them. */
export function emailChangedNotice(to: string, name: string, newEmail: string): MailMessage {
  const C = M.emailChanged;
  return {
    to,
    subject: C.subject,
    text: C.text(name, newEmail),
    html: layout(
      C.title,
      paragraph(C.lead(escapeHtml(name), `<strong>${escapeHtml(newEmail)}</strong>`)),
    ),
  };
}

export function passwordChangedNotice(to: string, name: string): MailMessage {
  const C = M.passwordChanged;
  return {
    to,
    subject: C.subject,
    text: C.text(name),
    html: layout(C.title, paragraph(C.lead(escapeHtml(name)))),
  };
}

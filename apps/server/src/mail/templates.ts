import { CODE_TTL_MINUTES, MSG } from '@conecta/contract';

import type { MailMessage } from './mailer.ts';

const M = MSG.mail;

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function layout(title: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><body style="margin:0;background:#f0fdf4;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><p style="margin:0 0 8px;color:#047857;font-weight:bold">${M.brand}</p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>${body}
<p style="margin:24px 0 0;font-size:12px;color:#64748b">${M.footer}</p></td></tr>
</table></td></tr></table></body></html>`;
}

export const paragraph = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;

/** The code, large, and how long it is good for. */
export function codeBlock(code: string): string {
  return `<p style="margin:0 0 16px;font-size:32px;letter-spacing:8px;font-weight:bold;text-align:center;background:#ecfdf5;border-radius:8px;padding:16px">${code}</p>
<p style="margin:0;color:#475569">${M.codeValid(CODE_TTL_MINUTES)}</p>`;
}

export function signupCodeMail(to: string, name: string, code: string): MailMessage {
  const S = M.signupCode;
  return {
    to,
    subject: S.subject(code),
    text: S.text(name, code, CODE_TTL_MINUTES),
    html: layout(S.title, `${paragraph(S.lead(escapeHtml(name)))}\n${codeBlock(code)}`),
  };
}

import { CODE_TTL_MINUTES } from '@conecta/contract';

import type { MailMessage } from './mailer.ts';

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function layout(title: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><body style="margin:0;background:#f0fdf4;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><p style="margin:0 0 8px;color:#059669;font-weight:bold">Conecta Clínica</p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>${body}
<p style="margin:24px 0 0;font-size:12px;color:#64748b">Se você não fez esta solicitação, ignore este e-mail.</p></td></tr>
</table></td></tr></table></body></html>`;
}

export function signupCodeMail(to: string, name: string, code: string): MailMessage {
  const subject = `Seu código de confirmação: ${code}`;
  const text = `Olá, ${name}!\n\nSeu código de confirmação do Conecta Clínica é ${code}.\nEle vale por ${CODE_TTL_MINUTES} minutos.\n\nSe você não criou esta conta, ignore este e-mail.`;
  const html = layout(
    'Confirme seu e-mail',
    `<p style="margin:0 0 16px">Olá, ${escapeHtml(name)}! Use o código abaixo para confirmar sua conta.</p>
<p style="margin:0 0 16px;font-size:32px;letter-spacing:8px;font-weight:bold;text-align:center;background:#ecfdf5;border-radius:8px;padding:16px">${code}</p>
<p style="margin:0;color:#475569">O código vale por ${CODE_TTL_MINUTES} minutos.</p>`,
  );
  return { to, subject, text, html };
}

import { CODE_TTL_MINUTES, PASSWORD_RESET_TTL_HOURS } from '@conecta/contract';

import type { MailMessage } from './mailer.ts';
import { escapeHtml, layout } from './templates.ts';

const paragraph = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;

function codeBlock(code: string): string {
  return `<p style="margin:0 0 16px;font-size:32px;letter-spacing:8px;font-weight:bold;text-align:center;background:#ecfdf5;border-radius:8px;padding:16px">${code}</p>
<p style="margin:0;color:#475569">O código vale por ${CODE_TTL_MINUTES} minutos.</p>`;
}

/** To the new address: proves it belongs to the person asking for the change. */
export function emailChangeCodeMail(to: string, name: string, code: string): MailMessage {
  return {
    to,
    subject: `Código para confirmar seu novo e-mail: ${code}`,
    text: `Olá, ${name}!\n\nSeu código para trocar o e-mail da conta do Conecta Clínica para este endereço é ${code}.\nEle vale por ${CODE_TTL_MINUTES} minutos.\n\nSe você não pediu esta troca, ignore este e-mail.`,
    html: layout(
      'Confirme seu novo e-mail',
      `${paragraph(`Olá, ${escapeHtml(name)}! Use o código abaixo para passar a entrar com este e-mail.`)}${codeBlock(code)}`,
    ),
  };
}

/** To the current address: the password changes only with a code its owner reads. */
export function passwordChangeCodeMail(to: string, name: string, code: string): MailMessage {
  return {
    to,
    subject: `Código para trocar sua senha: ${code}`,
    text: `Olá, ${name}!\n\nSeu código para trocar a senha do Conecta Clínica é ${code}.\nEle vale por ${CODE_TTL_MINUTES} minutos.\n\nSe você não pediu esta troca, ignore este e-mail e considere trocar sua senha.`,
    html: layout(
      'Troca de senha',
      `${paragraph(`Olá, ${escapeHtml(name)}! Use o código abaixo para confirmar sua nova senha.`)}${codeBlock(code)}`,
    ),
  };
}

export function passwordResetMail(to: string, name: string, link: string): MailMessage {
  const href = escapeHtml(link);
  return {
    to,
    subject: 'Redefinir sua senha do Conecta Clínica',
    text: `Olá, ${name}!\n\nPara criar uma nova senha, abra o link abaixo:\n${link}\n\nO link vale por ${PASSWORD_RESET_TTL_HOURS} horas e pode ser usado uma única vez.\n\nSe você não pediu para redefinir a senha, ignore este e-mail: a senha atual continua valendo.`,
    html: layout(
      'Redefinir sua senha',
      `${paragraph(`Olá, ${escapeHtml(name)}! Clique no botão abaixo para criar uma nova senha.`)}
<p style="margin:0 0 16px;text-align:center"><a href="${href}" style="display:inline-block;background:#059669;color:#ffffff;text-decoration:none;font-weight:bold;border-radius:8px;padding:12px 24px">Criar nova senha</a></p>
<p style="margin:0 0 16px;color:#475569;font-size:13px;word-break:break-all">Ou copie este endereço no navegador: ${href}</p>
<p style="margin:0;color:#475569">O link vale por ${PASSWORD_RESET_TTL_HOURS} horas e pode ser usado uma única vez.</p>`,
    ),
  };
}

/** To the old address after an e-mail change: the owner learns of it even if it was not them. */
export function emailChangedNotice(to: string, name: string, newEmail: string): MailMessage {
  return {
    to,
    subject: 'O e-mail da sua conta foi alterado',
    text: `Olá, ${name}!\n\nO e-mail da sua conta do Conecta Clínica foi alterado para ${newEmail}. A partir de agora, entre com o novo e-mail.\n\nSe não foi você, fale com o administrador da clínica imediatamente.`,
    html: layout(
      'E-mail alterado',
      paragraph(
        `Olá, ${escapeHtml(name)}! O e-mail da sua conta foi alterado para <strong>${escapeHtml(newEmail)}</strong>. Se não foi você, fale com o administrador da clínica imediatamente.`,
      ),
    ),
  };
}

export function passwordChangedNotice(to: string, name: string): MailMessage {
  return {
    to,
    subject: 'Sua senha foi alterada',
    text: `Olá, ${name}!\n\nA senha da sua conta do Conecta Clínica foi alterada e as outras sessões abertas foram encerradas.\n\nSe não foi você, use "Esqueceu sua senha?" na tela de login para criar uma nova e fale com o administrador da clínica.`,
    html: layout(
      'Senha alterada',
      paragraph(
        `Olá, ${escapeHtml(name)}! A senha da sua conta foi alterada e as outras sessões abertas foram encerradas. Se não foi você, use "Esqueceu sua senha?" na tela de login e fale com o administrador da clínica.`,
      ),
    ),
  };
}

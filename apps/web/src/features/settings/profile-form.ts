import { MSG, zCode, zProfileEmail, zProfileName, zProfilePassword } from '@conecta/contract';
import type { z } from 'zod';

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** The contract's own schema decides, so the panel and the server give the same message. */
function check<S extends z.ZodType>(schema: S, input: unknown): Checked<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? MSG.common.badRequest };
}

/** 'Nome não pode ser vazio', trimmed, at most 100 characters. */
export const checkName = (name: string) => check(zProfileName, name);

/** 'Email não pode ser vazio', then 'E-mail inválido'; lower-cased like the server stores it. */
export const checkNewEmail = (email: string) => check(zProfileEmail, email);

/** 'Senha não pode ser vazia', the sign-up rule, then 'As senhas não coincidem'. */
export function checkNewPassword(password: string, confirmation: string): Checked<string> {
  const checked = check(zProfilePassword, password);
  if (!checked.ok) return checked;
  if (password !== confirmation) return { ok: false, message: MSG.profile.passwordsMismatch };
  return checked;
}

/** 'Código obrigatório', then six digits. */
export function checkCode(code: string): Checked<string> {
  if (!code.trim()) return { ok: false, message: MSG.profile.codeRequired };
  return check(zCode, code);
}

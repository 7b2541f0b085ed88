import { MSG, zProfilePassword, zResetToken } from '@conecta/contract';

export type ResetField = 'password' | 'confirmation';

export type ResetCheck =
  { ok: true; password: string } | { ok: false; field: ResetField; message: string };

/** The sign-up password rule, then 'As senhas não coincidem' on the second field. */
export function checkResetPassword(password: string, confirmation: string): ResetCheck {
  const parsed = zProfilePassword.safeParse(password);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? MSG.common.badRequest;
    return { ok: false, field: 'password', message };
  }
  if (password !== confirmation) {
    return { ok: false, field: 'confirmation', message: MSG.profile.passwordsMismatch };
  }
  return { ok: true, password };
}

/** Whether the link's token has the shape the server issues (the server still decides). */
export const isResetTokenShaped = (token: string | null): token is string =>
  token !== null && zResetToken.safeParse(token).success;

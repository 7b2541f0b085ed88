import { MSG } from '@conecta/contract';

import type { ToastInput } from '@/components/ui/use-toast';
import { describeDashboardError, DashboardStepError } from '@/features/session';
import { ApiError, NetworkError } from '@/lib/http';

function failure(title: string, description: string): ToastInput {
  return { variant: 'destructive', title, description };
}

/**
 * The toast of a failed sign-in: no answer, an unknown e-mail (404), a wrong password (401),
 * throttling (429, the server's text), or the dashboard step after it.
 */
export function describeLoginError(error: unknown): ToastInput {
  const L = MSG.login;
  if (error instanceof DashboardStepError) return describeDashboardError(error.cause);
  if (error instanceof NetworkError) return failure(L.networkTitle, L.networkDescription);
  if (error instanceof ApiError) {
    if (error.status === 404) return failure(L.notFoundTitle, L.notFoundDescription);
    if (error.status === 401) return failure(L.wrongPasswordTitle, L.wrongPasswordDescription);
    if (error.status === 429) return failure(L.errorTitle, error.message);
  }
  return failure(L.errorTitle, L.errorDescription);
}

export type LoginFieldError = { field: 'email' | 'password'; message: string };

/**
 * The field a failed sign-in points at, said under it as well as in the toast: an
 * unknown e-mail (404) marks the e-mail, a wrong password (401) the password; none otherwise.
 */
export function loginFieldError(error: unknown): LoginFieldError | null {
  const L = MSG.login;
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404) return { field: 'email', message: L.emailNotFoundField };
  if (error.status === 401) return { field: 'password', message: L.wrongPasswordDescription };
  return null;
}

/** A failed sign-up: the server's text for bad input and throttling, else "already taken". */
export function describeSignupError(error: unknown): ToastInput {
  const S = MSG.signup;
  if (error instanceof NetworkError) return failure(S.networkTitle, S.networkDescription);
  if (error instanceof ApiError && (error.status === 400 || error.status === 429)) {
    return failure(S.errorTitle, error.message || S.errorDescription);
  }
  return failure(S.errorTitle, S.errorDescription);
}

/** A failed code confirmation, plus the dashboard step that completes the sign-in. */
export function describeConfirmError(error: unknown): ToastInput {
  const C = MSG.confirm;
  if (error instanceof DashboardStepError) return describeDashboardError(error.cause);
  if (error instanceof NetworkError) return failure(C.networkTitle, C.networkDescription);
  if (error instanceof ApiError) {
    if (error.status === 409) return failure(C.alreadyConfirmedTitle, C.alreadyConfirmed);
    if (error.status === 429 || error.status >= 500) return failure(C.errorTitle, error.message);
  }
  return failure(C.invalidTitle, C.invalidDescription);
}

export function describeResendError(error: unknown): ToastInput {
  const C = MSG.confirm;
  if (error instanceof NetworkError) return failure(C.networkTitle, C.networkDescription);
  if (error instanceof ApiError && error.code === 'RESEND_COOLDOWN') {
    return failure(C.resendErrorTitle, C.resendCooldown);
  }
  if (error instanceof ApiError && error.message) return failure(C.resendErrorTitle, error.message);
  return failure(C.resendErrorTitle, MSG.common.internal);
}

/** The password reset request could not be sent (throttled, or the server was not reached). */
export function describeForgotError(error: unknown): ToastInput {
  const F = MSG.forgot;
  if (error instanceof NetworkError) return failure(F.networkTitle, F.networkDescription);
  if (error instanceof ApiError && error.message) return failure(F.errorTitle, error.message);
  return failure(F.errorTitle, MSG.common.internal);
}

/** A failed reset other than a dead link (that one has its own view). */
export function describeResetError(error: unknown): ToastInput {
  const R = MSG.resetPassword;
  if (error instanceof NetworkError)
    return failure(MSG.forgot.networkTitle, MSG.forgot.networkDescription);
  if (error instanceof ApiError && error.message) return failure(R.errorTitle, error.message);
  return failure(R.errorTitle, MSG.common.internal);
}

import {
  accountEndpoints,
  authEndpoints,
  type ConfirmRequest,
  type ForgotPasswordRequest,
  type LoginRequest,
  type MessageResponse,
  type PublicConfigResponse,
  type RegisterRequest,
  type RegisterResponse,
  type ResendCodeRequest,
  type ResetPasswordRequest,
  type SessionResponse,
} from '@conecta/contract';
import { useQuery } from '@tanstack/react-query';

import { callEndpoint } from '@/lib/call-endpoint';

/** No one is signed in yet on these screens: no token goes along. */
const PUBLIC = { auth: false } as const;

/** 404 USER_NOT_FOUND, 401 WRONG_PASSWORD, 429 RATE_LIMITED. */
export function login(body: LoginRequest): Promise<SessionResponse> {
  return callEndpoint(authEndpoints.login, { body }, PUBLIC);
}

/** The browser's IANA time zone, when it has one. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** 201 sends a code; 409 EMAIL_TAKEN, 400 VALIDATION_ERROR, 429. */
export function register(body: Omit<RegisterRequest, 'timeZone'>): Promise<RegisterResponse> {
  return callEndpoint(
    authEndpoints.register,
    { body: { ...body, timeZone: browserTimeZone() } },
    PUBLIC,
  );
}

/** Answers like a sign-in; 400 INVALID_CODE, 409 ALREADY_CONFIRMED, 429. */
export function confirmAccount(body: ConfirmRequest): Promise<SessionResponse> {
  return callEndpoint(authEndpoints.confirm, { body }, PUBLIC);
}

/** 429 RESEND_COOLDOWN at most once a minute, or RATE_LIMITED. */
export function resendCode(body: ResendCodeRequest): Promise<MessageResponse> {
  return callEndpoint(authEndpoints.resendCode, { body }, PUBLIC);
}

/** The same answer whether or not the e-mail has an account; 429. */
export function forgotPassword(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return callEndpoint(authEndpoints.forgot, { body }, PUBLIC);
}

/** Sets the password, ends every session; 400 INVALID_RESET_TOKEN. */
export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return callEndpoint(authEndpoints.reset, { body }, PUBLIC);
}

export const publicConfigKeys = { all: ['public-config'] as const };

/** Demo mode and whether mails go to the server log. */
export function getPublicConfig(): Promise<PublicConfigResponse> {
  return callEndpoint(accountEndpoints.publicConfig, {}, PUBLIC);
}

export function usePublicConfig() {
  return useQuery({
    queryKey: publicConfigKeys.all,
    queryFn: getPublicConfig,
    staleTime: Infinity,
    retry: false,
  });
}

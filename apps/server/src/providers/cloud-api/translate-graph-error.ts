import { MSG } from '@conecta/contract';

import type { ProviderErrorReason } from '../messaging-provider.ts';

export interface GraphFailure {
  /** pt-BR, for the person who acts. */
  message: string;
  retryable: boolean;
  reason?: ProviderErrorReason | undefined;
}

const C = MSG.cloudApi;

/** Throughput (130429), pair rate (131056), account rate (80007), app rate (4). */
const RATE_LIMITS = new Set([4, 80007, 130429, 131056]);
/** Meta's own trouble: unknown (1), service (2), something went wrong (131000), unavailable (131016). */
const TRANSIENT = new Set([1, 2, 131000, 131016]);
const TEMPLATE_UNAVAILABLE = new Set([132001, 132005, 132007]);
const TEMPLATE_PARAMS = new Set([132000, 132012]);
const TEMPLATE_PAUSED = new Set([132015, 132016]);

/**
 * A Graph API error answer in pt-BR. Meta asks clients to act on `code` (not on the HTTP status,
 * the title or the deprecated subcode); the HTTP status decides only for codes not listed here.
 */
export function translateGraphError(httpStatus: number, code: number | undefined): GraphFailure {
  if (code === 131047)
    return { message: C.windowClosed, retryable: false, reason: 'window-closed' };
  if (code !== undefined && RATE_LIMITS.has(code))
    return { message: C.rateLimited, retryable: true, reason: 'rate-limited' };
  if (code === 190 || code === 0)
    return { message: C.tokenInvalid, retryable: false, reason: 'auth' };
  if (code === 10 || (code !== undefined && code >= 200 && code <= 299))
    return { message: C.permissionDenied, retryable: false, reason: 'auth' };
  if (code === 131026)
    return { message: C.recipientUnavailable, retryable: false, reason: 'recipient-unavailable' };
  if (code !== undefined && TEMPLATE_UNAVAILABLE.has(code))
    return { message: C.templateUnavailable, retryable: false, reason: 'template-unavailable' };
  if (code !== undefined && TEMPLATE_PAUSED.has(code))
    return { message: C.templatePaused, retryable: false, reason: 'template-unavailable' };
  if (code !== undefined && TEMPLATE_PARAMS.has(code))
    return { message: C.templateParams, retryable: false };
  if ((code !== undefined && TRANSIENT.has(code)) || httpStatus >= 500)
    return { message: MSG.provider.unstable, retryable: true };
  if (httpStatus === 429)
    return { message: C.rateLimited, retryable: true, reason: 'rate-limited' };
  if (httpStatus === 401) return { message: C.tokenInvalid, retryable: false, reason: 'auth' };
  return { message: code === undefined ? MSG.provider.refused : C.refused(code), retryable: false };
}

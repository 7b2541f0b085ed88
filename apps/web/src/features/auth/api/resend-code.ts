import { zMessageResponse, type MessageResponse, type ResendCodeRequest } from '@conecta/contract';

import { request } from '@/lib/http';

/** POST /auth/resend-code: 429 RESEND_COOLDOWN at most once a minute, or RATE_LIMITED. */
export function resendCode(body: ResendCodeRequest): Promise<MessageResponse> {
  return request('/auth/resend-code', {
    method: 'POST',
    body,
    auth: false,
    schema: zMessageResponse,
  });
}

import {
  zMessageResponse,
  type ForgotPasswordRequest,
  type MessageResponse,
} from '@conecta/contract';

import { request } from '@/lib/http';

/** POST /auth/forgot-password: the same answer whether or not the e-mail has an account; 429. */
export function forgotPassword(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return request('/auth/forgot-password', {
    method: 'POST',
    body,
    auth: false,
    schema: zMessageResponse,
  });
}

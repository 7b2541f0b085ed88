import {
  routineEndpoints,
  type SendPacingRequest,
  type SendPacingResponse,
} from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';

/** The pace in force (the server's defaults until saved) and today's count. */
export function getSendPacing(signal?: AbortSignal): Promise<SendPacingResponse> {
  return callEndpoint(routineEndpoints.sendPacing, {}, { signal });
}

export function saveSendPacing(body: SendPacingRequest): Promise<SendPacingResponse> {
  return callEndpoint(routineEndpoints.setSendPacing, { body });
}

import {
  connectionEndpoints,
  type NumberHealthResponse,
  type OutageStateResponse,
  routineEndpoints,
  type SendPacingResponse,
} from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';

/** Since when the number is down, and the last outage's gap (any member). */
export function getOutageState(signal?: AbortSignal): Promise<OutageStateResponse> {
  return callEndpoint(connectionEndpoints.outage, {}, { signal });
}

/** The 'Saúde do número' figures (the Responsável's). */
export function getNumberHealth(signal?: AbortSignal): Promise<NumberHealthResponse> {
  return callEndpoint(connectionEndpoints.health, {}, { signal });
}

/** After how many minutes down the Responsáveis are e-mailed. */
export function saveOutageAlert(minutes: number) {
  return callEndpoint(connectionEndpoints.setOutageAlert, { body: { minutes } });
}

/** Today's automatic messages against the number's cap (the pace the Responsável set in 'Clínica'). */
export function getTodayPacing(signal?: AbortSignal): Promise<SendPacingResponse> {
  return callEndpoint(routineEndpoints.sendPacing, {}, { signal });
}

import {
  connectionEndpoints,
  type NumberHealthResponse,
  type OutageStateResponse,
  routineEndpoints,
  type SendPacingResponse,
} from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';

/** Which number: one of the clinic's by id (issue 48); none, the main one, as the server reads it. */
const of = (numberId: string | undefined) => (numberId ? { query: { numberId } } : {});

/** Since when the number is down, and the last outage's gap (any member). */
export function getOutageState(
  numberId: string | undefined,
  signal?: AbortSignal,
): Promise<OutageStateResponse> {
  return callEndpoint(connectionEndpoints.outage, of(numberId), { signal });
}

/** The 'Saúde do número' figures (the Responsável's). */
export function getNumberHealth(
  numberId: string | undefined,
  signal?: AbortSignal,
): Promise<NumberHealthResponse> {
  return callEndpoint(connectionEndpoints.health, of(numberId), { signal });
}

/** After how many minutes down the Responsáveis are e-mailed. */
export function saveOutageAlert(minutes: number) {
  return callEndpoint(connectionEndpoints.setOutageAlert, { body: { minutes } });
}

/** Today's automatic messages against the number's cap (the pace the Responsável set in 'Clínica'). */
export function getTodayPacing(signal?: AbortSignal): Promise<SendPacingResponse> {
  return callEndpoint(routineEndpoints.sendPacing, {}, { signal });
}

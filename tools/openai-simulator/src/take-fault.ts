import { rateLimited, serverError } from './openai-error.ts';
import type { SimContext, SimFault } from './sim-context.ts';

/** `POST /_sim/fail {count?, status?, retryAfterMs?}`: the next calls answer 429 (or a 5xx). */
export function addFault(sim: SimContext, body: Record<string, unknown>): SimFault {
  const count = typeof body.count === 'number' && body.count >= 1 ? Math.floor(body.count) : 1;
  const status = typeof body.status === 'number' ? body.status : 429;
  const retryAfterMs =
    typeof body.retryAfterMs === 'number' && body.retryAfterMs >= 0 ? body.retryAfterMs : 20;
  const fault = { remaining: count, status, retryAfterMs };
  sim.faults.push(fault);
  return fault;
}

export function takeFault(sim: SimContext): void {
  const fault = sim.faults[0];
  if (!fault) return;
  fault.remaining -= 1;
  if (fault.remaining <= 0) sim.faults.shift();
  throw fault.status === 429 ? rateLimited(fault.retryAfterMs) : serverError(fault.status);
}

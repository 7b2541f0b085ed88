import { GraphError } from './graph-error.ts';
import { ControlError, asString } from './http-io.ts';
import type { SimContext } from './sim-context.ts';

/** The next `remaining` Graph calls that match answer this error instead. */
export interface SimFault {
  remaining: number;
  code: number;
  status: number;
  message: string;
  details?: string;
  /** Only calls whose first path segment is this id (a phone number, WABA or media id). */
  objectId?: string;
  /** Only calls to this edge (`messages`, `media`, `message_templates`). */
  edge?: string;
}

/** Meta's answers for the errors a test may inject by code (the rest: a generic message). */
const KNOWN: Record<number, { message: string; details: string }> = {
  130429: {
    message: '(#130429) Rate limit hit',
    details: 'Cloud API message throughput has been reached.',
  },
  131056: {
    message: '(#131056) (Business Account, Consumer Account) pair rate limit hit',
    details:
      'Too many messages sent from the sender phone number to the same recipient phone number in a short period of time.',
  },
  131026: {
    message: '(#131026) Message undeliverable',
    details: 'Unable to deliver message.',
  },
  131000: { message: '(#131000) Something went wrong', details: 'Something went wrong.' },
};

/** `POST /_sim/fail {count, code, status?, phoneNumberId?, edge?}`. */
export function addFault(sim: SimContext, body: Record<string, unknown>): SimFault {
  const count = typeof body.count === 'number' ? body.count : 1;
  const code = typeof body.code === 'number' ? body.code : 130429;
  if (!Number.isInteger(count) || count < 1) throw new ControlError(400, 'count must be >= 1');
  const known = KNOWN[code];
  const fault: SimFault = {
    remaining: count,
    code,
    status: typeof body.status === 'number' ? body.status : 400,
    message: asString(body.message) ?? known?.message ?? `(#${code}) Simulated error`,
    details: asString(body.details) ?? known?.details,
    objectId: asString(body.phoneNumberId) ?? asString(body.objectId),
    edge: asString(body.edge),
  };
  sim.faults.push(fault);
  return fault;
}

/** Throws the first injected fault this call matches, spending one of its uses. */
export function takeFault(sim: SimContext, objectId: string, edge: string | undefined): void {
  const fault = sim.faults.find(
    (f) =>
      f.remaining > 0 &&
      (f.objectId === undefined || f.objectId === objectId) &&
      (f.edge === undefined || f.edge === edge),
  );
  if (!fault) return;
  fault.remaining -= 1;
  if (fault.remaining === 0) sim.faults.splice(sim.faults.indexOf(fault), 1);
  throw new GraphError(fault.status, fault.code, fault.message, fault.details);
}

import type { WebhookSender } from './create-webhook-sender.ts';
import type { SimFault } from './inject-fault.ts';
import type { SimMedia, SimPhoneNumber, WebhookDelivery } from './types.ts';

/** Everything the simulator's parts share; built once in createCloudSimulator. */
export interface SimContext {
  now: () => number;
  log: (line: string) => void;
  phoneNumbers: Map<string, SimPhoneNumber>;
  media: Map<string, SimMedia>;
  sender: WebhookSender;
  /** Every webhook POST made, in order (tests and the control API read it). */
  deliveries: WebhookDelivery[];
  /** Errors injected through `/_sim/fail`, answered before the call is handled. */
  faults: SimFault[];
  /** Sequence for wamids, media and template ids: the same calls give the same ids. */
  nextSeq(): number;
  baseUrl: string;
  readonly fixedBaseUrl: boolean;
}

/** `wamid.` followed by base64, the shape Meta's message ids have. */
export function newWamid(sim: SimContext, phoneNumberId: string): string {
  const raw = `${phoneNumberId}:${String(sim.nextSeq()).padStart(8, '0')}`;
  return `wamid.${Buffer.from(raw).toString('base64')}`;
}

/** Graph object ids are long decimal strings. */
export function newObjectId(sim: SimContext): string {
  return String(1_000_000_000_000_000 + sim.nextSeq());
}

/** Webhook timestamps are Unix seconds as strings. */
export function unixSeconds(ms: number): string {
  return String(Math.floor(ms / 1000));
}

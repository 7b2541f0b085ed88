/** What the Cloud API simulator's control routes answer (a patient's message, as Meta posted it). */
export interface CloudControlAnswer {
  id: string;
  mediaId?: string;
  /** The webhook body the simulator posted and its signature, for replaying it by hand. */
  delivery: { body: string; signature: string; status?: number };
}

/**
 * Calls a control route of the Cloud API simulator (`/_sim/<path>`): a patient writes, a status
 * goes, a user changes. Throws with the simulator's words when it refuses.
 */
export async function cloudControl(
  sim: { readonly url: string | undefined },
  path: string,
  body: unknown,
): Promise<CloudControlAnswer> {
  if (!sim.url) throw new Error('o simulador da API oficial não está escutando');
  const res = await fetch(`${sim.url}/_sim/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as CloudControlAnswer;
}

/** A send the Cloud API simulator took for a number: Meta's id for it and the request as sent. */
export interface CloudSent {
  id: string;
  to?: string;
  type?: string;
  request: Record<string, unknown>;
}

/** What the simulator's number `phoneNumberId` was asked to send, oldest first. */
export async function cloudSent<T = CloudSent>(
  sim: { readonly url: string | undefined },
  phoneNumberId: string,
): Promise<T[]> {
  const res = await fetch(`${sim.url}/_sim/phone-numbers/${phoneNumberId}/messages`);
  return (await res.json()) as T[];
}

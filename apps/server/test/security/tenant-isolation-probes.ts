import type { Owned } from '../helpers/equip-user.ts';
import { localDateInDays } from '../helpers/test-app.ts';

/** The shape of an entry of the tenant-isolation table, and the probes its entries build. */

export interface Probe {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  /** Whose session calls; B unless said. */
  as?: 'b' | 'none';
}
export interface Both {
  a: Owned;
  b: Owned;
}
export type Entry =
  /**
   * Takes an id: B on A's ids gets `status`; B on B's own ids (`own`) is served. 401: a public
   * API route, which B's session token does not open (keys: public-api.test.ts).
   */
  | {
      kind: 'foreign';
      status: 200 | 401 | 403 | 404;
      attack: (x: Both) => Probe[];
      own?: (x: Both) => Probe;
    }
  /** Takes no id: the session alone picks the rows. A GET's answer to B must not name A's rows. */
  | { kind: 'session'; read?: (x: Both) => Probe; act?: (x: Both) => Probe; why?: string }
  /** No session: the body or a secret names the account; `why` says where that is proven. */
  | { kind: 'public'; why: string };

// 0.4 s of silence as a tiny MP3: enough for the send-audio schema.
export const MP3 = `data:audio/mpeg;base64,${Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(400)]).toString('base64')}`;
// A one-line PDF: enough for the send-file schema and the provider.
export const PDF = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64')}`;
export const probe = (method: Probe['method'], url: string, payload?: unknown): Probe =>
  payload === undefined ? { method, url } : { method, url, payload };
export const get = (url: string): Probe => probe('GET', url);
export const task = (chatId: string) => ({
  chatId,
  message: 'Mensagem agendada por outra pessoa',
  scheduledDate: localDateInDays(31),
});
export const appointment = (chatId: string) => ({
  chatId,
  startsAt: localDateInDays(31),
  professional: 'Profissional de outra clínica',
});
export const instanceBody = (userId: string) => ({
  userId,
  seuToken: 'TOKEN-INVASOR',
  suaInstancia: 'INVASOR1',
  connectedPhone: '5511900009999',
});

import { messageEndpoints, privacyEndpoints } from '@conecta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SignedInClinic } from './helpers/call-api.ts';
import { type ConnectedClinic, openConnectedClinic } from './helpers/connected-clinic.ts';
import type { TestApp } from './helpers/test-app.ts';
import { waitFor } from './helpers/wait-for.ts';

/**
 * 'abriu um arquivo' is a file actually served. Opening a chat that holds a
 * voice note records the opening only; a HEAD (a browser or a link checker asking whether the
 * file is there) serves nothing and is not a reading; a GET of the file is.
 */

let conn: ConnectedClinic;
let t: TestApp;
let ana: SignedInClinic;
const HELENA = '5511987650031';

type Entry = { kind: string; chatId: string | null; detail: string | null };

async function log(): Promise<Entry[]> {
  const res = await ana.call(privacyEndpoints.accessLog);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { entries: Entry[] }).entries;
}

/** The entries recorded by `act`, newest first. */
async function recordedBy(act: () => Promise<unknown>): Promise<Entry[]> {
  const before = (await log()).length;
  await act();
  const after = await log();
  return after.slice(0, after.length - before);
}

beforeAll(async () => {
  conn = await openConnectedClinic({ instanceId: 'PRIV40' });
  ({ t, clinic: ana } = conn);
  await conn.inbound({
    phone: HELENA,
    name: 'Helena Souza',
    audio: true,
  });
});
afterAll(() => conn.close());

describe("'abriu um arquivo'", () => {
  it('is a file served, not a chat opened that holds a voice note, nor a HEAD', async () => {
    // Stored: the list names the voice note by our own signed link.
    const first = await waitFor(
      () => ana.call(messageEndpoints.list, { params: { chatId: HELENA }, query: { limit: '50' } }),
      // A 404 until the webhook has stored the chat: wait on, do not read its body as a list.
      (r) =>
        r.statusCode === 200 &&
        (r.json().audios as Array<{ audioUrl: string | null }>).some((a) =>
          a.audioUrl?.startsWith('/dashboard/media/'),
        ),
    );
    expect(first.statusCode).toBe(200);
    // Past the time an opening covers, so the next one is recorded anew.
    t.clock.advance(11 * 60_000);

    let url = '';
    const opening = await recordedBy(async () => {
      const res = await ana.call(messageEndpoints.list, {
        params: { chatId: HELENA },
        query: { limit: '50' },
      });
      url = (res.json().audios as Array<{ audioUrl: string }>)[0]!.audioUrl;
    });
    expect(opening.map((e) => e.kind)).toEqual(['chat-opened']);

    const head = await recordedBy(async () => {
      const res = await t.app.inject({ method: 'HEAD', url });
      expect(res.statusCode).toBe(200);
    });
    expect(head).toEqual([]);

    const played = await recordedBy(async () => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBeGreaterThan(0);
    });
    expect(played).toHaveLength(1);
    expect(played[0]).toMatchObject({ kind: 'media', chatId: HELENA });
  });
});

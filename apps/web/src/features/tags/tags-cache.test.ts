import type { ChatsResponse, Tag } from '@conecta/contract';
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { createQueryClient } from '@/app/query-client';

import { tagListOptions } from './queries';
import { syncAfterTagChange, withTagChange, withTagInList } from './tags-cache';

const RETORNO = { id: 't1', name: 'Retorno', color: '#10B981' };
const VIP = { id: 't2', name: 'VIP', color: '#8B5CF6' };
const chat = (id: string, tags: (typeof RETORNO)[]) => ({ id, tags }) as never;
const data = {
  success: true,
  chats: [chat('c1', [RETORNO, VIP]), chat('c2', [VIP])],
} as unknown as ChatsResponse;

describe('withTagChange', () => {
  it('renames and recolours the tag on every chat that has it', () => {
    const next = withTagChange(data, {
      kind: 'put',
      tag: { id: 't1', name: 'Retorno 30d', color: '#EF4444' },
    });
    expect(next?.chats[0]?.tags).toEqual([
      { id: 't1', name: 'Retorno 30d', color: '#EF4444' },
      VIP,
    ]);
    expect(next?.chats[1]).toBe(data.chats[1]);
  });

  it('takes a deleted tag off every chat', () => {
    const next = withTagChange(data, { kind: 'remove', id: 't2' });
    expect(next?.chats.map((c) => c.tags)).toEqual([[RETORNO], []]);
  });
});

describe('withTagInList', () => {
  it('appends a new tag, replaces an edited one and drops a deleted one', () => {
    expect(withTagInList([RETORNO], { kind: 'put', tag: VIP })).toEqual([RETORNO, VIP]);
    const renamed = { ...VIP, name: 'Vip' };
    expect(withTagInList([RETORNO, VIP], { kind: 'put', tag: renamed })).toEqual([
      RETORNO,
      renamed,
    ]);
    expect(withTagInList([RETORNO, VIP], { kind: 'remove', id: 't1' })).toEqual([VIP]);
  });
});

describe('syncAfterTagChange', () => {
  it("puts a saved tag in the one list the dialog and the board's chips both read", async () => {
    const client = createQueryClient();
    client.setQueryData<Tag[]>(tagListOptions('u1').queryKey, [RETORNO]);
    // The chips' query (a minute fresh): it sees the dialog's save without asking the server.
    const chips = new QueryObserver(client, { ...tagListOptions('u1'), staleTime: 60_000 });
    const stop = chips.subscribe(() => {});
    void syncAfterTagChange(client, 'u1', { kind: 'put', tag: VIP });
    expect(chips.getCurrentResult().data).toEqual([RETORNO, VIP]);
    stop();
    await client.cancelQueries();
  });
});

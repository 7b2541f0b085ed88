import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startSimulator, type TestSimulator } from './helpers/start-simulator.ts';

// oxlint-disable-next-line typescript/no-explicit-any
type Chat = Record<string, any>;

async function allChats(
  t: TestSimulator,
  pageSize: number,
): Promise<{ chats: Chat[]; pages: number }> {
  const chats: Chat[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await t.zapi(`chats?page=${page}&pageSize=${pageSize}`);
    expect(answer.status).toBe(200);
    chats.push(...answer.body);
    if (answer.body.length < pageSize) return { chats, pages: page };
  }
}

describe('chats', () => {
  let t: TestSimulator;
  beforeAll(async () => {
    t = await startSimulator({ chatCount: 80, seed: 'clinica' });
    await t.control('instances/I1/scan', {});
  });
  afterAll(() => t.close());

  it('pages until a short page and uses Z-API string-typed fields', async () => {
    const { chats, pages } = await allChats(t, 25);
    expect(pages).toBe(4);
    expect(chats).toHaveLength(80);
    expect(new Set(chats.map((c) => c.phone)).size).toBe(80);
    for (const chat of chats) {
      expect(chat.unread).toMatch(/^\d+$/);
      expect(chat.lastMessageTime).toMatch(/^\d{10}$/);
      expect(Number(chat.lastMessageTime)).toBeLessThanOrEqual(Date.now() / 1000);
      expect(chat.isMuted).toMatch(/^[01]$/);
      expect(chat.isMarkedSpam).toBe('false');
      expect(['true', 'false']).toContain(chat.archived);
      expect(['true', 'false']).toContain(chat.pinned);
      expect(typeof chat.isGroup).toBe('boolean');
      expect(chat.messagesUnread).toBe(Number(chat.unread));
      expect(chat.profileThumbnail === null || chat.profileThumbnail.startsWith(t.url)).toBe(true);
    }
    const contacts = chats.filter((c) => /^\d+$/.test(c.phone));
    for (const c of contacts) expect(c.phone).toMatch(/^55\d{2}9\d{8}$/);
    expect(contacts.filter((c) => c.unread !== '0').length).toBeGreaterThan(5);
    expect(contacts.filter((c) => c.profileThumbnail === null).length).toBeGreaterThan(0);
    expect(contacts.filter((c) => c.name === undefined).length).toBeGreaterThanOrEqual(3);
    expect(contacts.filter((c) => /^\S+ \S+/.test(c.name ?? '')).length).toBeGreaterThan(60);
    const days = new Set(chats.map((c) => Math.floor(Number(c.lastMessageTime) / 86_400)));
    expect(days.size).toBeGreaterThan(2);
  });

  it('includes 3 groups and a newsletter', async () => {
    const chats: Chat[] = (await t.zapi('chats')).body;
    const groups = chats.filter((c) => c.isGroup);
    expect(groups).toHaveLength(3);
    for (const group of groups) expect(group.phone).toMatch(/^\d{18}-group$/);
    expect(groups.map((g) => g.name)).toContain('Equipe Recepção');
    const channel = chats.find((c) => c.phone === '120363166555745933@newsletter');
    expect(channel).toMatchObject({ isGroup: false, name: expect.any(String) });
  });

  it('shows one chat, its profile picture and its avatar', async () => {
    const chats: Chat[] = (await t.zapi('chats')).body;
    const withPhoto = chats.find((c) => c.profileThumbnail && !c.isGroup) as Chat;
    const one = await t.zapi(`chats/${withPhoto.phone}`);
    expect(one.body).toMatchObject({ phone: withPhoto.phone, about: expect.any(String) });
    const picture = await t.zapi(`profile-picture?phone=${withPhoto.phone}`);
    expect(picture.body).toEqual({ link: withPhoto.profileThumbnail });
    const svg = await fetch(picture.body.link);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toContain('<svg');
    expect((await t.zapi('chats/5511000000000')).status).toBe(400);
  });

  it('modify-chat read zeroes unread; other actions flip the flags', async () => {
    const chats: Chat[] = (await t.zapi('chats')).body;
    const unread = chats.find((c) => c.unread !== '0' && !c.isGroup) as Chat;
    const read = await t.zapi('modify-chat', { body: { phone: unread.phone, action: 'read' } });
    expect(read.body).toEqual({ value: true });
    expect((await t.zapi(`chats/${unread.phone}`)).body.unread).toBe('0');
    await t.zapi('modify-chat', { body: { phone: unread.phone, action: 'archive' } });
    expect((await t.zapi(`chats/${unread.phone}`)).body.archived).toBe('true');
    const bad = await t.zapi('modify-chat', { body: { phone: unread.phone, action: 'explode' } });
    expect(bad.status).toBe(400);
    const readMessage = await t.zapi('read-message', {
      body: { phone: unread.phone, messageId: 'X' },
    });
    expect(readMessage.status).toBe(204);
  });

  it('bulk-creates chats for a 5,000-chat benchmark', async () => {
    const added = await t.control('instances/I1/chats', { count: 4920 });
    expect(added.body).toEqual({ added: 4920, total: 5000 });
    const { chats, pages } = await allChats(t, 1000);
    expect(chats).toHaveLength(5000);
    expect(pages).toBe(6);
    expect(new Set(chats.map((c) => c.phone)).size).toBe(5000);
  });
});

describe('demo data', () => {
  it('is the same for the same seed and differs for another seed', async () => {
    const names = async (seed: string) => {
      const t = await startSimulator({
        seed,
        instances: [{ id: 'I1', token: 'T1', clientToken: 'C1', connected: true }],
      });
      try {
        const chats: Chat[] = (await t.zapi('chats')).body;
        return chats.map((c) => `${c.name}:${c.phone}:${c.unread}`);
      } finally {
        await t.close();
      }
    };
    expect(await names('a')).toEqual(await names('a'));
    expect(await names('a')).not.toEqual(await names('b'));
  });
});

import type { MessagesResponse } from '@conecta/contract';
import { describe, expect, it } from 'vitest';

import { keepMediaLinks, linkExpiry } from './keep-media-links';

const NOW = Date.UTC(2026, 2, 9, 12, 0, 0);
const link = (id: string, expSeconds: number) =>
  `/dashboard/media/${id}?u=u1&exp=${expSeconds}&sig=x`;

function answer(imageUrl: string, audioUrl: string): MessagesResponse {
  return {
    success: true,
    messages: [
      {
        id: 'i1',
        messageId: 'wa-i1',
        content: '',
        type: 'image',
        timestamp: '2026-03-09T11:00:00.000Z',
        fromMe: false,
        status: 'RECEIVED',
        isEdited: false,
        automatic: false,
        mediaUrl: imageUrl,
        fileName: null,
        mimeType: 'image/jpeg',
        fileSize: null,
        quoted: null,
        senderName: null,
        sentFromPhone: false,
        reactions: [],
      },
    ],
    audios: [
      {
        id: 'a1',
        messageId: 'wa-a1',
        audioUrl,
        seconds: 5,
        quoted: null,
        fromMe: false,
        timestamp: '2026-03-09T11:01:00.000Z',
        status: 'RECEIVED',
        senderName: null,
        sentFromPhone: false,
        reactions: [],
      },
    ],
  };
}

describe('keepMediaLinks', () => {
  it('keeps the address a medium already had while it is good for more than 5 minutes', () => {
    const old = answer(link('i1', NOW / 1000 + 3000), link('a1', NOW / 1000 + 3000));
    const next = answer(link('i1', NOW / 1000 + 3600), link('a1', NOW / 1000 + 3600));
    expect(keepMediaLinks(old, next, NOW)).toEqual(old);
  });

  it('takes the new address when the old one is about to expire, or on the first answer', () => {
    const old = answer(link('i1', NOW / 1000 + 60), link('a1', NOW / 1000 + 60));
    const next = answer(link('i1', NOW / 1000 + 3600), link('a1', NOW / 1000 + 3600));
    expect(keepMediaLinks(old, next, NOW)).toEqual(next);
    expect(keepMediaLinks(undefined, next, NOW)).toBe(next);
  });

  it('reads the expiry of a signed link', () => {
    expect(linkExpiry(link('x', 1000))).toBe(1_000_000);
    expect(linkExpiry('https://cdn.example/x.jpg')).toBeNull();
  });
});

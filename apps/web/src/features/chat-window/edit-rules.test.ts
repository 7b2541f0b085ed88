import { describe, expect, it } from 'vitest';

import type { AudioEntry, TextEntry } from './chat-entries';
import { canEdit, decideEdit } from './edit-rules';

const own: TextEntry = {
  kind: 'message',
  id: 'm1',
  messageId: 'wa-1',
  content: 'Consulta às 14h',
  type: 'text',
  timestamp: '2026-03-09T12:00:00.000Z',
  fromMe: true,
  status: 'SENT',
  isEdited: false,
  automatic: false,
  mediaUrl: null,
  fileName: null,
  mimeType: null,
  fileSize: null,
  quoted: null,
  senderName: null,
  sentFromPhone: false,
  reactions: [],
};

describe('canEdit', () => {
  it('allows own text messages that are not SENDING', () => {
    expect(canEdit(own)).toBe(true);
    expect(canEdit({ ...own, status: 'READ' })).toBe(true);
  });

  it('refuses received, SENDING, temporary, media and audio messages', () => {
    expect(canEdit({ ...own, fromMe: false })).toBe(false);
    expect(canEdit({ ...own, status: 'SENDING' })).toBe(false);
    expect(canEdit({ ...own, id: 'temp_1' })).toBe(false);
    expect(canEdit({ ...own, type: 'image' })).toBe(false);
    const voice: AudioEntry = {
      kind: 'audio',
      id: 'a1',
      messageId: 'wa-a1',
      audioUrl: null,
      seconds: 3,
      quoted: null,
      fromMe: true,
      timestamp: own.timestamp,
      status: 'SENT',
      senderName: null,
      sentFromPhone: false,
      reactions: [],
    };
    expect(canEdit(voice)).toBe(false);
  });
});

describe('decideEdit', () => {
  it('ignores an empty edit', () => {
    expect(decideEdit('Oi', '')).toEqual({ action: 'ignore' });
    expect(decideEdit('Oi', '   ')).toEqual({ action: 'ignore' });
  });

  it('closes without a call when nothing changed, submits trimmed text otherwise', () => {
    expect(decideEdit('Oi', ' Oi ')).toEqual({ action: 'close' });
    expect(decideEdit('Oi', ' Olá ')).toEqual({ action: 'submit', text: 'Olá' });
  });
});

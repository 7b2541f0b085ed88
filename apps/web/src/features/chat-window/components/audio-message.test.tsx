import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { AudioEntry } from '../chat-entries';
import { AudioMessage } from './audio-message';

// Asserted, as the fixtures are: fields the contract gains later need no edit here.
const ENTRY = {
  kind: 'audio' as const,
  id: 'a1',
  messageId: 'wa-a1',
  audioUrl: '/dashboard/media/a1?u=c1&m=u1&exp=1&sig=s',
  seconds: 83,
  fromMe: false,
  timestamp: new Date(0).toISOString(),
  status: 'RECEIVED',
  senderName: null,
  sentFromPhone: false,
} as AudioEntry;

describe('AudioMessage', () => {
  it('fetches nothing before play: opening the chat is not opening the file', () => {
    const { container } = render(<AudioMessage entry={ENTRY} />);
    const audio = container.querySelector('audio')!;
    expect(audio.getAttribute('src')).toBe(ENTRY.audioUrl);
    expect(audio.getAttribute('preload')).toBe('none');
    // The length comes with the list, not from the file.
    expect(screen.getByRole('group', { name: 'Mensagem de voz' }).textContent).toContain('01:23');
  });
});

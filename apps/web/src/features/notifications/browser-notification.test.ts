import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { notificationPreview, showMessageNotification } from './browser-notification';

const shown: { title: string; options: NotificationOptions }[] = [];
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  onclick: (() => void) | null = null;
  constructor(title: string, options: NotificationOptions) {
    shown.push({ title, options });
  }
  close() {}
}

const message = { chatId: 'c1', chatName: 'Ana', message: 'a'.repeat(80) };
const setHidden = (hidden: boolean) =>
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });

beforeEach(() => {
  shown.length = 0;
  FakeNotification.permission = 'granted';
  vi.stubGlobal('Notification', FakeNotification);
  setHidden(true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setHidden(false);
});

describe('showMessageNotification', () => {
  it('shows the contact and the first 60 characters while the tab is hidden', () => {
    showMessageNotification(message, { enabled: true, privacy: false });
    expect(shown).toEqual([
      {
        title: 'Ana',
        options: expect.objectContaining({ body: `${'a'.repeat(60)}...`, tag: 'chat-c1' }),
      },
    ]);
  });

  it('hides the contact and the text in privacy mode', () => {
    showMessageNotification(message, { enabled: true, privacy: true });
    expect(shown[0]?.title).toBe('Conecta Clínica');
    expect(shown[0]?.options.body).toBe('Nova mensagem');
  });

  it('shows nothing when off, not allowed, or the tab is visible', () => {
    showMessageNotification(message, { enabled: false, privacy: false });
    FakeNotification.permission = 'denied';
    showMessageNotification(message, { enabled: true, privacy: false });
    FakeNotification.permission = 'granted';
    setHidden(false);
    showMessageNotification(message, { enabled: true, privacy: false });
    expect(shown).toHaveLength(0);
  });

  it('cuts previews at 60 characters and flattens line breaks', () => {
    expect(notificationPreview('Oi,\n  tudo bem?')).toBe('Oi, tudo bem?');
    expect(notificationPreview('x'.repeat(61))).toBe(`${'x'.repeat(60)}...`);
  });
});

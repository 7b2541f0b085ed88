import { afterEach, describe, expect, it, vi } from 'vitest';

import { SOUND_COUNTER } from './notification-sound';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  delete window[SOUND_COUNTER];
});

async function withAudio(play: () => Promise<void>) {
  const created: { src: string; volume: number }[] = [];
  class FakeAudio {
    volume = 1;
    currentTime = 0;
    constructor(readonly src: string) {
      created.push(this);
    }
    play = play;
  }
  vi.stubGlobal('Audio', FakeAudio);
  const sound = await import('./notification-sound');
  return { sound, created };
}

describe('playNotificationSound', () => {
  it('plays /notification.mp3 at 0.5 and counts the sounds that started', async () => {
    const { sound, created } = await withAudio(async () => {});
    sound.exposeSoundCounters();
    expect(document.body.dataset.soundCount).toBe('0');
    expect(await sound.playNotificationSound()).toBe(true);
    expect(await sound.playNotificationSound()).toBe(true);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ src: '/notification.mp3', volume: 0.5 });
    expect(window[SOUND_COUNTER]).toBe(2);
    expect(document.body.dataset.soundCount).toBe('2');
    expect(document.body.dataset.soundAttempts).toBe('2');
  });

  it('stays quiet when the browser blocks the sound, counting only the attempt', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { sound } = await withAudio(() => Promise.reject(new Error('NotAllowedError')));
    sound.exposeSoundCounters();
    expect(await sound.playNotificationSound()).toBe(false);
    expect(window[SOUND_COUNTER]).toBe(0);
    expect(document.body.dataset.soundAttempts).toBe('1');
    expect(info).toHaveBeenCalled();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function withAudio(play: () => Promise<void>) {
  const created: { src: string; volume: number; plays: number }[] = [];
  class FakeAudio {
    volume = 1;
    currentTime = 0;
    plays = 0;
    constructor(readonly src: string) {
      created.push(this);
    }
    play = () => {
      this.plays += 1;
      return play();
    };
  }
  vi.stubGlobal('Audio', FakeAudio);
  const sound = await import('./notification-sound');
  return { sound, created };
}

describe('playNotificationSound', () => {
  it('plays /notification.mp3 at 0.5, one player for every sound', async () => {
    const { sound, created } = await withAudio(async () => {});
    expect(await sound.playNotificationSound()).toBe(true);
    expect(await sound.playNotificationSound()).toBe(true);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ src: '/notification.mp3', volume: 0.5, plays: 2 });
  });

  it('stays quiet when the browser blocks the sound, and says it did not play', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { sound } = await withAudio(() => Promise.reject(new Error('NotAllowedError')));
    expect(await sound.playNotificationSound()).toBe(false);
    expect(info).toHaveBeenCalled();
  });
});

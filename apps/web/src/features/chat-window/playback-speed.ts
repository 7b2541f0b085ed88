import { PLAYBACK_SPEEDS } from './chat-constants';

export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

/** 1x → 1.5x → 2x → 1x. */
export function nextSpeed(current: number): PlaybackSpeed {
  const i = PLAYBACK_SPEEDS.indexOf(current as PlaybackSpeed);
  return PLAYBACK_SPEEDS[(i + 1) % PLAYBACK_SPEEDS.length]!;
}

/** The label on the speed button: '1x', '1.5x', '2x'. */
export function speedLabel(speed: number): string {
  return `${speed}x`;
}

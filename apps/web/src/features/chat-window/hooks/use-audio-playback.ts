import { useRef, useState, type SyntheticEvent } from 'react';

import { nextSpeed, type PlaybackSpeed } from '../playback-speed';
import { logChatError } from '../send-failure';

/** At most one voice message plays at a time in the window. */
let playingNow: HTMLAudioElement | null = null;

/**
 * Play/pause, position and speed of one voice message. At the end it goes back to the start;
 * speed cycles 1x → 1.5x → 2x and sticks across the audio's reloads. Playback failures are only
 * logged.
 */
export function useAudioPlayback() {
  const ref = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<PlaybackSpeed>(1);
  const [position, setPosition] = useState(0);

  const applySpeed = (audio: HTMLAudioElement, value: number) => {
    audio.defaultPlaybackRate = value;
    audio.playbackRate = value;
  };

  const toggle = () => {
    const audio = ref.current;
    if (!audio) return;
    if (!audio.paused) return audio.pause();
    if (playingNow && playingNow !== audio) playingNow.pause();
    playingNow = audio;
    applySpeed(audio, speed);
    audio.play().catch((error: unknown) => {
      logChatError('Erro ao reproduzir áudio', error);
      setPlaying(false);
    });
  };

  const cycleSpeed = () => {
    const next = nextSpeed(speed);
    setSpeed(next);
    if (ref.current) applySpeed(ref.current, next);
  };

  const events = {
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onTimeUpdate: (event: SyntheticEvent<HTMLAudioElement>) =>
      setPosition(event.currentTarget.currentTime),
    onLoadedMetadata: (event: SyntheticEvent<HTMLAudioElement>) =>
      applySpeed(event.currentTarget, speed),
    onEnded: (event: SyntheticEvent<HTMLAudioElement>) => {
      const audio = event.currentTarget;
      audio.currentTime = 0;
      setPosition(0);
      setPlaying(false);
      if (playingNow === audio) playingNow = null;
    },
    onError: (event: SyntheticEvent<HTMLAudioElement>) =>
      logChatError('Erro ao carregar áudio', event.currentTarget.error),
  };

  return { ref, playing, speed, position, toggle, cycleSpeed, events };
}

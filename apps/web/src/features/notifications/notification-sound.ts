import { NOTIFY } from './notification-constants';

declare global {
  interface Window {
    /** How many notification sounds started playing in this page (read by the e2e tests). */
    __conectaSounds?: number;
  }
}

/** The e2e tests read `window.__conectaSounds`; the name is theirs, hence the computed access. */
export const SOUND_COUNTER = '__conectaSounds';

let audio: HTMLAudioElement | null = null;
let attempts = 0;

/**
 * Puts the sound counters on the page at zero if they are not there yet: `window.__conectaSounds`
 * and `<body data-sound-count>` count sounds that started (play() resolved);
 * `<body data-sound-attempts>` counts every try, including ones the browser blocked.
 */
export function exposeSoundCounters(): void {
  window[SOUND_COUNTER] ??= 0;
  document.body.dataset.soundCount = String(window[SOUND_COUNTER]);
  document.body.dataset.soundAttempts = String(attempts);
}

function countStarted() {
  const count = (window[SOUND_COUNTER] ?? 0) + 1;
  window[SOUND_COUNTER] = count;
  document.body.dataset.soundCount = String(count);
}

/**
 * Plays /notification.mp3 at volume 0.5. Browsers refuse sound before the person has interacted
 * with the page; that refusal is only logged. Resolves to whether the sound started.
 */
export async function playNotificationSound(): Promise<boolean> {
  attempts += 1;
  document.body.dataset.soundAttempts = String(attempts);
  try {
    audio ??= new Audio(NOTIFY.soundUrl);
    audio.volume = NOTIFY.soundVolume;
    audio.currentTime = 0;
    await audio.play();
    countStarted();
    return true;
  } catch (error) {
    console.info(`[${new Date().toISOString()}] Som de notificação não tocou`, error);
    return false;
  }
}

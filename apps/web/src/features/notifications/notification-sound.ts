import { NOTIFY } from './notification-constants';

let audio: HTMLAudioElement | null = null;

/**
 * Plays /notification.mp3 at volume 0.5. Browsers refuse sound before the person has interacted
 * with the page; that refusal is only logged. Resolves to whether the sound started.
 */
export async function playNotificationSound(): Promise<boolean> {
  try {
    audio ??= new Audio(NOTIFY.soundUrl);
    audio.volume = NOTIFY.soundVolume;
    audio.currentTime = 0;
    await audio.play();
    return true;
  } catch (error) {
    console.info(`[${new Date().toISOString()}] Som de notificação não tocou`, error);
    return false;
  }
}

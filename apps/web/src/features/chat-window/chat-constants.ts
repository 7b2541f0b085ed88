/** Timing and limits of the chat window. */
export const CHAT_POLL_MS = 2000;
export const PLAYBACK_SPEEDS = [1, 1.5, 2] as const;
export const RECORDER_TICK_MS = 1000;
export const EMOJI_GRID_COLUMNS = 8;
export const MP3_KBPS = 96;
/** Within this distance of the end the list counts as "at the bottom" and follows new messages. */
export const STICK_TO_BOTTOM_PX = 80;
/** A signed media link is renewed only when it has less than this left. */
export const MEDIA_LINK_RENEW_MS = 5 * 60 * 1000;

/**
 * A test's server sends automatic messages without the number's daily cap, spacing or warm-up
 * (a test of routines or reminders sends several at one instant of its clock, a file hundreds
 * in a day; a fault test proves what an outage or a kill does, not the pace); the tests of the
 * pace (send-pacing.test.ts) turn them on with `PACED`.
 */
export const UNPACED = {
  AUTOMATIC_DAILY_CAP: '100000',
  AUTOMATIC_WARM_UP: 'false',
  AUTOMATIC_SEND_GAP_SECONDS: '0',
  AUTOMATIC_SEND_GAP_EXTRA_SECONDS: '0',
};
/** The product's defaults of the pace, for the tests of the pace. */
export const PACED = {
  AUTOMATIC_DAILY_CAP: '200',
  AUTOMATIC_WARM_UP: 'true',
  AUTOMATIC_SEND_GAP_SECONDS: '3',
  AUTOMATIC_SEND_GAP_EXTRA_SECONDS: '5',
};

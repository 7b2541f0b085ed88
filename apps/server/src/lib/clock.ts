/** Current time, injectable so that expiry rules can be exercised without waiting. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

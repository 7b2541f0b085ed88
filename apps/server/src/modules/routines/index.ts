import { routinesRepo } from './routines-repo.ts';

export { automaticSendAt, STAGGER_MS, staggerMs } from './automatic-send-at.ts';
export { pickVariant } from './pick-variant.ts';
export { createOpeningHoursService } from './opening-hours-service.ts';
export { routineRoutes } from './routes.ts';
export { routineRunsRepo, runEndedByReply, type ClaimedStep } from './routine-runs-repo.ts';
export { createRoutinesService } from './routines-service.ts';
export { createStopWordsService } from './stop-words-service.ts';
export { createSendPacingService } from './send-pacing-service.ts';

/** What the board reads of the routines, the clinic's plan of steps; the repo stays inside. */
export const routineReads = { list: routinesRepo.list };

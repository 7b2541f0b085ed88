import { textsRepo } from './texts-repo.ts';

export { textRoutes } from './routes.ts';
export { createTextsService } from './texts-service.ts';
/** The clinic's ready-made texts, for the assistant's prompt. */
export const textReads = { list: textsRepo.list };

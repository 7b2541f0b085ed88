export { OFFER_DEADLINE_MS } from './offer-hold.ts';
export {
  type ClaimedOfferMessage,
  offerAwaitsAnswer,
  waitingListRepo,
} from './waiting-list-repo.ts';
export { createWaitingListService, type WaitingListService } from './waiting-list-service.ts';
export { waitingListRoutes } from './routes.ts';

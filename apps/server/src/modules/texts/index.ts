export { textRoutes } from './routes.ts';
export { createTextsService } from './texts-service.ts';

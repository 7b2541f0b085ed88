// The public API (/api/v1): the clinic's systems, with an API key, through the screens' services.
export { createPublicApiService, type PublicApiService } from './public-api-service.ts';
export { publicApiRoutes } from './routes.ts';

// The clinic's API keys ('Integrações') and the public API's guard.
export { createApiKeyGuard, type ApiKeyGuard } from './api-key-guard.ts';
export { createApiKeysService, type ApiKeysService } from './api-keys-service.ts';
export { apiKeyRoutes } from './routes.ts';

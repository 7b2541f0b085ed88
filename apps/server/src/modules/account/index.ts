export { accountRoutes } from './routes.ts';

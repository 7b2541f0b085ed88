export { templatesRepo, type TemplateRow } from './templates-repo.ts';
export { createTemplatesService, toTemplate, type TemplatesService } from './templates-service.ts';
export { templateRoutes } from './routes.ts';
export { fillAutomatic, fitsAutomatic } from './automatic-template.ts';

export { taskRoutes } from './routes.ts';
export { tasksRepo, type TaskRow } from './tasks-repo.ts';
export { createTasksService, type TasksService } from './tasks-service.ts';

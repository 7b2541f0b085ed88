export { taskKeys } from './queries';
export { CreateTaskDialog } from './components/create-task-dialog';
export { ManageTasksDialog } from './components/manage-tasks-dialog';
export { formatCompactInstant, formatShortInstant } from './task-date';

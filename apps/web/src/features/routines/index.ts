export { routineKeys } from './api/routine-keys';
export { RoutinesDialog } from './components/routines-dialog';

export { routineKeys } from './queries';
export { RoutinesDialog } from './components/routines-dialog';

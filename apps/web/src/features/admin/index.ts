export { AdminScreen } from './components/admin-screen';
export { PermissionCheckFailed } from './components/permission-check-failed';
export {
  readAdminDeniedState,
  useAdminGuard,
  type AdminDeniedState,
} from './hooks/use-admin-guard';

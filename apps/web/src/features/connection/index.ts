export { ConnectDialog } from './components/connect-dialog';
export { SyncProgressScreen } from './components/sync-progress-screen';
export { useConnectionFlow, type ChatsPort } from './hooks/use-connection-flow';

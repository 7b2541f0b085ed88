export { AppStatusBanners } from './components/app-status-banners';
export { useServiceWorkerBoard } from './hooks/use-service-worker-board';
export { useOnline } from './online-store';
export {
  registerServiceWorker,
  serviceWorkerSupported,
  useUpdateWaiting,
} from './service-worker-store';

export { ConnectWhatsAppCard } from './components/connect-whatsapp-card';
export { DashboardLayout } from './components/dashboard-layout';

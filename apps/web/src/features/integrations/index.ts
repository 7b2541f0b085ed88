export { IntegrationsDialog } from './components/integrations-dialog';

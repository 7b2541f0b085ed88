export { TemplatesDialog } from './components/templates-dialog';

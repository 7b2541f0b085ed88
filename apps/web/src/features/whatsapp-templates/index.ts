export { TemplatesDialog } from './components/templates-dialog';
export { RemindersTemplateNotice } from './components/reminders-template-notice';

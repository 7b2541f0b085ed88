export { textKeys } from './api/text-keys';
export { TextsDialog } from './components/texts-dialog';

export { textKeys } from './api/text-keys';
export { listTexts } from './api/list-texts';
export { TextsDialog } from './components/texts-dialog';

export { textKeys } from './queries';
export { listTexts } from './api/texts-api';
export { TextsDialog } from './components/texts-dialog';

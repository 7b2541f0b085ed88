export { tagKeys } from './api/tag-keys';
export { TagsDialog } from './components/tags-dialog';

export { listTags } from './api/list-tags';
export { tagKeys } from './api/tag-keys';
export { ChatTagsDialog } from './components/chat-tags-dialog';
export { TagsDialog } from './components/tags-dialog';

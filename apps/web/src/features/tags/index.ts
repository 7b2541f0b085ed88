export { listTags } from './api/tags-api';
export { tagKeys, tagListOptions } from './queries';
export { ChatTagsDialog } from './components/chat-tags-dialog';
export { TagsDialog } from './components/tags-dialog';

import { tagsRepo } from './tags-repo.ts';

export { tagRoutes } from './routes.ts';
export { createTagsService, type TagsService } from './tags-service.ts';

/** What the board reads of the tags, each chat's; the repo itself stays inside the module. */
export const tagReads = { byChat: tagsRepo.byChat, chatRowsWithTag: tagsRepo.chatRowsWithTag };

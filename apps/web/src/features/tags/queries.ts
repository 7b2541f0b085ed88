import { queryOptions } from '@tanstack/react-query';

import { listTags } from './api/tags-api';

export const tagKeys = {
  all: ['tags'] as const,
  /** Everything cached about one user's tags. */
  user: (userId: string) => ['tags', userId] as const,
  /** The clinic's tags: one list for the tag dialogs and the board's filter chips. */
  list: (userId: string) => ['tags', userId, 'list'] as const,
};

/** The tag list query; each screen says how fresh it needs it (the dialog: at every opening). */
export const tagListOptions = (userId: string) =>
  queryOptions({ queryKey: tagKeys.list(userId), queryFn: ({ signal }) => listTags(signal) });

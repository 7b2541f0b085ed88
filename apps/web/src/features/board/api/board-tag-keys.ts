import { tagKeys } from '@/features/tags';

/**
 * The filter chips' copy of the tags. It sits under the tag feature's `['tags', userId]` prefix,
 * which the tag dialog invalidates after each change, so the chips follow new, renamed and
 * deleted tags.
 */
export const boardTagKeys = {
  chips: (userId: string) => [...tagKeys.user(userId), 'chips'] as const,
};

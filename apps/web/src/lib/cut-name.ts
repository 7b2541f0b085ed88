/**
 * Names that may not fit (contacts, accounts, routines): on phones they wrap to a second line
 * instead of losing their end, since a phone has no hover to show a tooltip; from 640 px on they
 * keep one line with an ellipsis, and the element's `title` reads the whole name on hover. Both
 * sides are `line-clamp` so no utility fights another over `overflow` or `display`.
 */
export const CUT_NAME = 'line-clamp-2 break-words sm:line-clamp-1';

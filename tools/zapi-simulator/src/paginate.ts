import { ApiError } from './http-io.ts';

/** Z-API paging: 1-based page and pageSize; no total, callers page until a short page. */
export function paginate<T>(items: readonly T[], query: URLSearchParams): T[] {
  const page = query.get('page');
  const size = query.get('pageSize');
  if (page === null && size === null) return [...items];
  const pageNumber = Number(page ?? '1');
  const pageSize = Number(size ?? '100');
  if (!Number.isInteger(pageNumber) || pageNumber < 1) {
    throw new ApiError(400, 'page must be an integer of 1 or more');
  }
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 10_000) {
    throw new ApiError(400, 'pageSize must be an integer from 1 to 10000');
  }
  return items.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
}

import { apiErrorData } from './errors.js';
import { json, type Reply } from './http.js';
import type { HandlerContext } from './router.js';

/**
 * The core API's list answer (`GET /pullzone`, `GET /videolibrary`): every record as a plain array when `page` is 0
 * or absent; with `page` >= 1, one page of `perPage` (5 to 1000, default 1000) as `{ Items, CurrentPage, TotalItems,
 * HasMoreItems }`. Bad paging answers 400 ApiErrorData naming the parameter.
 */

const MIN_PER_PAGE = 5;
const MAX_PER_PAGE = 1000;

export function corePage(context: HandlerContext, records: readonly unknown[]): Reply {
  const page = integerQuery(context, 'page', 0);
  const perPage = integerQuery(context, 'perPage', MAX_PER_PAGE);
  if (page === null || page < 0)
    return apiErrorData(400, 'validation.invalid', 'page', 'The page must be a non-negative integer.');
  if (perPage === null || perPage < MIN_PER_PAGE || perPage > MAX_PER_PAGE)
    return apiErrorData(400, 'validation.invalid', 'perPage', 'The perPage must be between 5 and 1000.');
  if (page === 0) return json(200, records);
  const start = (page - 1) * perPage;
  return json(200, {
    Items: records.slice(start, start + perPage),
    CurrentPage: page,
    TotalItems: records.length,
    HasMoreItems: start + perPage < records.length,
  });
}

function integerQuery(context: HandlerContext, name: string, fallback: number): number | null {
  const raw = context.query.get(name);
  if (raw === null || raw === '') return fallback;
  return /^\d{1,10}$/.test(raw) ? Number(raw) : null;
}

import { apiErrorData } from './errors.js';
import { json, type Reply } from './http.js';
import type { HandlerContext } from '../router.js';

/**
 * bunny.net's numbered pages (core and Edge Scripting APIs): `page` and `perPage` (5 to 1000, default 1000) read from
 * the query, and one page answered as `{ Items, CurrentPage, TotalItems, HasMoreItems }`.
 */

const MIN_PER_PAGE = 5;
const MAX_PER_PAGE = 1000;
/** Page numbers and sizes are int32s in bunny.net's documents. */
const INT32_MAX = 2 ** 31 - 1;

export interface Paging {
  readonly page: number;
  readonly perPage: number;
}

/** A query parameter that must be an int32 from 0 (`fallback` when absent), or null when it is not one. */
function integerQuery(context: HandlerContext, name: string, fallback: number): number | null {
  const raw = context.query.get(name);
  if (raw === null || raw === '') return fallback;
  return /^\d{1,10}$/.test(raw) && Number(raw) <= INT32_MAX ? Number(raw) : null;
}

/** A query parameter that must be a positive int32 (`fallback` when absent), or null when it is not one. */
export function positiveQuery(context: HandlerContext, name: string, fallback: number): number | null {
  const value = integerQuery(context, name, fallback);
  return value !== null && value >= 1 ? value : null;
}

/** The page asked for (`minPage` when left out, never below it), or the 400 bunny.net answers. */
export function readPaging(context: HandlerContext, minPage: 0 | 1): Paging | Reply {
  const page = integerQuery(context, 'page', minPage);
  const perPage = integerQuery(context, 'perPage', MAX_PER_PAGE);
  if (page === null || page < minPage)
    return apiErrorData(400, 'validation.invalid', 'page', `The page must be an integer from ${minPage} on.`);
  if (perPage === null || perPage < MIN_PER_PAGE || perPage > MAX_PER_PAGE)
    return apiErrorData(400, 'validation.invalid', 'perPage', 'The perPage must be between 5 and 1000.');
  return { page, perPage };
}

export const isReply = (value: Paging | Reply): value is Reply => 'kind' in value;

/** One page of `items` (pages numbered from 1). */
export function pageObject<T>(items: readonly T[], { page, perPage }: Paging): Reply {
  const start = (page - 1) * perPage;
  return json(200, {
    Items: items.slice(start, start + perPage),
    CurrentPage: page,
    TotalItems: items.length,
    HasMoreItems: start + perPage < items.length,
  });
}

/**
 * The core API's list answer (`GET /pullzone`, `GET /videolibrary`): every record as a plain array when `page` is 0
 * or absent, else one page of them.
 */
export function corePage(context: HandlerContext, records: readonly unknown[]): Reply {
  const paging = readPaging(context, 0);
  if (isReply(paging)) return paging;
  return paging.page === 0 ? json(200, records) : pageObject(records, paging);
}

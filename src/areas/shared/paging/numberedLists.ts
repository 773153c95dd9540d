import type { AreaName } from '../../../errors/gatewayError.js';
import { MAX_FIRST } from './args.js';
import { countOf, itemsOf, objectOf, unexpectedPage, type ListAnswer, type PageQuery } from './listCall.js';
import type { NumberedList, PageAnswer, PageLimits, UpstreamPage } from './pages.js';

/**
 * bunny.net's numbered lists, one adapter per shape: the page sizes its document allows, the names of its query
 * parameters and its envelope. An area client makes a list of one call with `numberedList(shape, area, call)`.
 */

export interface NumberedShape {
  readonly limits: PageLimits;
  query(page: UpstreamPage): PageQuery;
  /** The page in bunny.net's answer; undefined when the answer is not this shape (UPSTREAM_ERROR). */
  answer(data: unknown): PageAnswer<unknown> | undefined;
}

/** `{ Items, CurrentPage, TotalItems, HasMoreItems }`, bunny.net's `PaginationListModelOf...`. */
function paginationListModel(data: unknown): PageAnswer<unknown> | undefined {
  const envelope = objectOf(data);
  const items = itemsOf(envelope?.['Items']);
  if (!envelope || !items) return undefined;
  const totalItems = countOf(envelope['TotalItems']);
  const hasMore = envelope['HasMoreItems'];
  return {
    kind: 'page',
    items,
    ...(totalItems !== undefined && { totalItems }),
    ...(typeof hasMore === 'boolean' && { hasMore }),
  };
}

/** The core API's and Edge Scripting's lists: `page`, and `perPage` from 5 to 1000 (their documents). */
export const corePages: NumberedShape = {
  limits: { minPerPage: 5, maxPerPage: 1000 },
  query: ({ page, perPage }) => ({ page: String(page), perPage: String(perPage) }),
  answer: paginationListModel,
};

/**
 * `GET /pullzone` and `GET /videolibrary`: the core API's pages, but their documents show the plain array of every
 * record (their answer without a page), which is read as the whole list.
 */
export const corePagesOrWhole: NumberedShape = {
  ...corePages,
  answer: (data) => (Array.isArray(data) ? { kind: 'whole', items: data } : paginationListModel(data)),
};

/**
 * Stream's lists: `page` and `itemsPerPage` (stream-api.json sets no bounds; never more than a connection page is
 * asked for), answered `{ totalItems, currentPage, itemsPerPage, items }`.
 */
export const streamPages: NumberedShape = {
  limits: { minPerPage: 1, maxPerPage: MAX_FIRST },
  query: ({ page, perPage }) => ({ page: String(page), itemsPerPage: String(perPage) }),
  answer: (data) => {
    const envelope = objectOf(data);
    const items = itemsOf(envelope?.['items']);
    if (!envelope || !items) return undefined;
    const totalItems = countOf(envelope['totalItems']);
    return { kind: 'page', items, ...(totalItems !== undefined && { totalItems }) };
  },
};

/**
 * Shield's lists: `page` and `perPage` (shield-api.json sets no bounds), answered `{ data, page }` with Shield's
 * `PaginationResponse` (`totalCount`, `nextPage`...); an empty answer is an empty page.
 */
export const shieldPages: NumberedShape = {
  limits: { minPerPage: 1, maxPerPage: MAX_FIRST },
  query: ({ page, perPage }) => ({ page: String(page), perPage: String(perPage) }),
  answer: (data) => {
    if (data === undefined) return { kind: 'page', items: [] };
    const envelope = objectOf(data);
    const items = itemsOf(envelope?.['data']);
    if (!envelope || !items) return undefined;
    const paging = objectOf(envelope['page']);
    const totalItems = countOf(paging?.['totalCount']);
    return {
      kind: 'page',
      items,
      ...(totalItems !== undefined && { totalItems }),
      ...(paging && 'nextPage' in paging && { hasMore: typeof paging['nextPage'] === 'number' }),
    };
  },
};

/**
 * One numbered list of bunny.net: `call` sends the shape's query (spread into its own, e.g. `search`) and answers
 * bunny.net's status and JSON. Items are bunny.net's records as sent (null included): map them with `mappedList`.
 */
export function numberedList<Item>(
  shape: NumberedShape,
  service: AreaName,
  call: (query: PageQuery) => Promise<ListAnswer>,
): NumberedList<Item | null> {
  return {
    limits: shape.limits,
    async read(page) {
      const { data, status } = await call(shape.query(page));
      const answer = shape.answer(data);
      if (answer === undefined) throw unexpectedPage(service, status);
      return answer as PageAnswer<Item | null>;
    },
  };
}

/** The same list with each record turned into another as it arrives (e.g. given the id of the list's owner). */
export function mappedList<T, U>(list: NumberedList<T>, toItem: (item: T) => U): NumberedList<U> {
  return {
    limits: list.limits,
    read: async (page) => {
      const answer = await list.read(page);
      return { ...answer, items: answer.items.map(toItem) };
    },
  };
}

/**
 * The core API's search (`GET /search?from=&size=`): an offset and a size rather than a page number (core-api.json
 * sets no bound on `size`; never more than a connection page is asked for), answered `{ Total, SearchResults }`.
 */
export const searchOffsets: NumberedShape = {
  limits: { minPerPage: 1, maxPerPage: MAX_FIRST },
  query: ({ page, perPage }) => ({ from: String((page - 1) * perPage), size: String(perPage) }),
  answer: (data) => {
    const envelope = objectOf(data);
    const items = itemsOf(envelope?.['SearchResults']);
    if (!envelope || !items) return undefined;
    const totalItems = countOf(envelope['Total']);
    return { kind: 'page', items, ...(totalItems !== undefined && { totalItems }) };
  },
};

import { badInput, type AreaName } from '../../errors/gatewayError.js';

/**
 * The one paging model of the graph: Relay connections (`first`, `after`, `edges { cursor node }`, `pageInfo`,
 * `totalCount`) over bunny.net's numbered pages (`page`, `perPage`). A cursor is the record's offset in its list,
 * opaque (base64url) and bound to the list it came from (its name and filters), so a cursor of another list, or one
 * changed by hand, is refused rather than silently reading the wrong page.
 */

export const DEFAULT_FIRST = 20;
export const MAX_FIRST = 100;

/** What a caller asked for: `first` records from `offset` on. */
export interface PageRequest {
  readonly list: string;
  readonly offset: number;
  readonly first: number;
}

export interface PagingArgs {
  readonly first?: number | null | undefined;
  readonly after?: string | null | undefined;
}

/**
 * `first`/`after` checked and turned into an offset; `list` names the list and its filters (e.g. `pullZones?x`), so
 * a cursor only works on the list that made it. BAD_USER_INPUT naming the argument, before any upstream call.
 */
export function pageRequest(service: AreaName, list: string, args: PagingArgs): PageRequest {
  const first = checkedFirst(service, args);
  const offset = args.after == null ? 0 : decodeCursor(service, list, args.after) + 1;
  return { list, offset, first };
}

/** `first` checked: 1 to MAX_FIRST, DEFAULT_FIRST when left out; BAD_USER_INPUT naming `first` otherwise. */
export function checkedFirst(service: AreaName, args: PagingArgs): number {
  const first = args.first ?? DEFAULT_FIRST;
  if (!Number.isInteger(first) || first < 1 || first > MAX_FIRST)
    throw badInput(service, 'first', `first must be between 1 and ${MAX_FIRST} (got ${first}).`);
  return first;
}

export function encodeCursor(list: string, offset: number): string {
  return Buffer.from(JSON.stringify([list, offset]), 'utf8').toString('base64url');
}

function decodeCursor(service: AreaName, list: string, cursor: string): number {
  const offset = cursor.length <= 1024 && /^[A-Za-z0-9_-]+$/.test(cursor) ? offsetIn(list, cursor) : null;
  if (offset === null || encodeCursor(list, offset) !== cursor)
    throw badInput(service, 'after', 'after must be a cursor this same list (with the same filters) returned.');
  return offset;
}

function offsetIn(list: string, cursor: string): number | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2 || value[0] !== list) return null;
    return Number.isSafeInteger(value[1]) && value[1] >= 0 ? (value[1] as number) : null;
  } catch {
    return null;
  }
}

/** bunny.net's smallest `perPage` (core-api.json). */
const MIN_PER_PAGE = 5;

/** The upstream pages that hold `[offset, offset + first)`: numbered from 1, each `perPage` records long. */
export interface UpstreamPages {
  readonly perPage: number;
  readonly pages: readonly number[];
}

/**
 * Pages of `first` records (at least bunny.net's minimum of 5). When the offset is a multiple of `perPage` (every
 * page read by following `endCursor` with an unchanged `first`) one page holds the whole range: one upstream call.
 * Otherwise the range straddles two pages, because `perPage >= first`: two calls, made in parallel, worst case.
 */
export function upstreamPages({ offset, first }: PageRequest): UpstreamPages {
  const perPage = Math.max(first, MIN_PER_PAGE);
  const firstPage = Math.floor(offset / perPage) + 1;
  const lastPage = Math.floor((offset + first - 1) / perPage) + 1;
  return { perPage, pages: lastPage === firstPage ? [firstPage] : [firstPage, lastPage] };
}

/** One upstream answer: a numbered page, or (when bunny.net ignored the page) the whole list. */
export type PageAnswer<T> =
  | { readonly kind: 'page'; readonly items: readonly T[]; readonly totalItems?: number; readonly hasMore?: boolean }
  | { readonly kind: 'whole'; readonly items: readonly T[] };

/** Records `offset .. offset + items.length - 1` of a list, whether more follow, and the list's size when known. */
interface Slice<T> {
  readonly items: readonly T[];
  readonly offset: number;
  readonly more: boolean;
  readonly total: number | null;
}

/** Reads the pages of `request` through `fetchPage` (one client call per page) and joins them. */
export async function readSlice<T>(
  request: PageRequest,
  fetchPage: (page: number, perPage: number) => Promise<PageAnswer<T>>,
): Promise<Slice<T>> {
  const { perPage, pages } = upstreamPages(request);
  const answers = await Promise.all(pages.map((page) => fetchPage(page, perPage)));
  const whole = answers.find((answer) => answer.kind === 'whole');
  if (whole) return { items: whole.items, offset: 0, more: false, total: whole.items.length };
  // A short page ends the list: a page after it cannot continue it (whatever it holds).
  const shortAt = answers.findIndex((answer) => answer.items.length < perPage);
  const read = shortAt === -1 ? answers : answers.slice(0, shortAt + 1);
  const items = read.flatMap((answer) => answer.items);
  const offset = ((pages[0] ?? 1) - 1) * perPage;
  const last = read[read.length - 1];
  const total = last?.kind === 'page' && last.totalItems !== undefined ? last.totalItems : null;
  const hasMore = last?.kind === 'page' && last.hasMore !== undefined ? last.hasMore : shortAt === -1;
  return { items, offset, more: total === null ? hasMore : offset + items.length < total, total };
}

/** A list bunny.net sends whole in one answer (no paging upstream): the slice is all of it. */
export function wholeSlice<T>(items: readonly T[]): Slice<T> {
  return { items, offset: 0, more: false, total: items.length };
}

export interface Connection<Node> {
  edges: { cursor: string; node: Node }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number | null;
}

/**
 * The connection of `request` from the slice that covers it. `toNode` returns null for a record that cannot be a
 * node (no id): it is left out, and the other records keep their positions, so cursors stay stable.
 */
export function connectionOf<T, Node>(
  request: PageRequest,
  slice: Slice<T>,
  toNode: (item: T) => Node | null,
): Connection<Node> {
  const start = request.offset - slice.offset;
  const chosen = start < 0 ? [] : slice.items.slice(start, start + request.first);
  const edges = chosen.flatMap((item, index) => {
    const node = toNode(item);
    return node === null ? [] : [{ cursor: encodeCursor(request.list, request.offset + index), node }];
  });
  const reachedSliceEnd = start + chosen.length >= slice.items.length;
  return {
    edges,
    pageInfo: {
      hasNextPage: reachedSliceEnd ? slice.more : true,
      hasPreviousPage: request.offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    totalCount: slice.total,
  };
}

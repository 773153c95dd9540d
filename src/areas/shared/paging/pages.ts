import type { Connection } from './connection.js';
import { sliceConnection, type PageRequest, type Slice } from './offsets.js';

/**
 * Reading a page of a connection from bunny.net's numbered pages (`page` and a page size), whatever their envelope:
 * the adapters of numberedLists.ts read the envelopes, this file chooses the pages and joins them.
 */

/** What bunny.net documents of a list's page size (`perPage`, `itemsPerPage`): its least and greatest value. */
export interface PageLimits {
  readonly minPerPage: number;
  readonly maxPerPage: number;
}

/** One of bunny.net's numbered pages: numbered from 1, each `perPage` records long. */
export interface UpstreamPage {
  readonly page: number;
  readonly perPage: number;
}

/** One upstream answer: a numbered page, or (when bunny.net ignored the page) the whole list. */
export type PageAnswer<T> =
  | { readonly kind: 'page'; readonly items: readonly T[]; readonly totalItems?: number; readonly hasMore?: boolean }
  | { readonly kind: 'whole'; readonly items: readonly T[] };

/** A numbered list of bunny.net: its page limits, and the call that reads one page (see numberedLists.ts). */
export interface NumberedList<T> {
  readonly limits: PageLimits;
  read(page: UpstreamPage): Promise<PageAnswer<T>>;
}

/** The upstream pages that hold a request's records. */
export interface PagePlan {
  readonly perPage: number;
  readonly pages: readonly number[];
}

/**
 * The upstream pages that hold `[offset, offset + first)`. They are as long as the smallest multiple of `first` that
 * bunny.net allows (6 for `first: 2` where its least is 5): a caller who follows `endCursor` with the same `first`
 * starts each page at a multiple of `first`, so the page lies inside one upstream page, one call, for every `first`.
 * A cursor made with another `first` may start mid-way, and the range may straddle two pages: two calls, never more,
 * as a page is at least `first` long.
 */
export function upstreamPages({ offset, first }: PageRequest, { minPerPage, maxPerPage }: PageLimits): PagePlan {
  const aligned = Math.ceil(minPerPage / first) * first;
  const perPage = aligned <= maxPerPage ? aligned : Math.max(first, minPerPage);
  const firstPage = Math.floor(offset / perPage) + 1;
  const lastPage = Math.floor((offset + first - 1) / perPage) + 1;
  return { perPage, pages: lastPage === firstPage ? [firstPage] : [firstPage, lastPage] };
}

/** Reads the pages of `request` (one call each, in parallel) and joins them. */
export async function readSlice<T>(request: PageRequest, list: NumberedList<T>): Promise<Slice<T>> {
  const { perPage, pages } = upstreamPages(request, list.limits);
  const answers = await Promise.all(pages.map((page) => list.read({ page, perPage })));
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

/** The connection of `request`, read from a numbered list of bunny.net: the whole of a list field's resolver. */
export async function pagedConnection<T, Node>(
  request: PageRequest,
  list: NumberedList<T>,
  toNode: (item: T) => Node | null,
): Promise<Connection<Node>> {
  return sliceConnection(request, await readSlice(request, list), toNode);
}

import type { AreaName } from '../../../errors/gatewayError.js';
import { checkedFirst, MAX_FIRST, type PagingArgs } from './args.js';
import { connectionOf, type Connection } from './connection.js';
import { decodeCursor, encodeCursor, isCount, type PositionCodec } from './cursor.js';

/**
 * Paging by offset, for every list whose records have a place: bunny.net's numbered pages (pages.ts) and the lists
 * bunny.net sends whole. A cursor holds the offset of its record in the list.
 */

const INT32_MAX = 2 ** 31 - 1;

/**
 * The furthest offset a page may start at. bunny.net numbers pages with int32s (1 to 2,147,483,647, core-api.json):
 * from here, the last record of the largest page is still on a page it can number, even one record per page.
 */
export const MAX_OFFSET = INT32_MAX - MAX_FIRST;

/** What a caller asked for: `first` records from `offset` on, of the list named `list`. */
export interface PageRequest {
  readonly list: string;
  readonly offset: number;
  readonly first: number;
}

/** An edge's position: its record's offset, below MAX_OFFSET so the page after it can still be read. */
const offsetCodec: PositionCodec<number> = {
  fields: (offset) => [offset],
  read: (fields) => (fields.length === 1 && isCount(fields[0], MAX_OFFSET - 1) ? fields[0] : null),
};

/**
 * `first`/`after` checked and turned into an offset; `list` names the list and its filters (e.g. `pullZones?x`), so
 * a cursor only works on the list that made it. BAD_USER_INPUT naming the argument, before any upstream call.
 */
export function pageRequest(service: AreaName, list: string, args: PagingArgs): PageRequest {
  const first = checkedFirst(service, args);
  const offset = args.after == null ? 0 : decodeCursor(service, list, offsetCodec, args.after) + 1;
  return { list, offset, first };
}

/** Records `offset .. offset + items.length - 1` of a list, whether more follow, and the list's size when known. */
export interface Slice<T> {
  readonly items: readonly T[];
  readonly offset: number;
  readonly more: boolean;
  readonly total: number | null;
}

/** The connection of `request` from a slice that covers it. */
export function sliceConnection<T, Node>(
  request: PageRequest,
  slice: Slice<T>,
  toNode: (item: T) => Node | null,
): Connection<Node> {
  const start = request.offset - slice.offset;
  const items = start < 0 ? [] : slice.items.slice(start, start + request.first);
  const reachedSliceEnd = start + items.length >= slice.items.length;
  return connectionOf(
    {
      items,
      cursorAfter: (index) => encodeCursor(request.list, offsetCodec, request.offset + index),
      hasNextPage: reachedSliceEnd ? slice.more : true,
      hasPreviousPage: request.offset > 0,
      totalCount: slice.total,
    },
    toNode,
  );
}

/**
 * The connection of a list bunny.net sends whole, in one answer (an app's endpoints, a script's linked zones): paged
 * by the gateway. `total` is the list's size when bunny.net counts it otherwise.
 */
export function wholeConnection<T, Node>(
  request: PageRequest,
  items: readonly T[],
  toNode: (item: T) => Node | null,
  total: number = items.length,
): Connection<Node> {
  return sliceConnection(request, { items, offset: 0, more: false, total }, toNode);
}

import { badInput, type AreaName } from '../../errors/gatewayError.js';
import { firstOf, MAX_FIRST, type Connection, type PagingArgs } from './connection.js';

/**
 * Relay connections over a list bunny.net pages with its own cursor (Magic Containers: `?nextCursor=&limit=`, the
 * answer's `cursor` naming the next page). Every edge's cursor is `[list, upstream cursor of a page start, skip]`:
 * "read from that upstream cursor and skip that many records", opaque (base64url) and bound to its list. The last
 * edge of a page carries bunny.net's next cursor with no skip, so following `endCursor` reads exactly `first` records
 * in one call; resuming from a middle edge reads `skip + first` records in one call. Either way: one upstream call.
 */

/** Where a page starts: bunny.net's cursor (null: the list's start) and how many of its records to pass over. */
export interface CursorPageRequest {
  readonly list: string;
  readonly upstreamCursor: string | null;
  readonly skip: number;
  readonly first: number;
}

/** What one upstream page answered. */
export interface CursorPage<T> {
  readonly items: readonly T[];
  readonly nextCursor: string | null;
  readonly totalItems: number | null;
}

/** bunny.net's cursors are opaque tokens: printable ASCII without spaces, of a sane length. */
const UPSTREAM_CURSOR = /^[\x21-\x7e]{1,512}$/;
const MAX_CURSOR_LENGTH = 1024;
/**
 * Resuming from middle edges again and again adds up skips; bunny.net reads at most 1000 records a call (`limit`),
 * so a skip stays below 1000 - MAX_FIRST. Following `endCursor` (skip 0) never comes near it.
 */
const MAX_SKIP = 1000 - MAX_FIRST;

/** `first`/`after` checked, before any upstream call: BAD_USER_INPUT naming the argument. */
export function cursorPageRequest(service: AreaName, list: string, args: PagingArgs): CursorPageRequest {
  const first = firstOf(service, args);
  if (args.after == null) return { list, upstreamCursor: null, skip: 0, first };
  const position = decode(list, args.after);
  if (position === null)
    throw badInput(service, 'after', 'after must be a cursor this same list (with the same filters) returned.');
  return { list, ...position, first };
}

/** How many records to ask bunny.net for: the ones to pass over, then the page. */
export const upstreamLimit = (request: CursorPageRequest): number => request.skip + request.first;

export function encodeCursorPosition(list: string, upstreamCursor: string | null, skip: number): string {
  return Buffer.from(JSON.stringify([list, upstreamCursor, skip]), 'utf8').toString('base64url');
}

function decode(list: string, cursor: string): Pick<CursorPageRequest, 'upstreamCursor' | 'skip'> | null {
  if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 3 || value[0] !== list) return null;
  const [, upstreamCursor, skip] = value as [unknown, unknown, unknown];
  const validCursor =
    upstreamCursor === null || (typeof upstreamCursor === 'string' && UPSTREAM_CURSOR.test(upstreamCursor));
  const validSkip = Number.isInteger(skip) && (skip as number) >= 0 && (skip as number) <= MAX_SKIP;
  if (!validCursor || !validSkip) return null;
  const position = { upstreamCursor: upstreamCursor as string | null, skip: skip as number };
  return encodeCursorPosition(list, position.upstreamCursor, position.skip) === cursor ? position : null;
}

/**
 * The connection of `request` from the page bunny.net answered. `toNode` returns null for a record that cannot be a
 * node (no id): it is left out, and the other records keep their positions, so cursors stay stable.
 */
export function cursorConnectionOf<T, Node>(
  request: CursorPageRequest,
  page: CursorPage<T>,
  toNode: (item: T) => Node | null,
): Connection<Node> {
  const chosen = page.items.slice(request.skip, request.skip + request.first);
  const next = page.nextCursor !== null && UPSTREAM_CURSOR.test(page.nextCursor) ? page.nextCursor : null;
  const lastIndex = chosen.length - 1;
  const edges = chosen.flatMap((item, index) => {
    const node = toNode(item);
    if (node === null) return [];
    const cursor =
      index === lastIndex && next !== null && request.skip + chosen.length === page.items.length
        ? encodeCursorPosition(request.list, next, 0)
        : encodeCursorPosition(request.list, request.upstreamCursor, request.skip + index + 1);
    return [{ cursor, node }];
  });
  return {
    edges,
    pageInfo: {
      hasNextPage: next !== null || page.items.length > request.skip + request.first,
      hasPreviousPage: request.upstreamCursor !== null || request.skip > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    totalCount: page.totalItems,
  };
}

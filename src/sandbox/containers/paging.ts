import { errorDetails } from '../core/errors.js';
import { json, type Reply } from '../core/http.js';
import type { HandlerContext } from '../router.js';

/**
 * Magic Containers' cursor lists (`limit`, `nextCursor`), answered `{ items, meta: { totalItems }, cursor }`, with
 * `cursor` null on the last page. The sandbox's cursor is the offset of the next record, opaque to callers, and as
 * awkward as bunny.net's own may be: longer than 1,024 characters and holding every character that fits a query value
 * but not a path segment (`/ + = % ? #`), so the gateway is tried with such a token end to end.
 */

const MAX_LIMIT = 1000;
const DEFAULT_LIMIT = 20;
const CURSOR_FILLER = 'bXMtYXBwcw'.repeat(104);

const cursorAt = (list: string, offset: number): string => `${list}/${offset}?o=${offset}+%#${CURSOR_FILLER}==`;

function offsetOf(list: string, cursor: string | null): number | null {
  if (cursor === null || cursor === '') return 0;
  const match = /^[a-z]+\/(\d{1,6})\?/.exec(cursor);
  return match && cursorAt(list, Number(match[1])) === cursor ? Number(match[1]) : null;
}

/** The page of `items` the request's `limit` and `nextCursor` ask for, each record made by `toRecord`. */
export function cursorPage<T>(
  context: HandlerContext,
  list: string,
  items: readonly T[],
  toRecord: (item: T) => unknown,
): Reply {
  const rawLimit = context.query.get('limit');
  const limit = rawLimit === null ? DEFAULT_LIMIT : /^\d{1,4}$/.test(rawLimit) ? Number(rawLimit) : Number.NaN;
  if (!(limit >= 1 && limit <= MAX_LIMIT))
    return errorDetails(400, 'The limit is invalid.', context.path, [
      { field: 'limit', message: `The limit must be between 1 and ${MAX_LIMIT}.` },
    ]);
  const offset = offsetOf(list, context.query.get('nextCursor'));
  if (offset === null)
    return errorDetails(400, 'The cursor is invalid.', context.path, [
      { field: 'nextCursor', message: 'The cursor was not issued by this API.' },
    ]);
  const end = offset + limit;
  return json(200, {
    items: items.slice(offset, end).map(toRecord),
    meta: { totalItems: items.length },
    cursor: end < items.length ? cursorAt(list, end) : null,
  });
}

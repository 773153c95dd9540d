import { badInput, type AreaName } from '../../errors/gatewayError.js';
import { breaksPath } from '../../upstream/route.js';
import { checkedFirst, type Connection, type PagingArgs } from './connection.js';

/**
 * Relay connections over lists bunny.net pages with continuation tokens (Shield's event logs): each upstream page is
 * read with the token the previous one returned, and its size is bunny.net's. A cursor is the point to resume at,
 * (the token of an upstream page, how many of its records to skip), opaque (base64url) and bound to its list, so a
 * cursor of another list, or one changed by hand, is refused naming `after` before any upstream call.
 */

/** What a caller asked for: `first` records of the page read with `token` (null: the first page), after `skip`. */
export interface TokenPageRequest {
  readonly list: string;
  readonly token: string | null;
  readonly skip: number;
  readonly first: number;
}

/** One upstream page: its records, and the token of the next page when bunny.net says more follow. */
export interface TokenPage<T> {
  readonly items: readonly T[];
  readonly nextToken: string | null;
}

const MAX_TOKEN_LENGTH = 1024;
const MAX_SKIP = 100_000;

export function tokenPageRequest(service: AreaName, list: string, args: PagingArgs): TokenPageRequest {
  const first = checkedFirst(service, args);
  if (args.after == null) return { list, token: null, skip: 0, first };
  const resume = decodeResume(list, args.after);
  if (resume === null)
    throw badInput(service, 'after', 'after must be a cursor this same list (with the same filters) returned.');
  return { list, ...resume, first };
}

type Resume = Pick<TokenPageRequest, 'token' | 'skip'>;

function encodeResume(list: string, { token, skip }: Resume): string {
  return Buffer.from(JSON.stringify([list, token, skip]), 'utf8').toString('base64url');
}

function decodeResume(list: string, cursor: string): Resume | null {
  if (cursor.length > 4 * MAX_TOKEN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 3 || value[0] !== list) return null;
  const [, token, skip] = value as [string, unknown, unknown];
  // The token goes into the upstream path: only one that stays one path segment is taken.
  const tokenFits =
    token === null || (typeof token === 'string' && token.length <= MAX_TOKEN_LENGTH && !breaksPath(token));
  if (!tokenFits || !Number.isSafeInteger(skip) || (skip as number) < 0 || (skip as number) > MAX_SKIP) return null;
  const resume = { token: token as string | null, skip: skip as number };
  return encodeResume(list, resume) === cursor ? resume : null;
}

/**
 * The connection of `request` from the upstream page it read. An edge's cursor resumes right after it: further in
 * the same upstream page, or at the start of the next one when it is the page's last record. `toNode` returns null
 * for a record that cannot be a node: it is left out, and the others keep their cursors.
 */
export function tokenConnection<T, Node>(
  request: TokenPageRequest,
  page: TokenPage<T>,
  toNode: (item: T) => Node | null,
): Connection<Node> {
  const chosen = page.items.slice(request.skip, request.skip + request.first);
  const resumeAfter = (index: number): Resume => {
    const next = request.skip + index + 1;
    return next >= page.items.length && page.nextToken !== null
      ? { token: page.nextToken, skip: 0 }
      : { token: request.token, skip: next };
  };
  const edges = chosen.flatMap((item, index) => {
    const node = toNode(item);
    return node === null ? [] : [{ cursor: encodeResume(request.list, resumeAfter(index)), node }];
  });
  return {
    edges,
    pageInfo: {
      hasNextPage: request.skip + chosen.length < page.items.length || page.nextToken !== null,
      hasPreviousPage: request.token !== null || request.skip > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    totalCount: null,
  };
}

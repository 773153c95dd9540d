import type { AreaName } from '../../../errors/gatewayError.js';
import { breaksPath } from '../../../upstream/route.js';
import { checkedFirst, type PagingArgs } from './args.js';
import { connectionOf, type Connection } from './connection.js';
import { decodeCursor, encodeCursor, isCount, type PositionCodec } from './cursor.js';

/**
 * Paging by continuation token, for lists bunny.net pages with a token of its own (Magic Containers' `nextCursor`,
 * Shield's event logs): each upstream page is read with the token the previous one returned. A cursor holds the point
 * to resume at: the token of an upstream page (null: the first) and how many of its records to pass over.
 */

/** Where a list's token goes in the call: a query value (percent-encoded whole), or one path segment. */
export type TokenPlacement = 'query' | 'path';

/** What a token list says of its tokens and pages (tokenLists.ts has bunny.net's). */
export interface TokenShape {
  readonly placement: TokenPlacement;
  /** The most records of one upstream page that a cursor may pass over. */
  readonly maxSkip: number;
}

/** What a caller asked for: `first` records of the upstream page read with `token`, after its first `skip`. */
export interface TokenPageRequest {
  readonly list: string;
  readonly token: string | null;
  readonly skip: number;
  readonly first: number;
}

/** One upstream page: its records, the token of the next page (null: none follows), and the list's size if told. */
export interface TokenPage<T> {
  readonly items: readonly T[];
  readonly nextToken: string | null;
  readonly totalItems?: number | null;
}

/** A token list of bunny.net: its shape, and the call that reads the upstream page a request starts in. */
export interface TokenList<T> {
  readonly shape: TokenShape;
  read(request: TokenPageRequest): Promise<TokenPage<T>>;
}

const MAX_QUERY_TOKEN_LENGTH = 4096;
const MAX_PATH_TOKEN_LENGTH = 1024;
const CONTROL = /[\u0000-\u001f\u007f]/;
/** With the `u` flag only an unpaired surrogate matches: such a string cannot be percent-encoded. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * Whether a token can be sent where its list puts it, unchanged: any text fits a query value (up to 4,096
 * characters); a path segment must stay one segment (no `/`, `?`, `#`, `%`, `\`, `..`) and 1,024 characters at most.
 * The gateway checks bunny.net's tokens with this as they arrive, so every cursor it makes is one it takes back.
 */
export function tokenFits(placement: TokenPlacement, token: string): boolean {
  if (token === '' || CONTROL.test(token) || LONE_SURROGATE.test(token)) return false;
  if (placement === 'query') return token.length <= MAX_QUERY_TOKEN_LENGTH;
  return token.length <= MAX_PATH_TOKEN_LENGTH && !breaksPath(token);
}

type Resume = Pick<TokenPageRequest, 'token' | 'skip'>;

function resumeCodec({ placement, maxSkip }: TokenShape): PositionCodec<Resume> {
  return {
    fields: ({ token, skip }) => [token, skip],
    read: (fields) => {
      const [token, skip] = fields;
      const tokenOk = token === null || (typeof token === 'string' && tokenFits(placement, token));
      return fields.length === 2 && tokenOk && isCount(skip, maxSkip) ? { token, skip } : null;
    },
  };
}

/** `first`/`after` checked; a cursor of another list, or one whose token would not fit its place, names `after`. */
export function tokenPageRequest(
  service: AreaName,
  list: string,
  args: PagingArgs,
  shape: TokenShape,
): TokenPageRequest {
  const first = checkedFirst(service, args);
  if (args.after == null) return { list, token: null, skip: 0, first };
  return { list, ...decodeCursor(service, list, resumeCodec(shape), args.after), first };
}

/**
 * The connection of `request` from the upstream page it read. An edge's cursor resumes right after it: further in
 * the same upstream page, or at the start of the next one when it is the page's last record.
 */
export function tokenConnection<T, Node>(
  request: TokenPageRequest,
  shape: TokenShape,
  page: TokenPage<T>,
  toNode: (item: T) => Node | null,
): Connection<Node> {
  const items = page.items.slice(request.skip, request.skip + request.first);
  const codec = resumeCodec(shape);
  const resumeAfter = (index: number): Resume => {
    const next = request.skip + index + 1;
    return next >= page.items.length && page.nextToken !== null
      ? { token: page.nextToken, skip: 0 }
      : { token: request.token, skip: next };
  };
  return connectionOf(
    {
      items,
      cursorAfter: (index) => encodeCursor(request.list, codec, resumeAfter(index)),
      hasNextPage: request.skip + items.length < page.items.length || page.nextToken !== null,
      hasPreviousPage: request.token !== null || request.skip > 0,
      totalCount: page.totalItems ?? null,
    },
    toNode,
  );
}

/** The connection of `request`, read from a token list of bunny.net: the whole of a list field's resolver. */
export async function tokenListConnection<T, Node>(
  request: TokenPageRequest,
  list: TokenList<T>,
  toNode: (item: T) => Node | null,
): Promise<Connection<Node>> {
  return tokenConnection(request, list.shape, await list.read(request), toNode);
}

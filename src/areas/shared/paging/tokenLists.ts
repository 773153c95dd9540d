import type { AreaName } from '../../../errors/gatewayError.js';
import { countOf, itemsOf, objectOf, unexpectedPage, type ListAnswer, type PageQuery } from './listCall.js';
import { tokenFits, type TokenList, type TokenShape } from './tokens.js';

/**
 * bunny.net's token lists, one adapter per shape: where the token goes, how a page is asked for and its envelope. A
 * token bunny.net answers that could not be sent back where it goes is UPSTREAM_ERROR at once, so every cursor the
 * gateway makes is one it takes as `after`.
 */

/** Magic Containers' greatest `limit` (magic-containers-api.json: 1 to 1000). */
const MAX_LIMIT = 1000;

/** Magic Containers' lists: `limit` and bunny.net's `nextCursor` as a query value. */
export const containerCursors: TokenShape = { placement: 'query', maxSkip: MAX_LIMIT };

/**
 * A Magic Containers list (`GET /mc/apps?limit=&nextCursor=`), answered `{ items, meta: { totalItems }, cursor }`.
 * One call reads the page: following `endCursor` asks for `first` records, resuming from a middle edge asks for the
 * records passed over too (`skip + first`, at most bunny.net's 1000).
 */
export function containerCursorList<Item>(
  service: AreaName,
  call: (query: PageQuery) => Promise<ListAnswer>,
): TokenList<Item | null> {
  return {
    shape: containerCursors,
    async read({ token, skip, first }) {
      const limit = String(Math.min(skip + first, MAX_LIMIT));
      const { data, status } = await call({ limit, ...(token !== null && { nextCursor: token }) });
      const envelope = objectOf(data);
      const items = itemsOf(envelope?.['items']);
      const cursor = envelope?.['cursor'];
      const nextToken = typeof cursor === 'string' && cursor !== '' ? cursor : null;
      if (!envelope || !items || (nextToken !== null && !tokenFits('query', nextToken)))
        throw unexpectedPage(service, status);
      const totalItems = countOf(objectOf(envelope['meta'])?.['totalItems']) ?? null;
      return { items: items as (Item | null)[], nextToken, totalItems };
    },
  };
}

/**
 * bunny.net documents no token for the first page of Shield's event logs, yet the path needs one: this one stands
 * for "from the start of the day".
 */
const FIRST_EVENT_LOG_TOKEN = '0';

/** Shield's event logs: the continuation token is a path segment; bunny.net's page size is its own. */
export const shieldEventLogTokens: TokenShape = { placement: 'path', maxSkip: 100_000 };

/**
 * A day of Shield's event logs (`GET /shield/event-logs/{shieldZoneId}/{date}/{continuationToken}`), answered
 * `{ logs, hasMoreData, continuationToken }`; an empty answer is an empty page.
 */
export function shieldEventLogList<Item>(
  service: AreaName,
  call: (continuationToken: string) => Promise<ListAnswer>,
): TokenList<Item | null> {
  return {
    shape: shieldEventLogTokens,
    async read({ token }) {
      const { data, status } = await call(token ?? FIRST_EVENT_LOG_TOKEN);
      if (data === undefined) return { items: [], nextToken: null };
      const envelope = objectOf(data);
      const items = itemsOf(envelope?.['logs']);
      const next = envelope?.['continuationToken'];
      const nextToken = envelope?.['hasMoreData'] === true && typeof next === 'string' && next !== '' ? next : null;
      if (!envelope || !items || (nextToken !== null && !tokenFits('path', nextToken)))
        throw unexpectedPage(service, status);
      return { items: items as (Item | null)[], nextToken };
    },
  };
}

/** The audit log's greatest `Limit` (core-api.json: 1 to 10,000). */
const MAX_AUDIT_LOG_LIMIT = 10_000;

/** The account's audit log: `Limit`, and bunny.net's `ContinuationToken` as a query value. */
export const auditLogTokens: TokenShape = { placement: 'query', maxSkip: MAX_AUDIT_LOG_LIMIT };

/**
 * A day of the account's audit log (`GET /user/audit/{date}?Limit=&ContinuationToken=`), answered `{ Logs,
 * HasMoreData, ContinuationToken }`. As with Magic Containers, one call reads the page: resuming from a middle edge
 * asks for the records passed over too (`skip + first`, at most bunny.net's 10,000).
 */
export function auditLogList<Item>(
  service: AreaName,
  call: (query: PageQuery) => Promise<ListAnswer>,
): TokenList<Item | null> {
  return {
    shape: auditLogTokens,
    async read({ token, skip, first }) {
      const Limit = String(Math.min(skip + first, MAX_AUDIT_LOG_LIMIT));
      const { data, status } = await call({ Limit, ...(token !== null && { ContinuationToken: token }) });
      const envelope = objectOf(data);
      const items = itemsOf(envelope?.['Logs']);
      const next = envelope?.['ContinuationToken'];
      const nextToken = envelope?.['HasMoreData'] === true && typeof next === 'string' && next !== '' ? next : null;
      if (!envelope || !items || (nextToken !== null && !tokenFits('query', nextToken)))
        throw unexpectedPage(service, status);
      return { items: items as (Item | null)[], nextToken };
    },
  };
}

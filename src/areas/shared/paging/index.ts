/**
 * The one paging model of the graph (docs/graph.md, "Connections"): Relay connections over every shape of bunny.net
 * list. An area imports what it needs from here:
 * - validation: `pageRequest` (numbered pages, whole lists) or `tokenPageRequest` with the list's token shape;
 * - client: one list method made with `numberedList(shape, ...)` or a token list adapter;
 * - resolver: `pagedConnection`, `tokenListConnection` or `wholeConnection`.
 */

export { checkedFirst, DEFAULT_FIRST, MAX_FIRST, type PagingArgs } from './args.js';
export type { Connection } from './connection.js';
export { MAX_OFFSET, pageRequest, wholeConnection, type PageRequest } from './offsets.js';
export { pagedConnection, type NumberedList, type PageAnswer, type UpstreamPage } from './pages.js';
export { corePages, corePagesOrWhole, mappedList, numberedList, shieldPages, streamPages } from './numberedLists.js';
export type { ListAnswer, PageQuery } from './listCall.js';
export { tokenListConnection, tokenPageRequest, type TokenList, type TokenPageRequest } from './tokens.js';
export {
  containerCursorList,
  containerCursors,
  FIRST_EVENT_LOG_TOKEN,
  shieldEventLogList,
  shieldEventLogTokens,
} from './tokenLists.js';

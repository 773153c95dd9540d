/**
 * The one paging model of the graph (docs/graph.md, "Connections"): Relay connections over every shape of bunny.net
 * list. An area imports what it needs from here:
 * - validation: `pageRequest` (numbered pages, whole lists), or `tokenPageRequest` with the list's token shape;
 * - client: one method per list, made with `numberedList(shape, area, call)` or a token list adapter;
 * - resolver: `pagedConnection`, `tokenListConnection` or `wholeConnection`.
 * A new shape of list is a new adapter beside the others (numberedLists.ts, tokenLists.ts).
 */

export type { PagingArgs } from './args.js';
export type { Connection } from './connection.js';
export { pageRequest, wholeConnection, type PageRequest } from './offsets.js';
export { pagedConnection, type NumberedList } from './pages.js';
export {
  corePages,
  corePagesOrWhole,
  mappedList,
  numberedList,
  searchOffsets,
  shieldPages,
  streamPages,
} from './numberedLists.js';
export { tokenListConnection, tokenPageRequest, type TokenList, type TokenPageRequest } from './tokens.js';
export {
  auditLogList,
  auditLogTokens,
  containerCursorList,
  containerCursors,
  shieldEventLogList,
  shieldEventLogTokens,
} from './tokenLists.js';

import type { PageAnswer } from './connection.js';

/**
 * bunny.net's numbered page, `PaginationListModelOf...` in its documents: the answer of the core API's
 * `GET /pullzone` and `GET /videolibrary` when a page is asked for, and of the Edge Scripting API's lists.
 */
export interface UpstreamNumberedPage<Item> {
  Items?: (Item | null)[] | null;
  CurrentPage?: number;
  TotalItems?: number;
  HasMoreItems?: boolean;
}

/**
 * A numbered page as the connection reads it; a plain array (the core API ignoring the page) as the whole list when
 * `wholeListAllowed`. Undefined for anything else: the caller reports UPSTREAM_ERROR naming its own call.
 */
export function numberedPageAnswer<Item>(
  data: unknown,
  wholeListAllowed: boolean,
): PageAnswer<Item | null> | undefined {
  if (Array.isArray(data)) return wholeListAllowed ? { kind: 'whole', items: data as (Item | null)[] } : undefined;
  if (typeof data !== 'object' || data === null) return undefined;
  const { Items, TotalItems, HasMoreItems } = data as UpstreamNumberedPage<Item>;
  if (Items != null && !Array.isArray(Items)) return undefined;
  return {
    kind: 'page',
    items: Items ?? [],
    ...(typeof TotalItems === 'number' && { totalItems: TotalItems }),
    ...(typeof HasMoreItems === 'boolean' && { hasMore: HasMoreItems }),
  };
}

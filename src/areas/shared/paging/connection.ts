/**
 * The one edge builder of the graph: a Relay connection (`edges { cursor node }`, `pageInfo`, `totalCount`) from the
 * records of one page, whatever shape of bunny.net list they came from (offsets.ts, tokens.ts).
 */

export interface Connection<Node> {
  edges: { cursor: string; node: Node }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number | null;
}

/** The records of one page, in list order, and what the list says around them. */
export interface ListWindow<T> {
  readonly items: readonly T[];
  /** The cursor of `items[index]`: the point where the list resumes after that record. */
  cursorAfter(index: number): string;
  readonly hasNextPage: boolean;
  readonly hasPreviousPage: boolean;
  readonly totalCount: number | null;
}

/**
 * The connection of a window. `toNode` returns null for a record that cannot be a node (no id): it is left out, and
 * the other records keep their cursors.
 */
export function connectionOf<T, Node>(window: ListWindow<T>, toNode: (item: T) => Node | null): Connection<Node> {
  const edges = window.items.flatMap((item, index) => {
    const node = toNode(item);
    return node === null ? [] : [{ cursor: window.cursorAfter(index), node }];
  });
  return {
    edges,
    pageInfo: {
      hasNextPage: window.hasNextPage,
      hasPreviousPage: window.hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    totalCount: window.totalCount,
  };
}

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
 * An edge whose cursor is written when read. A cursor is base64 of a JSON array, and most pages (a dashboard's, a
 * table's) select `node` only: writing 20 cursors nobody reads cost every page per record, not per field selected.
 */
class Edge<Node> {
  declare readonly node: Node;
  declare private readonly window: ListWindow<unknown>;
  declare private readonly index: number;

  constructor(node: Node, window: ListWindow<unknown>, index: number) {
    this.node = node;
    this.window = window;
    this.index = index;
  }

  get cursor(): string {
    return this.window.cursorAfter(this.index);
  }
}

/** The page's flags, and its first and last cursors written when read, as the edges' are. */
class PageInfo {
  declare readonly hasNextPage: boolean;
  declare readonly hasPreviousPage: boolean;
  declare private readonly edges: readonly Edge<unknown>[];

  constructor(window: ListWindow<unknown>, edges: readonly Edge<unknown>[]) {
    this.hasNextPage = window.hasNextPage;
    this.hasPreviousPage = window.hasPreviousPage;
    this.edges = edges;
  }

  get startCursor(): string | null {
    return this.edges[0]?.cursor ?? null;
  }

  get endCursor(): string | null {
    return this.edges[this.edges.length - 1]?.cursor ?? null;
  }
}

/**
 * The connection of a window. `toNode` returns null for a record that cannot be a node (no id): it is left out, and
 * the other records keep their cursors.
 */
export function connectionOf<T, Node>(window: ListWindow<T>, toNode: (item: T) => Node | null): Connection<Node> {
  const edges: Edge<Node>[] = [];
  window.items.forEach((item, index) => {
    const node = toNode(item);
    if (node !== null) edges.push(new Edge(node, window, index));
  });
  return { edges, pageInfo: new PageInfo(window, edges), totalCount: window.totalCount };
}

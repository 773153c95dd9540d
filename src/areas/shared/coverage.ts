/**
 * The coverage manifest: for every operation bunny.net publishes, the GraphQL fields that reach it, or why the graph
 * leaves it out. Each area declares its part in its own `coverage.ts`, named by its descriptor (`Area.coverage`), so
 * an area that adds an operation changes nothing central. test/contract/coverage.test.ts holds the manifest against
 * the published documents, the schema, the sandbox and the area's client; `npm run coverage:docs` writes
 * docs/coverage.md from it.
 */

/** bunny.net's published OpenAPI documents, each by its file name without `.json` (../shared/upstream-openapi/). */
export const UPSTREAM_DOCUMENTS = [
  'core-api',
  'shield-api',
  'edge-scripting-api',
  'magic-containers-api',
  'stream-api',
  'origin-errors-api',
] as const;

export type UpstreamDocument = (typeof UPSTREAM_DOCUMENTS)[number];

export type OperationMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An operation as its document lists it: the method, a space, the path as written there (`GET /pullzone/{id}`). */
export type OperationName = `${OperationMethod} /${string}`;

/** A GraphQL schema coordinate, `Type.field`: `Query.pullZone`, `PullZone.statistics`, `Mutation.createShieldZone`. */
export type FieldCoordinate = `${string}.${string}`;

interface DocumentedOperation {
  readonly document: UpstreamDocument;
  readonly method: OperationMethod;
  /** The path exactly as the document writes it (Magic Containers' without its `/mc` server prefix). */
  readonly path: string;
}

/** An operation the graph reaches, with the fields whose resolvers call it (the root field first, then links). */
export interface ReachedOperation extends DocumentedOperation {
  readonly fields: readonly [FieldCoordinate, ...FieldCoordinate[]];
}

/** An operation the graph does not offer, and why: a sentence a reader of docs/coverage.md understands. */
export interface LeftOutOperation extends DocumentedOperation {
  readonly leftOut: string;
}

export type CoverageEntry = ReachedOperation | LeftOutOperation;

export const isReached = (entry: CoverageEntry): entry is ReachedOperation => 'fields' in entry;

/**
 * The entries of one document, written as the document names its operations:
 * `coreApi.reachedBy('GET /pullzone/{id}', 'Query.pullZone')`, `coreApi.leftOut('POST /user/closeaccount', '...')`.
 */
export function operationsOf(document: UpstreamDocument) {
  const split = (operation: OperationName) => {
    const space = operation.indexOf(' ');
    return { document, method: operation.slice(0, space) as OperationMethod, path: operation.slice(space + 1) };
  };
  return {
    reachedBy: (operation: OperationName, ...fields: [FieldCoordinate, ...FieldCoordinate[]]): ReachedOperation => ({
      ...split(operation),
      fields,
    }),
    leftOut: (operation: OperationName, reason: string): LeftOutOperation => ({ ...split(operation), leftOut: reason }),
  };
}

/**
 * An operation of a bunny.net API that none of the published documents describes (Edge Storage's, documented only by
 * its reference pages), with the fields that reach it: listed apart, in docs/coverage.md's own section.
 */
export interface OutsideDocuments {
  /** The API, as bunny.net's reference names it, e.g. `Edge Storage`. */
  readonly api: string;
  readonly method: OperationMethod;
  /** The path as bunny.net's reference writes it. */
  readonly path: string;
  readonly fields: readonly [FieldCoordinate, ...FieldCoordinate[]];
}

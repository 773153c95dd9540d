import { Kind, Source, type DocumentNode, type ExecutionResult, type OperationDefinitionNode } from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { describeOperation, type OperationDescription } from '../observability/requestSummary.js';
import type { GatewayContext } from '../request/context.js';

/**
 * Documents yoga has executed once, kept ready to run again without yoga: the parsed document, its one operation and
 * graphql-jit's compiled form. A document is prepared only after a request took the whole way through yoga and
 * envelop (parse, the nesting and token limits, validation with GraphQL Armor's rules, then execution), so whatever
 * those checks decide from the document alone has been decided; what depends on the request (variables' nesting,
 * the upstream-call estimate with these variables, variable coercion) is checked again on every request by the
 * plugins' prepared steps (plugins.ts) and preparedRun.ts, and anything in doubt goes back to yoga. Bounded like
 * yoga's parse cache.
 */

/** What graphql-jit compiles a document into: the envelop plugin's cache entries. */
export interface CompiledOperation {
  query(
    root: unknown,
    context: unknown,
    variables: Record<string, unknown> | null | undefined,
  ): ExecutionResult | Promise<ExecutionResult>;
  stringify(result: unknown): string;
}

export interface PreparedOperation {
  readonly document: DocumentNode;
  readonly operation: OperationDefinitionNode;
  /** The operation's name, if it has one. */
  readonly name: string | undefined;
  /** The document's text, where its errors' positions point. */
  readonly source: Source;
  readonly compiled: CompiledOperation;
  /** What the request summary records of it. */
  readonly description: OperationDescription;
}

/** As many documents as yoga's parse cache keeps. */
const MAX_PREPARED = 1000;

export class PreparedOperations {
  private readonly prepared = new Map<string, PreparedOperation>();
  /** Prepared at start-up (trusted documents): kept whatever else comes and goes. */
  private readonly pinned = new Map<string, PreparedOperation>();
  /** Compiled by the jit plugin, waiting for the execution that compiled them to finish. */
  private readonly compiled = new Map<string, CompiledOperation>();

  /**
   * The envelop graphql-jit plugin's `cache` option (keyed by the document's text, which is the request's query):
   * the plugin compiles each document once and the prepared operation runs that same compiled query.
   */
  readonly jitCache = {
    get: (query: string): CompiledOperation | undefined =>
      this.preparedFor(query)?.compiled ?? this.compiled.get(query),
    set: (query: string, compiled: CompiledOperation): void => remember(this.compiled, query, compiled),
  };

  get size(): number {
    return this.prepared.size;
  }

  /** The prepared operation of a request's document, if yoga has executed it and the request names no other. */
  lookup(params: GraphQLParams): PreparedOperation | undefined {
    return namedBy(params, params.query == null ? undefined : this.preparedFor(params.query));
  }

  /** The operation of a document prepared at start-up (a trusted document), if the request names no other. */
  pinnedFor(params: GraphQLParams): PreparedOperation | undefined {
    return namedBy(params, params.query == null ? undefined : this.pinned.get(params.query));
  }

  /**
   * Prepares a document ahead of any request (a trusted document, checked at start-up: execution/trustedAtStartUp.ts),
   * compiled as the graphql-jit plugin compiles it; only single-operation queries and mutations are.
   */
  pin(query: string, document: DocumentNode, compiled: CompiledOperation): void {
    const operation = soleOperation(document);
    if (operation && operation.operation !== 'subscription')
      this.pinned.set(query, prepare(query, document, operation, compiled));
  }

  private preparedFor(query: string): PreparedOperation | undefined {
    return this.pinned.get(query) ?? this.prepared.get(query);
  }

  /** Prepares each single-operation query or mutation once yoga has executed it. */
  plugin(): Plugin<GatewayContext> {
    return {
      onExecute: ({ args }) => {
        const query = args.contextValue.params?.query;
        if (typeof query !== 'string' || this.preparedFor(query) !== undefined) return;
        const operation = soleOperation(args.document);
        if (!operation || operation.operation === 'subscription') return;
        return {
          onExecuteDone: () => {
            const compiled = this.compiled.get(query);
            if (compiled === undefined) return;
            this.compiled.delete(query);
            remember(this.prepared, query, prepare(query, args.document, operation, compiled));
          },
        };
      },
    };
  }
}

function prepare(
  query: string,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  compiled: CompiledOperation,
): PreparedOperation {
  const name = operation.name?.value;
  const source = document.loc?.source ?? new Source(query);
  return { document, operation, name, source, compiled, description: describeOperation(operation, name) };
}

function soleOperation(document: DocumentNode): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return operations.length === 1 ? operations[0] : undefined;
}

/** Adds an entry, dropping the oldest when the map is full. */
function remember<T>(map: Map<string, T>, key: string, value: T): void {
  if (map.size >= MAX_PREPARED && !map.has(key)) map.delete(map.keys().next().value as string);
  map.set(key, value);
}

/** The operation, unless the request names another one (`operationName`). */
function namedBy(params: GraphQLParams, operation: PreparedOperation | undefined): PreparedOperation | undefined {
  return operation && (params.operationName == null || params.operationName === operation.name) ? operation : undefined;
}

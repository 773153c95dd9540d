import {
  Kind,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../context.js';
import { describeOperation, type OperationDescription } from '../observability/requestSummary.js';
import { tooDeepVariable } from '../plugins/nestingLimit.js';
import { estimateUpstreamCalls } from '../plugins/upstreamCallEstimate.js';

/**
 * Documents yoga has executed once, kept ready to run again without yoga: the parsed document, its one operation and
 * graphql-jit's compiled form. A document is prepared only after a request took the whole way through yoga and
 * envelop (parse, the nesting and token limits, validation with GraphQL Armor's rules, then execution), so whatever
 * those checks decide from the document alone has been decided; what depends on the request (variables' nesting,
 * the upstream-call estimate with these variables, variable coercion) is checked again on every request by
 * `lookup` and preparedExecution.ts, and anything in doubt goes back to yoga. Bounded like yoga's parse cache.
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
  readonly compiled: CompiledOperation;
  /** What the request summary records of it. */
  readonly description: OperationDescription;
  /** The upstream-call estimate when it cannot depend on variables (the operation declares none). */
  readonly fixedEstimate: number | undefined;
}

export interface PreparedLimits {
  readonly maxNesting: number;
  readonly maxUpstreamCalls: number;
}

/** As many documents as yoga's parse cache keeps. */
const MAX_PREPARED = 1000;

export class PreparedOperations {
  private readonly prepared = new Map<string, PreparedOperation>();
  /** Compiled by the jit plugin, waiting for the execution that compiled them to finish. */
  private readonly compiled = new Map<string, CompiledOperation>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly limits: PreparedLimits,
  ) {}

  /**
   * The envelop graphql-jit plugin's `cache` option (keyed by the document's text, which is the request's query):
   * the plugin compiles each document once and the prepared operation runs that same compiled query.
   */
  readonly jitCache = {
    get: (query: string): CompiledOperation | undefined =>
      this.prepared.get(query)?.compiled ?? this.compiled.get(query),
    set: (query: string, compiled: CompiledOperation): void => remember(this.compiled, query, compiled),
  };

  get size(): number {
    return this.prepared.size;
  }

  /** The prepared operation for a request, when every per-request check yoga would make is sure to pass. */
  lookup(params: GraphQLParams): PreparedOperation | undefined {
    const prepared = params.query === undefined ? undefined : this.prepared.get(params.query);
    if (!prepared) return undefined;
    const name = prepared.operation.name?.value;
    if (params.operationName != null && params.operationName !== name) return undefined;
    if (tooDeepVariable(params.variables, this.limits.maxNesting) !== undefined) return undefined;
    const estimate =
      prepared.fixedEstimate ?? estimateUpstreamCalls(this.schema, prepared.document, name, params.variables);
    return estimate > this.limits.maxUpstreamCalls ? undefined : prepared;
  }

  /** Prepares each single-operation query or mutation once yoga has executed it. */
  plugin(): Plugin<GatewayContext> {
    return {
      onExecute: ({ args }) => {
        const query = args.contextValue.params?.query;
        if (typeof query !== 'string' || this.prepared.has(query)) return;
        const operation = soleOperation(args.document);
        if (!operation || operation.operation === 'subscription') return;
        return {
          onExecuteDone: () => {
            const compiled = this.compiled.get(query);
            if (compiled === undefined) return;
            this.compiled.delete(query);
            remember(this.prepared, query, this.prepare(args.document, operation, compiled));
          },
        };
      },
    };
  }

  private prepare(
    document: DocumentNode,
    operation: OperationDefinitionNode,
    compiled: CompiledOperation,
  ): PreparedOperation {
    const fixedEstimate = operation.variableDefinitions?.length
      ? undefined
      : estimateUpstreamCalls(this.schema, document, operation.name?.value, {});
    const description = describeOperation(operation, operation.name?.value);
    return { document, operation, compiled, description, fixedEstimate };
  }
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

/** The hooks yoga runs for each request between reading its body and processing its result, which prepared runs skip. */
const OPERATION_HOOKS = [
  'onRequestParse',
  'onParams',
  'onParse',
  'onValidate',
  'onContextBuilding',
  'onExecute',
  'onSubscribe',
  'onExecutionResult',
  'onEnveloped',
] as const;

/** Whether a plugin hooks into the steps prepared runs skip (tracing's spans do): its presence turns them off. */
export function hasOperationHooks(plugin: Plugin<GatewayContext>): boolean {
  return OPERATION_HOOKS.some((hook) => hook in plugin);
}

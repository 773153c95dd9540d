import type { DocumentNode, ExecutionResult, GraphQLError, GraphQLSchema } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { requestError } from '../errors/requestErrors.js';
import type { GatewayContext } from '../request/context.js';
import { actualCalls, reportsCost, withCost } from './cost/costExtension.js';
import { staticCost } from './cost/staticCost.js';

/**
 * Demand control before execution: an operation whose estimated upstream calls (plugins/cost/staticCost.ts, from the
 * `@cost` and `@listSize` directives of the SDL) pass MAX_UPSTREAM_CALLS is refused with UPSTREAM_CALL_BUDGET
 * naming the budget and the estimate, before any resolver runs. It runs at execution rather than validation because
 * the estimate depends on variables (`nodes(ids: $ids)`, `first: $n`) and yoga caches validation per document. The
 * session's hard cap (upstream/budget.ts) still bounds what actually runs. Answers carry `extensions.cost` when the
 * request asks (costExtension.ts); prepared runs do the same through `preparedCost` (execution/plugins.ts).
 */

type Args = Record<string, unknown>;

export interface EstimateOptions {
  /** The upstream-call budget of a request (MAX_UPSTREAM_CALLS). */
  readonly maxCalls: number;
  /** `extensions.cost` on every answer, not only when asked (development). */
  readonly costInExtensions: boolean;
}

export function useUpstreamCallEstimate({ maxCalls, costInExtensions }: EstimateOptions): Plugin<GatewayContext> {
  return {
    // A subscription's estimate is what one of its events may cost: refused the same way, before the stream opens.
    onSubscribe({ args, setResultAndStopExecution }) {
      const estimated = estimateFor(args.schema, args.document, args.operationName, args.variableValues);
      if (estimated > maxCalls) setResultAndStopExecution({ errors: [overBudget(maxCalls, estimated)] });
    },
    onExecute({ args, setResultAndStopExecution }) {
      const { schema, document, operationName, variableValues, contextValue } = args;
      const estimated = estimateFor(schema, document, operationName, variableValues);
      const reported = reportsCost(contextValue, costInExtensions);
      if (estimated > maxCalls) {
        const refusal = { errors: [overBudget(maxCalls, estimated)] };
        return setResultAndStopExecution(
          reported ? withCost(refusal, { estimated, actual: 0, budget: maxCalls }) : refusal,
        );
      }
      if (!reported) return;
      return {
        onExecuteDone({ result, setResult }) {
          if (isAsyncIterable(result)) return;
          setResult(withCost(result, { estimated, actual: actualCalls(contextValue), budget: maxCalls }));
        },
      };
    },
  };
}

/** What a prepared run does in place of onExecuteDone: the result with `extensions.cost` when the request asks. */
export function preparedCost(
  schema: GraphQLSchema,
  { maxCalls, costInExtensions }: EstimateOptions,
): (
  result: ExecutionResult,
  document: DocumentNode,
  operationName: string | undefined,
  context: GatewayContext,
) => ExecutionResult {
  return (result, document, operationName, context) => {
    if (!reportsCost(context, costInExtensions)) return result;
    const estimated = estimateFor(schema, document, operationName, context.params.variables);
    return withCost(result, { estimated, actual: actualCalls(context), budget: maxCalls });
  };
}

type EstimateCache = WeakMap<DocumentNode, Map<string, number>>;
const withoutVariables = new WeakMap<GraphQLSchema, EstimateCache>();

/**
 * The estimate of a request. Without variables it depends on the document and the operation alone: worked out once
 * per document (yoga caches parsed documents, so a repeated query string is the same DocumentNode), not on every
 * request.
 */
export function estimateFor(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Args | null | undefined,
): number {
  if (variables && Object.keys(variables).length > 0) return staticCost(schema, document, operationName, variables);
  let cache = withoutVariables.get(schema);
  if (!cache) {
    cache = new WeakMap();
    withoutVariables.set(schema, cache);
  }
  let byOperation = cache.get(document);
  if (!byOperation) {
    byOperation = new Map();
    cache.set(document, byOperation);
  }
  const key = operationName ?? '';
  const known = byOperation.get(key);
  if (known !== undefined) return known;
  const estimate = staticCost(schema, document, operationName, {});
  byOperation.set(key, estimate);
  return estimate;
}

/** The estimated upstream calls of the chosen operation; 0 when its variables do not coerce (execution reports it). */
export const estimateUpstreamCalls = staticCost;

function overBudget(maxCalls: number, estimate: number): GraphQLError {
  return requestError(
    'UPSTREAM_CALL_BUDGET',
    `This operation would make an estimated ${estimate} upstream calls, over the budget of ${maxCalls} ` +
      '(MAX_UPSTREAM_CALLS). Ask for fewer records, ids or aliases, or split it into several requests.',
  );
}

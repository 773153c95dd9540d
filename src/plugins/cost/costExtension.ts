import type { ExecutionResult } from 'graphql';
import type { GatewayContext } from '../../request/context.js';

/**
 * `extensions.cost` of an answer, for a client that asks with the request header `x-bunny-cost: true` (and on every
 * answer in development): what the gateway estimated before running the operation, the calls it really made, and
 * the budget both are held to, so a client can see how close an operation comes and how loose the estimate is.
 */

/** The request header that asks for `extensions.cost`. */
export const COST_HEADER = 'x-bunny-cost';

export interface CostExtension {
  /** The upstream calls estimated before execution (the specification's static analysis, plugins/cost/). */
  readonly estimated: number;
  /** The upstream calls made, as the request's budget counted them (shared reads once, retries not again). */
  readonly actual: number;
  /** The request's upstream-call budget (MAX_UPSTREAM_CALLS). */
  readonly budget: number;
}

/** Whether this answer carries `extensions.cost`: always when `always` (development), else when the request asks. */
export function reportsCost(context: GatewayContext, always: boolean): boolean {
  return always || context.request?.headers.get(COST_HEADER)?.trim().toLowerCase() === 'true';
}

/** The calls this request has made so far. */
export function actualCalls(context: GatewayContext): number {
  return context.scope.upstream.callsMade;
}

/** The result with `extensions.cost` added beside any extension it has. */
export function withCost<Result extends ExecutionResult>(result: Result, cost: CostExtension): Result {
  return { ...result, extensions: { ...result.extensions, cost } };
}

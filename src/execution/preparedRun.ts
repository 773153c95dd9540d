import type { ExecutionResult, GraphQLError } from 'graphql';
import type { GraphQLParams } from 'graphql-yoga';
import type { GatewayContext } from '../request/context.js';
import type { PreparedStep } from './gatewayPlugin.js';
import type { PreparedOperation } from './preparedOperations.js';

/**
 * One request run on a prepared operation (preparedOperations.ts): graphql-jit's compiled query, with each plugin's
 * prepared step (gatewayPlugin.ts) done in place of its operation hooks, in the plugins' order: `admits` before
 * anything runs, `starts` with the context, `finishesErrors` on the result's errors, then `finishes` on the whole
 * result. The result then takes the same onResultProcess hooks and serialiser as every other request, error-free or
 * not (yogaAdapter.ts).
 */
export class PreparedRun {
  private readonly resolving: PreparedStep[];
  private readonly admitting: PreparedStep[];
  private readonly starting: PreparedStep[];
  private readonly finishing: PreparedStep[];
  private readonly finishingResults: PreparedStep[];

  constructor(steps: readonly PreparedStep[]) {
    this.resolving = steps.filter((step) => step.params);
    this.admitting = steps.filter((step) => step.admits);
    this.starting = steps.filter((step) => step.starts);
    this.finishing = steps.filter((step) => step.finishesErrors);
    this.finishingResults = steps.filter((step) => step.finishes);
  }

  /** The params the prepared document is looked up by, as the plugins' onParams would make them; else undefined. */
  params(sent: GraphQLParams): GraphQLParams | undefined {
    let params: GraphQLParams | undefined = sent;
    for (const step of this.resolving) params = params && step.params?.(params);
    return params;
  }

  /** Whether every step admits the request as it was sent; else yoga runs it, with every hook. */
  admits(operation: PreparedOperation, params: GraphQLParams): boolean {
    for (const step of this.admitting) if (!step.admits?.(operation, params)) return false;
    return true;
  }

  /**
   * The result, or undefined when the variables do not coerce: graphql-jit then answers before any resolver runs,
   * with errors and no data, and the caller hands the request to yoga, which words those errors.
   */
  async run(operation: PreparedOperation, context: GatewayContext): Promise<ExecutionResult | undefined> {
    for (const step of this.starting) step.starts?.(operation, context);
    const result = await operation.compiled.query(undefined, context, context.params.variables);
    if (result.data === undefined) return undefined;
    let finished = result.errors?.length ? { ...result, errors: this.finished(result.errors, operation) } : result;
    for (const step of this.finishingResults) finished = step.finishes?.(finished, operation, context) ?? finished;
    // What the envelop jit plugin adds: yoga's serialiser then uses the compiled stringifier.
    return Object.assign(finished, { stringify: operation.compiled.stringify });
  }

  private finished(errors: readonly GraphQLError[], operation: PreparedOperation): GraphQLError[] {
    let current = [...errors];
    for (const step of this.finishing) current = step.finishesErrors?.(current, operation) ?? current;
    return current;
  }
}

import type { ExecutionResult } from 'graphql';
import type { GraphQLParams } from 'graphql-yoga';
import type { GatewayContext } from '../request/context.js';
import { type GatewayPlugin, type HitStep, PREPARED_RUNS_OFF, type PreparedStep } from './gatewayPlugin.js';
import type { PreparedOperation, PreparedOperations } from './preparedOperations.js';
import { hasOwnDocument } from './plainRequest.js';
import { PreparedRun } from './preparedRun.js';

/**
 * Kept answers of documents known in advance (trusted documents, prepared at start-up), answered as cheaply as a
 * static file: a plain JSON POST naming such a document by id is looked up by its credentials, document and variables
 * before anything is parsed, validated or executed (the response cache's `hits` step, one store round trip), and a
 * kept answer's stored bytes go through the same result hooks and serialiser as every answer (executor.ts). A miss
 * runs as any other request. Planned at start-up from the plugins' declared steps (gatewayPlugin.ts); a plugin that
 * turns prepared runs off without a `hits` step turns these hits off, and the start-up log says which.
 */

/** The hits' plan: on, with each plugin's steps; or off, and why. */
export type HitPlan =
  | { readonly on: true; readonly answer: NonNullable<HitStep['answer']>; readonly steps: readonly HitStep[] }
  | { readonly on: false; readonly offBy: readonly string[] };

export function hitPlanOf(plugins: readonly GatewayPlugin[]): HitPlan {
  const answering = plugins.flatMap((plugin) => (plugin.hits?.answer ? [plugin.hits.answer] : []));
  if (answering.length !== 1) return { on: false, offBy: [] };
  const offBy = plugins.flatMap((plugin) =>
    plugin.prepared === PREPARED_RUNS_OFF && plugin.hits === undefined ? [plugin.name] : [],
  );
  if (offBy.length > 0) return { on: false, offBy };
  const steps = plugins.flatMap((plugin) => stepOf(plugin) ?? []);
  return { on: true, answer: answering[0] as NonNullable<HitStep['answer']>, steps };
}

function stepOf({ hits, prepared }: GatewayPlugin): HitStep | undefined {
  if (hits) return hits;
  return typeof prepared === 'object' ? { params: prepared.params, admits: prepared.admits } : undefined;
}

/** A request a kept answer may answer: its document's prepared operation and its params. */
export interface HitCandidate {
  readonly operation: PreparedOperation;
  readonly params: GraphQLParams;
}

export class StoredAnswers {
  /** The plugins' `params` and `admits`, run as a prepared run runs them. */
  private readonly checks: PreparedRun;
  private readonly answered: readonly HitStep[];

  constructor(
    private readonly plan: Extract<HitPlan, { on: true }>,
    /** The documents prepared at start-up: the only ones a hit answers. */
    private readonly operations: PreparedOperations,
  ) {
    this.checks = new PreparedRun(plan.steps.map(({ params, admits }): PreparedStep => ({ params, admits })));
    this.answered = plan.steps.filter((step) => step.answered);
  }

  /** The request's document when it names one known in advance by id (no text of its own) and every step admits it. */
  candidate(sent: GraphQLParams): HitCandidate | undefined {
    if (hasOwnDocument(sent)) return undefined;
    const params = this.checks.params(sent);
    const operation = params && this.operations.pinnedFor(params);
    return params && operation && this.checks.admits(operation, sent) ? { operation, params } : undefined;
  }

  /** The kept answer, every plugin's `answered` step run on it; undefined: none is kept (or the store cannot say). */
  async answer(operation: PreparedOperation, context: GatewayContext): Promise<ExecutionResult | undefined> {
    const result = await this.plan.answer(operation, context);
    if (result) for (const step of this.answered) step.answered?.(operation, context);
    return result;
  }
}

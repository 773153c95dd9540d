import type { ExecutionResult, GraphQLError } from 'graphql';
import type { GraphQLParams } from 'graphql-yoga';
import type { RequestSecrets } from '../auth/secrets.js';
import {
  RequestScope,
  type ContextDependencies,
  type ContextRequest,
  type RequestSummary,
  type ServerContext,
} from '../context.js';
import { recordOperation } from '../observability/requestSummary.js';
import { withSourcePositions } from '../plugins/jitErrorLocations.js';
import type { PreparedOperation } from './preparedOperations.js';

/**
 * One request run on a prepared operation (preparedOperations.ts), doing for it what yoga and the plugins' execution
 * hooks do, in their order, and nothing else: the context yoga makes (its own fields, then the gateway's), the
 * summary the request-summary plugin fills, graphql-jit's compiled query, then the errors finished as the
 * jit-locations plugin and yoga's masking finish them. The result then takes the same onResultProcess hooks and
 * serialiser as every other request (http/resultProcessing.ts): request ids, credential scrubbing, error codes, status.
 */

type MaskError = (error: unknown, message: string) => Error;

export interface PreparedRunDependencies {
  readonly context: ContextDependencies;
  readonly maskError: MaskError;
}

/** The message yoga's masking gives an unexpected error. */
const UNEXPECTED = 'Unexpected error.';

/**
 * The result, or undefined when the variables do not coerce: graphql-jit then answers before any resolver runs, with
 * errors and no data, and the caller hands the request to yoga, which words those errors (argument names, status).
 */
export async function runPrepared(
  prepared: PreparedOperation,
  deps: PreparedRunDependencies,
  request: ContextRequest,
  serverContext: ServerContext,
  params: GraphQLParams,
): Promise<ExecutionResult | undefined> {
  const { summary, secrets } = serverContext;
  const context = new PreparedContext(deps.context, request, params, serverContext);
  recordOperation(summary, prepared.description, secrets);
  const result = await prepared.compiled.query(undefined, context, params.variables);
  if (result.data === undefined) return undefined;
  summary.prepared = true;
  const finished = result.errors?.length
    ? { ...result, errors: finishedErrors(result.errors, prepared, deps) }
    : result;
  // What the envelop jit plugin adds: yoga's serialiser then uses the compiled stringifier.
  return Object.assign(finished, { stringify: prepared.compiled.stringify });
}

/** The context of a prepared run: yoga's own fields, the server context's and the gateway's (clients made on use). */
class PreparedContext extends RequestScope {
  readonly requestId: string;
  readonly summary: RequestSummary;
  readonly secrets: RequestSecrets;

  constructor(
    deps: ContextDependencies,
    readonly request: ContextRequest,
    readonly params: GraphQLParams,
    serverContext: ServerContext,
  ) {
    super(deps, request, serverContext.requestId, serverContext.secrets);
    this.requestId = serverContext.requestId;
    this.summary = serverContext.summary;
    this.secrets = serverContext.secrets;
  }
}

function finishedErrors(
  errors: readonly GraphQLError[],
  prepared: PreparedOperation,
  deps: PreparedRunDependencies,
): GraphQLError[] {
  const source = prepared.document.loc?.source;
  const positioned = source ? withSourcePositions(errors, source) : errors;
  return positioned.map((error) => deps.maskError(error, UNEXPECTED) as GraphQLError);
}

import { Kind, getOperationAST, type ExecutionResult, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestSecrets } from '../auth/secrets.js';
import type { GatewayContext, ServerContext } from '../request/context.js';
import type { RequestSummary } from '../request/summary.js';

/** Records the operation's name, type and error codes into the request summary that the HTTP layer logs. */
export function useRequestSummary(): Plugin<GatewayContext> {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      const { summary, secrets } = args.contextValue.scope;
      // A video library key looked up during execution joins the same set of secrets, which the log line scrubs with.
      recordOperation(summary, describeOperation(operation, args.operationName), secrets);
    },
    // The error codes and whether data came back, read off the final result: every refusal passes here too (a
    // parse or nesting failure, a validation error, an estimate over the budget, an HTTP-level refusal), which
    // parse/validate/execute hooks miss whenever an earlier plugin stops the request.
    onResultProcess({ result, serverContext }) {
      const summary = (serverContext as Partial<ServerContext>).scope?.summary;
      if (!summary || (typeof result === 'object' && result !== null && Symbol.asyncIterator in result)) return;
      for (const one of (Array.isArray(result) ? result : [result]) as ExecutionResult[]) recordResult(summary, one);
    },
  };
}

/** What the request summary records of an operation; the same for every request of a document. */
export interface OperationDescription {
  readonly operationName: string | undefined;
  readonly operationType: string | undefined;
  readonly rootField: string | undefined;
}

export function describeOperation(
  operation: OperationDefinitionNode | null | undefined,
  requestedName: string | null | undefined,
): OperationDescription {
  return {
    operationName: operation?.name?.value ?? requestedName ?? undefined,
    operationType: operation?.operation,
    rootField: rootFieldOf(operation),
  };
}

/** Records the operation, its name scrubbed: a caller may write its key into it, and it is logged. */
export function recordOperation(
  summary: RequestSummary,
  { operationName, operationType, rootField }: OperationDescription,
  secrets: RequestSecrets,
): void {
  summary.operationName = operationName === undefined ? undefined : secrets.scrub(operationName);
  summary.operationType = operationType;
  summary.rootField = rootField;
}

/** Whether data came back and the error codes (what the onResultProcess hook records of every result). */
export function recordResult(summary: RequestSummary, result: ExecutionResult): void {
  if (result.data != null) summary.hadData = Object.values(result.data).some((value) => value !== null);
  for (const error of result.errors ?? [])
    summary.errorCodes.push(String(error.extensions?.['code'] ?? 'INTERNAL_SERVER_ERROR'));
}

/** The single root field an operation selects (aliases of it included), else `multiple`. */
function rootFieldOf(operation: OperationDefinitionNode | null | undefined): string | undefined {
  if (!operation) return undefined;
  const names = new Set(
    operation.selectionSet.selections.map((selection) =>
      selection.kind === Kind.FIELD ? selection.name.value : 'multiple',
    ),
  );
  return names.size === 1 ? [...names][0] : 'multiple';
}

import { Kind, type ExecutionResult, type OperationDefinitionNode } from 'graphql';
import type { RequestSecrets } from '../auth/secrets.js';

/** What the HTTP layer logs and counts of one request; filled in during execution. */
export interface RequestSummary {
  operationName?: string | undefined;
  operationType?: string | undefined;
  /** The root field the operation selects, or `multiple`: a metric label bounded by the schema, unlike names. */
  rootField?: string | undefined;
  /** Answered by a prepared run (execution/preparedRun.ts): the plugins' steps in place of their operation hooks. */
  prepared?: boolean;
  /** Whether the result held data next to its errors (a partial result). */
  hadData?: boolean;
  errorCodes: string[];
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

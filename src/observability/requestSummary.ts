import { Kind, getOperationAST, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../context.js';

/** Records the operation's name, type and error codes into the request summary that the HTTP layer logs. */
export function useRequestSummary(): Plugin<GatewayContext> {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      const summary = args.contextValue.summary;
      const { secrets } = args.contextValue.credentials;
      // A caller may write its key into the operation name; the name is logged, so it is scrubbed like errors are.
      const operationName = operation?.name?.value ?? args.operationName ?? undefined;
      summary.operationName = operationName === undefined ? undefined : secrets.scrub(operationName);
      summary.operationType = operation?.operation;
      summary.rootField = rootFieldOf(operation);
      return {
        onExecuteDone({ result }) {
          // Scrubbed again: a video library key looked up during execution is a credential of the request too.
          if (summary.operationName !== undefined) summary.operationName = secrets.scrub(summary.operationName);
          if ('data' in result)
            summary.hadData =
              result.data !== null &&
              result.data !== undefined &&
              Object.values(result.data).some((value) => value !== null);
          if (!('errors' in result) || !result.errors) return;
          for (const error of result.errors)
            summary.errorCodes.push(String(error.extensions?.['code'] ?? 'INTERNAL_SERVER_ERROR'));
        },
      };
    },
    onParse({ context }) {
      return ({ result }) => {
        if (result instanceof Error) context.summary.errorCodes.push(String(codeOf(result) ?? 'GRAPHQL_PARSE_FAILED'));
      };
    },
    onValidate({ context }) {
      return ({ valid, result }) => {
        if (!valid)
          for (const error of result)
            context.summary.errorCodes.push(String(error.extensions?.['code'] ?? 'GRAPHQL_VALIDATION_FAILED'));
      };
    },
  };
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

function codeOf(error: Error): unknown {
  return (error as { extensions?: Record<string, unknown> }).extensions?.['code'];
}

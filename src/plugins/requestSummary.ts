import { getOperationAST, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import {
  describeOperation,
  recordOperation,
  recordResult,
  type OperationDescription,
} from '../observability/requestSummary.js';
import type { GatewayContext, ServerContext } from '../request/context.js';
import type { RequestScope } from '../request/scope.js';

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

/**
 * What a prepared run does in place of the onExecute hook (execution/plugins.ts declares it as the plugin's prepared
 * step): the operation as it starts, and that a prepared operation answered once the run has a result to process
 * (a run without data goes back to yoga). The result itself is recorded by the onResultProcess hook, on every path.
 */
export const preparedRequestSummary = {
  starts(description: OperationDescription, { summary, secrets }: RequestScope): void {
    recordOperation(summary, description, secrets);
  },
  finishes<T>(result: T, { summary }: RequestScope): T {
    summary.prepared = true;
    return result;
  },
};

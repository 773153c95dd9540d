import type { Plugin } from 'graphql-yoga';
import { requestError } from '../errors/requestErrors.js';
import type { GatewayContext } from '../request/context.js';

/**
 * yoga checks the type of `query`, `variables` and `extensions` but not of `operationName`: an object there reached
 * graphql-js as a name no operation has, and was answered as a document whose operation cannot be determined (200 to
 * application/json callers). It is a malformed request (GraphQL over HTTP: invalid parameters), BAD_REQUEST.
 */
export function useOperationNameParam(): Plugin<GatewayContext> {
  return {
    onParams({ params }) {
      const { operationName } = params as { operationName?: unknown };
      if (operationName == null || typeof operationName === 'string') return;
      throw requestError('BAD_REQUEST', 'operationName must be a string, the name of an operation of the document.');
    },
  };
}

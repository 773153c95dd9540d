import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../request/context.js';
import { rebuilt } from './rebuildError.js';

/**
 * GraphQL over HTTP: a request that fails before execution starts (variables that cannot be coerced, say) has no
 * `data`, and a client that accepts `application/graphql-response+json` must get a 4xx for it. yoga answers 200
 * unless an error carries `extensions.http.status`; `spec: true` makes yoga apply that status to
 * graphql-response+json clients only, so `application/json`-only clients keep their 200, as the specification allows.
 * Field errors always come with `data` (null at worst) and keep 200.
 */
export function useVariableErrorStatus(): Plugin<GatewayContext> {
  return {
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result) || !result.errors?.length || result.data !== undefined) return;
          setResult({ ...result, errors: result.errors.map(asRequestError) });
        },
      };
    },
  };
}

function asRequestError(error: GraphQLError): GraphQLError {
  if (error.extensions?.['http'] !== undefined) return error;
  return rebuilt(error, error.message, { ...error.extensions, http: { status: 400, spec: true } });
}

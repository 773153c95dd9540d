import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../request/context.js';
import { rebuilt } from './rebuildError.js';

/**
 * GraphQL Armor reports its limits (depth, aliases, directives, cost) as validation errors without a code and with
 * a misleading "Syntax Error:" prefix, and yoga then answers 200. They get the code and status of every other
 * invalid document: GRAPHQL_VALIDATION_FAILED, HTTP 400.
 */
export function useQueryLimitErrors(): Plugin<GatewayContext> {
  return {
    onValidate() {
      return ({ result, setResult }) => {
        if (!result.some((error) => error.extensions?.['code'] === undefined)) return;
        setResult(
          result.map((error) =>
            error.extensions?.['code'] !== undefined
              ? error
              : rebuilt(error, error.message.replace(/^Syntax Error: /, ''), {
                  ...error.extensions,
                  code: 'GRAPHQL_VALIDATION_FAILED',
                  http: { status: 400 },
                }),
          ),
        );
      };
    },
  };
}

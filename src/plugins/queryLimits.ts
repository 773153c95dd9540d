import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { GraphQLError, ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Config } from '../config.js';
import { httpExtension, type RequestErrorCode, requestError } from '../errors/requestErrors.js';
import { rebuilt } from './rebuildError.js';

/**
 * Query-shape limits, checked before execution (GraphQL Armor); every limit is set explicitly from config. Field
 * suggestions ("Did you mean ...") are blocked unless `showSuggestions` (on in npm run dev, off in production).
 */
export function queryLimitPlugins(limits: Config['limits'], showSuggestions: boolean): Plugin[] {
  // Each breach is reported as an ordinary validation error (instead of throwing out of validate()), with its own
  // code and a message naming the variable that sets the limit: answered like any invalid document (docs/errors.md).
  const reported = (code: RequestErrorCode, variable: string) => ({
    exposeLimits: true,
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => context?.reportError(breach(code, variable, error)),
    ],
  });
  return [
    // The token limit is counted while parsing, where there is no validation context: the refusal is thrown.
    maxTokensPlugin({
      n: limits.maxTokens,
      exposeLimits: true,
      onReject: [
        () => {
          throw requestError(
            'TOKEN_LIMIT',
            `The document has more than ${limits.maxTokens} tokens (MAX_QUERY_TOKENS): ask for less, or split it into several requests.`,
          );
        },
      ],
    }),
    // A real `__schema` field (GraphiQL's introspection is 15 deep) is exempt; an operation or fragment merely *named*
    // __schema is not: the old bypass is closed in these GraphQL Armor versions, and safety.test.ts checks it.
    maxDepthPlugin({
      n: limits.maxDepth,
      ignoreIntrospection: true,
      flattenFragments: true,
      ...reported('DEPTH_LIMIT', 'MAX_QUERY_DEPTH'),
    }),
    maxAliasesPlugin({ n: limits.maxAliases, ...reported('ALIAS_LIMIT', 'MAX_QUERY_ALIASES') }),
    maxDirectivesPlugin({ n: limits.maxDirectives, ...reported('DIRECTIVE_LIMIT', 'MAX_QUERY_DIRECTIVES') }),
    costLimitPlugin({
      maxCost: limits.maxCost,
      objectCost: 2,
      scalarCost: 1,
      depthCostFactor: 1.5,
      ignoreIntrospection: true,
      flattenFragments: true,
      ...reported('COST_LIMIT', 'MAX_QUERY_COST'),
    }),
    ...(showSuggestions ? [] : [blockFieldSuggestionsPlugin()]),
  ] as Plugin[];
}

/**
 * GraphQL Armor's sentence ("Query depth limit of 10 exceeded, found 12.") without its misleading "Syntax Error: "
 * prefix, naming the variable that sets the limit.
 */
function breach(code: RequestErrorCode, variable: string, error: GraphQLError): GraphQLError {
  const sentence = error.message.replace(/^Syntax Error: /, '').replace(/\.$/, '');
  return rebuilt(error, `${sentence} (${variable}).`, { code, http: httpExtension(code) });
}

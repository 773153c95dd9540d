import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { GraphQLError, ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Config } from '../config.js';

/**
 * Query-shape limits, checked before execution (GraphQL Armor); every limit is set explicitly from config. Field
 * suggestions ("Did you mean ...") are blocked unless `showSuggestions` (on in npm run dev, off in production).
 */
export function queryLimitPlugins(limits: Config['limits'], showSuggestions: boolean): Plugin[] {
  // Report a breach as an ordinary validation error (instead of throwing out of validate()), so it is answered
  // like any invalid document: HTTP 400, GRAPHQL_VALIDATION_FAILED (see queryLimitErrors.ts).
  const shared = {
    exposeLimits: true,
    propagateOnRejection: false,
    onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
  };
  return [
    // The token limit is checked while parsing, where there is no validation context: it keeps throwing (HTTP 400).
    maxTokensPlugin({ n: limits.maxTokens, exposeLimits: true }),
    // A real `__schema` field (GraphiQL's introspection is 15 deep) is exempt; an operation or fragment merely *named*
    // __schema is not: the old bypass is closed in these GraphQL Armor versions, and safety.test.ts checks it.
    maxDepthPlugin({ n: limits.maxDepth, ignoreIntrospection: true, flattenFragments: true, ...shared }),
    maxAliasesPlugin({ n: limits.maxAliases, ...shared }),
    maxDirectivesPlugin({ n: limits.maxDirectives, ...shared }),
    costLimitPlugin({
      maxCost: limits.maxCost,
      objectCost: 2,
      scalarCost: 1,
      depthCostFactor: 1.5,
      ignoreIntrospection: true,
      flattenFragments: true,
      ...shared,
    }),
    ...(showSuggestions ? [] : [blockFieldSuggestionsPlugin()]),
  ] as Plugin[];
}

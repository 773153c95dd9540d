import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { createYoga, maskError, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { CREDENTIAL_HEADERS } from './auth/credentials.js';
import type { Config } from './config.js';
import { createRequestContext, type ContextDependencies, type GatewayContext, type RequestContext, type ServerContext } from './context.js';
import { graphiqlOptions, type GraphiqlExamples } from './graphiql.js';

export type GatewayYoga = YogaServerInstance<ServerContext, RequestContext>;

export interface YogaDependencies extends ContextDependencies {
  readonly schema: GraphQLSchema;
  readonly plugins?: Plugin<GatewayContext>[];
  /** GraphiQL's pre-filled key and example ids (the sandbox's in `npm run dev`). */
  readonly graphiqlExamples?: GraphiqlExamples;
}

/** Adds the request id to every error, so a caller can quote it and an operator can find the log line. */
function useRequestIdInErrors(): Plugin<GatewayContext> {
  return {
    onExecute() {
      return {
        onExecuteDone({ args, result, setResult }) {
          if (!('errors' in result) || !result.errors?.length) return;
          const requestId = args.contextValue.requestId;
          setResult({ ...result, errors: result.errors.map((error) => withExtension(error, 'requestId', requestId)) });
        },
      };
    },
  };
}

function withExtension(error: GraphQLError, key: string, value: unknown): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, [key]: value },
  });
}

/** Query-shape limits, checked before execution (GraphQL Armor); every limit is set explicitly from config. */
function armorPlugins(limits: Config['limits']): Plugin[] {
  const shared = { exposeLimits: true } as const;
  return [
    maxTokensPlugin({ n: limits.maxTokens, ...shared }),
    maxDepthPlugin({ n: limits.maxDepth, ignoreIntrospection: false, flattenFragments: true, ...shared }),
    maxAliasesPlugin({ n: limits.maxAliases, ...shared }),
    maxDirectivesPlugin({ n: limits.maxDirectives, ...shared }),
    costLimitPlugin({ maxCost: limits.maxCost, objectCost: 2, scalarCost: 1, depthCostFactor: 1.5, ignoreIntrospection: false, flattenFragments: true, ...shared }),
    blockFieldSuggestionsPlugin(),
  ] as Plugin[];
}

export function createGatewayYoga(deps: YogaDependencies): GatewayYoga {
  const { config } = deps;
  return createYoga<ServerContext, RequestContext>({
    schema: deps.schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: config.graphiql ? () => graphiqlOptions(deps.graphiqlExamples ?? {}) : false,
    batching: false,
    multipart: true,
    // Covers the largest legitimate body, an upload; the HTTP layer applies the smaller JSON limit cheaply.
    maxRequestBodySize: config.limits.maxUploadBytes + config.limits.maxRequestBytes,
    logging: {
      debug: (...args) => deps.logger.debug({ yoga: args }, 'yoga'),
      info: (...args) => deps.logger.info({ yoga: args }, 'yoga'),
      warn: (...args) => deps.logger.warn({ yoga: args }, 'yoga'),
      error: (...args) => deps.logger.error({ yoga: args }, 'yoga'),
    },
    maskedErrors: {
      // Gateway bugs keep yoga's masking; GatewayErrors (GraphQLErrors) pass through untouched.
      maskError: (error, message, isDev) => {
        const masked = maskError(error, message, isDev);
        if (masked !== error) deps.logger.error({ err: error }, 'unexpected error in a resolver');
        return masked;
      },
    },
    context: ({ request, requestId }) => createRequestContext(deps, request, requestId, config.timeouts.requestDeadlineMs),
    plugins: [
      // Browsers must preflight any request carrying a credential header, so requiring one of them (or yoga's
      // own CSRF header) on GET and multipart requests stops cross-site form and image tricks, uploads included.
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf', ...CREDENTIAL_HEADERS] }),
      ...(config.introspection ? [] : [useDisableIntrospection()]),
      ...armorPlugins(config.limits),
      useRequestIdInErrors(),
      ...(deps.plugins ?? []),
    ],
  });
}

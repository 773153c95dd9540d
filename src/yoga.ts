import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { Kind, type GraphQLError, type GraphQLSchema, type ValidationContext } from 'graphql';
import type { CORSOptions } from '@whatwg-node/server';
import { createYoga, maskError, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { CREDENTIAL_HEADERS } from './auth/credentials.js';
import type { Config } from './config.js';
import {
  createRequestContext,
  type ContextDependencies,
  type GatewayContext,
  type RequestContext,
  type ServerContext,
} from './context.js';
import {
  useArgumentNamesInValueErrors,
  useJitErrorLocations,
  useQueryLimitErrors,
  useRequestIdInErrors,
} from './errors/plugins.js';
import { graphiqlOptions, type GraphiqlExamples } from './graphiql.js';
import { renderLocalGraphiql } from './http/graphiqlAssets.js';
import { useCredentialScrubbing } from './plugins/credentialScrubbing.js';
import { useNestingLimit } from './plugins/nestingLimit.js';
import { usePreflightRequired } from './plugins/preflightRequired.js';
import { useVariableErrorStatus } from './plugins/variableErrorStatus.js';

/** Headers a browser only sends after a CORS preflight: yoga's own CSRF header, or any credential header. */
export const CSRF_HEADERS: readonly string[] = ['x-graphql-yoga-csrf', ...CREDENTIAL_HEADERS];

export type GatewayYoga = YogaServerInstance<ServerContext, RequestContext>;

export interface YogaDependencies extends ContextDependencies {
  readonly schema: GraphQLSchema;
  /** The one CORS policy, shared with the routes the gateway answers itself. */
  readonly cors: CORSOptions;
  readonly plugins?: Plugin<GatewayContext>[];
  /** GraphiQL's pre-filled key and example ids (the sandbox's in `npm run dev`). */
  readonly graphiqlExamples?: GraphiqlExamples;
  /** Serve GraphiQL's scripts from this server (see http/graphiqlAssets.ts) instead of a CDN. */
  readonly localGraphiql?: boolean;
}

/** Query-shape limits, checked before execution (GraphQL Armor); every limit is set explicitly from config. */
function armorPlugins(limits: Config['limits']): Plugin[] {
  // Report a breach as an ordinary validation error (instead of throwing out of validate()), so it is answered
  // like any invalid document: HTTP 400, GRAPHQL_VALIDATION_FAILED (see useQueryLimitErrors).
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
    ...(deps.localGraphiql && { renderGraphiQL: renderLocalGraphiql }),
    cors: deps.cors,
    batching: false,
    // Multipart requests never reach yoga as such: http/multipartUpload.ts streams the file and hands yoga JSON.
    multipart: false,
    // Off: yoga's limit pipes every body through a web TransformStream, a large share of a request's cost. The
    // HTTP layer enforces the same limits more cheaply, requiring Content-Length on every body (gateway.ts).
    maxRequestBodySize: false,
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
    context: ({ request, requestId }) => createRequestContext(deps, request, requestId),
    plugins: [
      // Compiles each operation once into JavaScript (cached per document): the metrics read runs ~40% faster and
      // ten aliases of it ~2x, measured with npm run bench. Only for single-operation documents: the plugin caches
      // by document alone, so with several operations it would run the first one compiled whatever operationName
      // says (safety.test.ts proves the fallback to graphql-js).
      useGraphQlJit(
        {},
        {
          enableIf: ({ document }) =>
            document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).length === 1,
        },
      ),
      useJitErrorLocations(),
      // Browsers must preflight any request carrying a credential header, so requiring one of them (or yoga's
      // own CSRF header) on GET and multipart requests stops cross-site form and image tricks, uploads included.
      usePreflightRequired(CSRF_HEADERS),
      ...(config.introspection ? [] : [useDisableIntrospection()]),
      // Before GraphQL Armor's token limit, which counts tokens only while the recursive parser runs.
      useNestingLimit(config.limits.maxNesting),
      ...armorPlugins(config.limits),
      useQueryLimitErrors(),
      useArgumentNamesInValueErrors(),
      useRequestIdInErrors(),
      useVariableErrorStatus(),
      ...(deps.plugins ?? []),
      // Last, so that it sees every error in its final form.
      useCredentialScrubbing(),
    ],
  });
}

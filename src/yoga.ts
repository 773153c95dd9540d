import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import type { GraphQLSchema } from 'graphql';
import type { CORSOptions } from '@whatwg-node/server';
import { createYoga, maskError, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { CREDENTIAL_HEADERS } from './auth/credentials.js';
import {
  createRequestContext,
  type ContextDependencies,
  type GatewayContext,
  type RequestContext,
  type ServerContext,
} from './context.js';
import { graphiqlOptions, type GraphiqlExamples } from './graphiql.js';
import { renderLocalGraphiql } from './http/graphiqlAssets.js';
import type { Logger } from './logger.js';
import { useArgumentNamesInValueErrors } from './plugins/argumentNamesInValueErrors.js';
import { useCompiledExecution } from './plugins/graphqlJit.js';
import { useJitErrorLocations } from './plugins/jitErrorLocations.js';
import { useQueryLimitErrors } from './plugins/queryLimitErrors.js';
import { queryLimitPlugins } from './plugins/queryLimits.js';
import { useRequestIdInErrors } from './plugins/requestIdInErrors.js';
import { useCredentialScrubbing } from './plugins/credentialScrubbing.js';
import { useNestingLimit } from './plugins/nestingLimit.js';
import { usePreflightRequired } from './plugins/preflightRequired.js';
import { useUpstreamCallEstimate } from './plugins/upstreamCallEstimate.js';
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
  /** The prepared path's share of graphql-jit's compiled queries (execution/preparedOperations.ts). */
  readonly jitCache?: Parameters<typeof useCompiledExecution>[0];
  /** Serve GraphiQL's scripts from this server (see http/graphiqlAssets.ts) instead of a CDN. */
  readonly localGraphiql?: boolean;
}

/** Gateway bugs keep yoga's masking (and are logged); GatewayErrors (GraphQLErrors) pass through untouched. */
export function gatewayErrorMasking(logger: Logger): (error: unknown, message: string, isDev?: boolean) => Error {
  return (error, message, isDev) => {
    const masked = maskError(error, message, isDev);
    if (masked !== error) logger.error({ err: error }, 'unexpected error in a resolver');
    return masked;
  };
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
    maskedErrors: { maskError: gatewayErrorMasking(deps.logger) },
    context: ({ request, requestId, secrets }) => createRequestContext(deps, request, requestId, secrets),
    plugins: [
      useCompiledExecution(deps.jitCache),
      useJitErrorLocations(),
      // Browsers must preflight any request carrying a credential header, so requiring one of them (or yoga's
      // own CSRF header) on GET and multipart requests stops cross-site form and image tricks, uploads included.
      usePreflightRequired(CSRF_HEADERS),
      ...(config.introspection ? [] : [useDisableIntrospection()]),
      // Before GraphQL Armor's token limit, which counts tokens only while the recursive parser runs.
      useNestingLimit(config.limits.maxNesting),
      ...queryLimitPlugins(config.limits, config.fieldSuggestions),
      useQueryLimitErrors(),
      useUpstreamCallEstimate(config.limits.maxUpstreamCalls),
      useArgumentNamesInValueErrors(),
      useRequestIdInErrors(config.fieldSuggestions),
      useVariableErrorStatus(),
      ...(deps.plugins ?? []),
      // Last, so that it sees every error in its final form.
      useCredentialScrubbing(),
    ],
  });
}

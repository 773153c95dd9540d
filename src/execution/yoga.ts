import type { CORSOptions } from '@whatwg-node/server';
import type { GraphQLSchema } from 'graphql';
import { createYoga, maskError, type YogaServerInstance } from 'graphql-yoga';
import type { Area } from '../areas/shared/area.js';
import type { Config } from '../config.js';
import { graphiqlOptions, type GraphiqlExamples } from '../graphiql/options.js';
import { renderLocalGraphiql } from '../graphiql/assets.js';
import type { Logger } from '../logging/logger.js';
import type { ServerContext } from '../request/context.js';
import { DOCUMENT_ID_PARAMS } from '../trustedDocuments/trustedDocuments.js';
import type { GatewayPlugin } from './gatewayPlugin.js';

export type GatewayYoga = YogaServerInstance<ServerContext, Record<string, never>>;

export interface YogaDependencies {
  readonly config: Config;
  readonly logger: Logger;
  readonly schema: GraphQLSchema;
  /** The one CORS policy, shared with the routes the gateway answers itself. */
  readonly cors: CORSOptions;
  /** Every plugin, in order (plugins.ts). */
  readonly plugins: readonly GatewayPlugin[];
  /** The areas whose tabs GraphiQL shows. */
  readonly areas: readonly Area[];
  /** GraphiQL's pre-filled key and example ids (the sandbox's in `npm run dev`). */
  readonly graphiqlExamples?: GraphiqlExamples | undefined;
  /** Serve GraphiQL's scripts from this server (see graphiql/assets.ts) instead of a CDN. */
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

/** yoga, with the gateway's schema and plugins. Its context is the server context: the request's scope. */
export function createGatewayYoga(deps: YogaDependencies): GatewayYoga {
  const { config } = deps;
  return createYoga<ServerContext, Record<string, never>>({
    schema: deps.schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: config.graphiql ? () => graphiqlOptions(deps.graphiqlExamples ?? {}, Date.now(), deps.areas) : false,
    ...(deps.localGraphiql && { renderGraphiQL: renderLocalGraphiql }),
    cors: deps.cors,
    batching: false,
    // With or without a manifest: without one, a request naming a document by id is refused as not found (plugins.ts),
    // one that also sends its query runs, as prepared runs take it (plainRequest.ts).
    extraParamNames: [...DOCUMENT_ID_PARAMS],
    // Multipart requests never reach yoga as such: http/multipartUpload.ts streams the file and hands yoga JSON.
    multipart: false,
    // Off: yoga's limit pipes every body through a web TransformStream, a large share of a request's cost. The
    // HTTP layer enforces the same limits more cheaply, requiring Content-Length on every body (http/graphqlRoute.ts).
    maxRequestBodySize: false,
    logging: {
      debug: (...args) => deps.logger.debug({ yoga: args }, 'yoga'),
      info: (...args) => deps.logger.info({ yoga: args }, 'yoga'),
      warn: (...args) => deps.logger.warn({ yoga: args }, 'yoga'),
      error: (...args) => deps.logger.error({ yoga: args }, 'yoga'),
    },
    maskedErrors: { maskError: gatewayErrorMasking(deps.logger) },
    plugins: deps.plugins.flatMap((plugin) => [...plugin.plugins]),
  });
}

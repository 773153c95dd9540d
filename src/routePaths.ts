/**
 * The paths the gateway serves, where more than one room needs them: the HTTP layer routes by them and the request
 * log leaves the probes and GraphiQL's files out. A module of constants, so that no lower room imports the HTTP one.
 */

/** The GraphQL endpoint. */
export const GRAPHQL_PATH = '/graphql';

/** Liveness, readiness and metrics. */
export const PROBE_PATHS: readonly string[] = ['/health', '/ready', '/metrics'];

/** GraphiQL's own files, served by the gateway when the package is installed (graphiql/assets.ts). */
export const GRAPHIQL_ASSET_PREFIX = '/graphiql-assets/';

/** Where bunny.net's Stream webhooks are POSTed (a library's WebhookUrl): http/webhookRoute.ts, docs/live.md. */
export const STREAM_WEBHOOK_PATH = '/webhooks/bunny-stream';

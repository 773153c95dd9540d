import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { secretsOf } from '../auth/credentials.js';
import type { RequestSecrets } from '../auth/secrets.js';
import type { GatewayContext, ServerContext } from '../request/context.js';
import { rebuilt } from './rebuildError.js';

/**
 * No credential of the request ever comes back in an error: bunny.net sometimes echoes the key it was sent (in a
 * message, a problem detail's title or instance, a Shield errorKey), and a caller may write its key into the
 * document. Every string of every error (message and all extensions) is scrubbed when the result is turned into a
 * response, after every other plugin, with the request's credentials and any video library key looked up for it
 * (the request's one set of secrets, the scope's `secrets`).
 */
export function useCredentialScrubbing(): Plugin<GatewayContext> {
  return {
    onResultProcess({ request, result, setResult, serverContext }) {
      if (isAsyncIterable(result)) return;
      // The request's one set (keys looked up during execution included); a context made elsewhere (yoga's tests)
      // falls back to the credentials of the headers.
      const secrets = (serverContext as Partial<ServerContext>).scope?.secrets ?? secretsOf(request.headers);
      const scrub = (one: ExecutionResult): ExecutionResult => scrubbedResult(one, secrets);
      setResult(Array.isArray(result) ? result.map(scrub) : scrub(result as ExecutionResult));
    },
  };
}

/** One result with every credential scrubbed from its errors (a subscription's events too: plugins/liveResults.ts). */
export function scrubbedResult(one: ExecutionResult, secrets: RequestSecrets): ExecutionResult {
  return one.errors?.length ? { ...one, errors: one.errors.map((error) => scrubbedError(error, secrets)) } : one;
}

/** An error without any of the request's secrets in its message, extensions or path. */
export function scrubbedError(error: GraphQLError, secrets: RequestSecrets): GraphQLError {
  const message = secrets.scrub(error.message);
  const extensions = secrets.scrubDeep(error.extensions);
  const clean = message === error.message && extensions === error.extensions;
  if (clean && !error.path?.some((segment) => typeof segment === 'string' && secrets.appearsIn(segment))) return error;
  if (!(error instanceof GraphQLError)) return { ...(error as object), message, extensions } as unknown as GraphQLError;
  const path = error.path?.map((segment) => (typeof segment === 'string' ? secrets.scrub(segment) : segment));
  return rebuilt(error, message, extensions, path);
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

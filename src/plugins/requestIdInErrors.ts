import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext, ServerContext } from '../request/context.js';
import { rebuilt } from './rebuildError.js';

/**
 * Adds the request id to every error the caller sees (execution errors, masked gateway bugs, validation and
 * query-limit errors, CSRF and HTTP-level refusals alike), gives a field error that graphql-js raised without a code
 * its code, and, unless `showSuggestions` (npm run dev), hides every name suggestion. It runs when the result is
 * turned into a response, after yoga's masking, so nothing can drop or bypass it.
 */
export function useRequestIdInErrors(showSuggestions: boolean): Plugin<GatewayContext> {
  return {
    onResultProcess({ result, setResult, serverContext }) {
      const requestId = (serverContext as Partial<ServerContext>).scope?.requestId;
      if (isAsyncIterable(result)) return;
      const tag = (one: ExecutionResult): ExecutionResult => taggedResult(one, requestId, showSuggestions);
      setResult(Array.isArray(result) ? result.map(tag) : tag(result as ExecutionResult));
    },
  };
}

/** An error as the caller sees it: with the request id and, unless `showSuggestions`, no name suggestion. */
export function taggedError(
  error: GraphQLError,
  requestId: string | undefined,
  showSuggestions: boolean,
): GraphQLError {
  return withRequestId(showSuggestions ? error : withoutSuggestions(error), requestId);
}

/** One result whose errors carry the request id (a subscription's events too: plugins/liveResults.ts). */
export function taggedResult(
  one: ExecutionResult,
  requestId: string | undefined,
  showSuggestions: boolean,
): ExecutionResult {
  return one.errors?.length
    ? { ...one, errors: one.errors.map((error) => taggedError(error, requestId, showSuggestions)) }
    : one;
}

/**
 * GraphQL Armor hides `Did you mean "x"?` in validation errors only. graphql-js also suggests enum values
 * (`Did you mean the enum value "X"?`) and input fields of variables during execution; every error passes here last.
 */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

function withoutSuggestions(error: GraphQLError): GraphQLError {
  if (!error.message.includes('Did you mean ')) return error;
  const message = error.message.replace(SUGGESTION, ' [Suggestion hidden]').trim();
  if (!(error instanceof GraphQLError)) return { ...(error as object), message } as unknown as GraphQLError;
  return rebuilt(error, message, { ...error.extensions });
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/** Yoga's own HTTP-level refusals arrive as plain objects, not GraphQLError instances: both get the id. */
function withRequestId(error: GraphQLError, requestId: string | undefined): GraphQLError {
  if (requestId === undefined) return error;
  if (!(error instanceof GraphQLError)) {
    const plain = error as { extensions?: Record<string, unknown> };
    return { ...plain, extensions: { ...plain.extensions, requestId } } as unknown as GraphQLError;
  }
  return rebuilt(error, error.message, { ...error.extensions, ...codeOf(error), requestId });
}

/**
 * A field error without a code is one graphql-js raised on bunny.net's answer: a null where the schema promises a
 * value (`Cannot return null for non-nullable field`), a value a scalar or enum cannot serialize. The gateway's own
 * errors and yoga's masked ones carry their codes.
 */
function codeOf(error: GraphQLError): { code?: string } {
  return error.path !== undefined && error.extensions['code'] === undefined ? { code: 'UPSTREAM_ERROR' } : {};
}

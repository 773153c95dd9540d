import { type ExecutionResult, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { codeForRefusal, httpExtension, isRequestErrorCode } from '../errors/requestErrors.js';
import type { GatewayContext } from '../request/context.js';
import { rebuilt } from './rebuildError.js';

type Http = { status?: number; headers?: unknown } | undefined;

/**
 * An answer without `data` is a refused request: each of its errors gets the code and the status of
 * errors/requestErrors.ts (the table of docs/errors.md), whoever made it. yoga's own refusals say BAD_REQUEST whatever
 * their status (a mutation over GET is a 405) and ask for 200 to application/json callers when no query was sent;
 * graphql-js's errors carry no status at all. Answers with `data` (field errors) are left as they are: always 200.
 */
export function useRequestErrorStatus(): Plugin<GatewayContext> {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || isAsyncIterable(result)) return;
      const one = result as ExecutionResult;
      if (one.data !== undefined || !one.errors?.length) return;
      setResult({ ...one, errors: one.errors.map(withTableStatus) });
    },
  };
}

function withTableStatus(error: GraphQLError): GraphQLError {
  const extensions = (error.extensions ?? {}) as Record<string, unknown>;
  const http = extensions['http'] as Http;
  const stated = extensions['code'];
  const code = stated === 'BAD_REQUEST' && http?.status !== undefined ? codeForRefusal(http.status) : stated;
  if (!isRequestErrorCode(code)) return error;
  const next = { ...extensions, code, http: httpExtension(code, http?.headers) };
  // yoga's HTTP-level refusals arrive as plain objects, not GraphQLError instances.
  if (!(error instanceof GraphQLError)) return { ...(error as object), extensions: next } as unknown as GraphQLError;
  return rebuilt(error, error.message, next);
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

import { GraphQLError } from 'graphql';

/**
 * A copy of an error with a new message and extensions, keeping where it happened. Errors are rebuilt rather than
 * changed because graphql-js and yoga may share one instance between results.
 */
export function rebuilt(error: GraphQLError, message: string, extensions: Record<string, unknown>): GraphQLError {
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions,
  });
}

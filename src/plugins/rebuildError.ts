import { GraphQLError } from 'graphql';

/**
 * A copy of an error with a new message and extensions (and, when given, a new path), keeping where it happened.
 * Errors are rebuilt rather than changed because graphql-js and yoga may share one instance between results.
 */
export function rebuilt(
  error: GraphQLError,
  message: string,
  extensions: Record<string, unknown> | undefined,
  path: GraphQLError['path'] = error.path,
): GraphQLError {
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path,
    originalError: error.originalError,
    extensions,
  });
}

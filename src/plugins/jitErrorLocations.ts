import { GraphQLError, type Source, type SourceLocation } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../request/context.js';

/**
 * graphql-jit's execution errors carry `locations` but not the source and positions they come from, and yoga
 * rebuilds every error from those when it serialises the response, which drops the locations. This gives each such
 * error its source and positions back, from the executed document.
 */
export function useJitErrorLocations(): Plugin<GatewayContext> {
  return {
    onExecute({ args }) {
      const source = args.document.loc?.source;
      return {
        onExecuteDone({ result, setResult }) {
          if (!source || !('errors' in result) || !result.errors?.some(lacksPositions)) return;
          const errors = withSourcePositions(result.errors, source);
          setResult({ ...result, errors });
        },
      };
    },
  };
}

/** The errors, each that lacks them given its source and positions back (the others as they are). */
export function withSourcePositions(errors: readonly GraphQLError[], source: Source): GraphQLError[] {
  return errors.map((error) => {
    if (!lacksPositions(error)) return error;
    const positions = (error.locations ?? []).map((location: SourceLocation) =>
      positionOf(source.body, location.line, location.column),
    );
    return new GraphQLError(error.message, {
      source,
      positions,
      path: error.path,
      originalError: error.originalError,
      extensions: error.extensions,
    });
  });
}

function lacksPositions(error: GraphQLError): boolean {
  return error.positions === undefined && error.locations !== undefined;
}

/** The character offset of a 1-based line and column. */
function positionOf(body: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current += 1) {
    const next = body.indexOf('\n', offset);
    if (next === -1) break;
    offset = next + 1;
  }
  return offset + column - 1;
}

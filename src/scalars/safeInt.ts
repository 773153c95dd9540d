import { GraphQLError, GraphQLScalarType } from 'graphql';
import { SafeIntResolver } from 'graphql-scalars';

/**
 * graphql-scalars' SafeInt, whose answers' errors say where the number came from. Every value it serializes is
 * bunny.net's (its documents give int64 ids and byte counters), and one beyond 2^53 - 1 has already lost digits in
 * JSON.parse: the field fails with UPSTREAM_ERROR rather than answer a wrong number, where graphql-scalars' own error
 * carries no code at all.
 */
export const SafeIntScalar = new GraphQLScalarType({
  ...SafeIntResolver.toConfig(),
  serialize(value) {
    try {
      return SafeIntResolver.serialize(value);
    } catch {
      throw new GraphQLError(
        `bunny.net answered ${describe(value)}, which is not an integer a JSON number holds exactly (-(2^53 - 1) to 2^53 - 1): the field is left out rather than answered wrong.`,
        { extensions: { code: 'UPSTREAM_ERROR' } },
      );
    }
  },
});

function describe(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return `the text ${JSON.stringify(value.slice(0, 40))}`;
  return `a ${value === null ? 'null' : typeof value}`;
}

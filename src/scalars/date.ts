import { GraphQLError, GraphQLScalarType } from 'graphql';
import { DateResolver } from 'graphql-scalars';

/**
 * graphql-scalars' Date, with a message that says what a valid value looks like: its own ("Date cannot represent an
 * invalid date-string") leaves a caller who wrote 11-21-2026 guessing. graphql-js puts the value and the argument
 * in front of this message.
 */
const HINT = 'A Date is a real calendar date written YYYY-MM-DD, such as 2026-11-21.';

export const DateScalar = new GraphQLScalarType({
  ...DateResolver.toConfig(),
  // A variable's error must be a GraphQLError (graphql-jit masks any other as a gateway bug); a literal's must not
  // be, or graphql-js reports it without its position, and the argument can no longer be named.
  parseValue: (value) => withHint(() => DateResolver.parseValue(value), GraphQLError),
  parseLiteral: (ast, variables) => withHint(() => DateResolver.parseLiteral(ast, variables), TypeError),
});

function withHint<T>(parse: () => T, ErrorType: new (message: string) => Error): T {
  try {
    return parse();
  } catch {
    throw new ErrorType(HINT);
  }
}

import { GraphQLError, GraphQLScalarType, type ValueNode } from 'graphql';
import { DateResolver, DateTimeResolver } from 'graphql-scalars';
import { isCalendarDateAt } from './calendarDate.js';

/**
 * graphql-scalars' Date and DateTime, with messages that say what a valid value looks like: their own ("Date cannot
 * represent an invalid date-string", "DateTime cannot represent an invalid date-time-string") leave a caller who
 * wrote 11-21-2026, or a date-time without its zone, guessing. graphql-js puts the value and the argument in front.
 */
export const DateScalar = withHint(
  DateResolver,
  'A Date is a real calendar date written YYYY-MM-DD, such as 2026-11-21.',
  // The answers' dates are mostly strings the mappers have already read as dates: checked here the cheap way, and
  // anything else (a Date instance, a bad string) goes to graphql-scalars' own serialize and its errors.
  (value) =>
    typeof value === 'string' && value.length === 10 && isCalendarDateAt(value) ? value : DateResolver.serialize(value),
);

export const DateTimeScalar = withHint(
  DateTimeResolver,
  'A DateTime is an RFC 3339 date-time with its time zone, such as 2026-11-21T06:00:00Z or 2026-11-21T07:00:00+01:00.',
);

function withHint(
  scalar: GraphQLScalarType,
  hint: string,
  serialize: (value: unknown) => unknown = scalar.serialize,
): GraphQLScalarType {
  return new GraphQLScalarType({
    ...scalar.toConfig(),
    serialize,
    // A variable's error must be a GraphQLError (graphql-jit masks any other as a gateway bug); a literal's must not
    // be, or graphql-js reports it without its position, and the argument can no longer be named.
    parseValue: (value) => hinted(() => scalar.parseValue(value), hint, GraphQLError),
    // One parameter: a date literal holds no variable, and graphql-jit prints a warning to stderr (outside the JSON
    // logs) for any scalar whose parseLiteral declares a second one.
    parseLiteral: (ast: ValueNode) => hinted(() => scalar.parseLiteral(ast, undefined), hint, TypeError),
  });
}

function hinted<T>(parse: () => T, hint: string, ErrorType: new (message: string) => Error): T {
  try {
    return parse();
  } catch {
    throw new ErrorType(hint);
  }
}

import {
  getDirectiveValues,
  getNullableType,
  isInputObjectType,
  isListType,
  type DirectiveNode,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import type { DeclaredCosts } from './declaredCosts.js';

/**
 * What the arguments of one field add to its cost, by the specification's Field Cost: each argument given in the
 * operation costs its weight plus the weights of the input fields used inside its value; so does each argument of a
 * directive on the field. A null counts nothing. Every argument and input field of an input object type here
 * declares `@cost(weight: "0")` (they call nothing), so only a weight declared later changes an estimate.
 */

type Args = Record<string, unknown>;

export function argumentsCost(
  costs: DeclaredCosts,
  definitions: readonly GraphQLArgument[],
  values: Args,
  given: ReadonlySet<string>,
): number {
  let total = 0;
  for (const argument of definitions) {
    const value = values[argument.name];
    if (given.has(argument.name) && value != null)
      total += costs.input(argument) + valueCost(costs, argument.type, value);
  }
  return total;
}

/** The arguments' cost of the directives on a field of the operation (`@include(if:)`, `@skip(if:)`...). */
export function directivesCost(
  costs: DeclaredCosts,
  schema: GraphQLSchema,
  directives: readonly DirectiveNode[] | undefined,
  variables: Args,
): number {
  let total = 0;
  for (const node of directives ?? []) {
    const directive = schema.getDirective(node.name.value);
    const values = directive && getDirectiveValues(directive, { directives: [node] }, variables);
    if (directive && values) {
      const given = new Set(node.arguments?.map((argument) => argument.name.value));
      total += argumentsCost(costs, directive.args, values, given);
    }
  }
  return total;
}

/** The weights of the input fields used inside a value, at every depth. */
function valueCost(costs: DeclaredCosts, type: GraphQLInputType, value: unknown): number {
  const nullable = getNullableType(type);
  if (isListType(nullable) && Array.isArray(value))
    return value.reduce<number>((total, item) => total + valueCost(costs, nullable.ofType, item), 0);
  if (!isInputObjectType(nullable) || typeof value !== 'object' || value === null) return 0;
  let total = 0;
  for (const [name, fieldValue] of Object.entries(value)) {
    const field = nullable.getFields()[name];
    if (field && fieldValue != null) total += costs.input(field) + valueCost(costs, field.type, fieldValue);
  }
  return total;
}

import { GraphQLError, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * graphql-js 16 validates a `subscription` against a schema without a Subscription type, and execution then fails as
 * a gateway bug (500 "Unexpected error."). An operation of a type the schema has no root for is invalid, as graphql-js
 * 17 says (KnownOperationTypesRule): refused with GRAPHQL_VALIDATION_FAILED before anything runs.
 */
export function useKnownOperationTypes(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(knownOperationTypes);
    },
  };
}

const knownOperationTypes: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (context.getSchema().getRootType(node.operation)) return;
    context.reportError(
      new GraphQLError(`This gateway has no ${node.operation} operations: send a query or a mutation.`, {
        nodes: node,
      }),
    );
  },
});

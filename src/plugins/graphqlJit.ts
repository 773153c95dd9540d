import { useGraphQlJit } from '@envelop/graphql-jit';
import { Kind } from 'graphql';
import type { Plugin } from 'graphql-yoga';

type JitCache = NonNullable<NonNullable<Parameters<typeof useGraphQlJit>[1]>['cache']>;

/**
 * Compiles each operation once into JavaScript (cached per document). Measured with npm run bench against
 * graphql-js on the same build: the metrics read runs about 3x faster and ten aliases of it 5x or more, which
 * pays for the error repairs it needs (jitErrorLocations.ts, and the variable errors in
 * argumentNamesInValueErrors.ts). Only for single-operation documents: the plugin caches by document alone, so
 * with several operations it would run the first one compiled whatever operationName says (safety.test.ts proves
 * the fallback to graphql-js). Never for subscriptions: graphql-jit 0.8's compiled `subscribe` hands the subscription
 * field the operation's variables as its arguments (test/integration/live/subscriptionsOverSse.test.ts shows the
 * arguments arriving). `cache`, by document text, shares the compiled queries (execution/preparedOperations.ts).
 */
export function useCompiledExecution(cache?: JitCache): Plugin {
  return useGraphQlJit(
    {},
    {
      ...(cache && { cache }),
      enableIf: ({ document }) => {
        const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
        return operations.length === 1 && operations[0]?.operation !== 'subscription';
      },
    },
  ) as Plugin;
}

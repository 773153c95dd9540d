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
 * the fallback to graphql-js). `cache`, by document text, shares the compiled queries (execution/preparedOperations.ts).
 */
export function useCompiledExecution(cache?: JitCache): Plugin {
  return useGraphQlJit(
    {},
    {
      ...(cache && { cache }),
      enableIf: ({ document }) => document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).length === 1,
    },
  ) as Plugin;
}

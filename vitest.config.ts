import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Node resolves `graphql` (no "exports" map) to its CommonJS build, which graphql-yoga then shares; Vite would
    // pick the ".mjs" build for our sources and give them a second GraphQLError class. One module, as in production.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // One fork per core (vitest's default leaves one core free): on CI's two cores that halves the suite's wall time,
    // which keeps CI inside its 30 minutes. The tests bind their own ports and temporary folders, so forks share nothing.
    maxWorkers: availableParallelism(),
    minWorkers: 1,
  },
});

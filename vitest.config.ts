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
    // One fork per core (vitest's default leaves one core free, so CI's two cores ran one fork): the whole suite in
    // ~620 s instead of 900-1,020, which keeps CI inside its 30 minutes. Every test binds its own ports on 127.0.0.1
    // and writes only to temporary folders of its own, so two forks share nothing.
    maxWorkers: availableParallelism(),
    minWorkers: 1,
  },
});

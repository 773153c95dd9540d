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
  },
});

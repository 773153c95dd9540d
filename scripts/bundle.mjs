// Bundles the production server into ES modules: dist/server.mjs, which `npm start` and the Docker image run, and
// dist/chunks/, the code it imports only when asked for (the OpenTelemetry SDK, loaded when tracing is on).
//
// Why a bundle: loading ~700 modules from node_modules took ~0.6 s of a ~0.9 s start on this 2-core machine; one
// bundled file is ready to serve in ~0.4 s. The schema stays in schema/*.graphql next to it (read at start-up), and
// pino-pretty (dev only, for LOG_PRETTY) stays external.
//
// Why this shape, measured at rest (bench/README.md, "Memory"): V8 keeps a module's whole source text for as long as
// the process lives (functions compile lazily from it), two bytes per character once a single comment holds a
// character outside Latin-1. Whitespace and comments out (names kept, so stacks still read) and the tracing SDK in
// its own chunk: 95 -> 83 MB resident on Node 20, 107 -> 98 MB on Node 22. The map carries no copies of the sources:
// with `--enable-source-maps` Node parses and keeps the whole map (Node 22: +103 MB with them, +47 MB without).
import { existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

// graphql as one ES module build for every importer: bundled from its CommonJS files (its package.json's `main`), each
// module importing it got its own `__toESM` copy of graphql's ~250 exports as getters (88 copies, ~19,000 closures in
// every replica's heap). Its `.mjs` files are the same code; required by a CommonJS dependency, it is wrapped once.
const graphqlRoot = dirname(createRequire(import.meta.url).resolve('graphql/package.json'));
/** The `.mjs` file of an import of graphql or one of its modules (`graphql/language/parser`, `graphql/error/index.js`). */
function graphqlModule(specifier) {
  const inner = specifier.replace(/^graphql\/?/, '').replace(/\.m?js$/, '');
  if (inner === '') return join(graphqlRoot, 'index.mjs');
  const file = join(graphqlRoot, `${inner}.mjs`);
  return existsSync(file) ? file : join(graphqlRoot, inner, 'index.mjs');
}
const graphqlAsModules = {
  name: 'graphql-as-modules',
  setup(bundle) {
    bundle.onResolve({ filter: /^graphql(\/.*)?$/ }, ({ path }) => ({ path: graphqlModule(path) }));
  },
};

// Chunk names carry a content hash: clear the previous build's, so the image copies only the current ones.
rmSync('dist/chunks', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts'],
  outdir: 'dist',
  entryNames: 'server',
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minifyWhitespace: true,
  sourcemap: true,
  // Stacks map to file, line and column without them; the sources are in the repository.
  sourcesContent: false,
  external: ['pino-pretty'],
  plugins: [graphqlAsModules],
  // CommonJS dependencies call require(); an ES module bundle gets it from createRequire (in every chunk).
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log('wrote dist/server.mjs and dist/chunks/');

import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import type { ConcreteRequest } from 'relay-runtime';
import { buildSchema } from '../../../src/schema.js';

/**
 * relay-compiler (the Rust binary its npm package ships) run as a Relay app runs it: over the gateway's printed
 * schema and the documents of test/clients/relay/, in a folder of its own. Strict ids are on
 * (`nonNodeIdFields` with no exception): every field named `id` must be an `ID`, as Relay's store keys records by it.
 * Artifacts are CommonJS, so relay-runtime's tests load them with `require`.
 */

const require = createRequire(import.meta.url);
const DOCUMENTS = fileURLToPath(new URL('../relay/', import.meta.url));

export interface RelayCompilation {
  /** Whether relay-compiler accepted the schema and the documents. */
  readonly ok: boolean;
  /** What it printed (its errors name the field and the rule). */
  readonly output: string;
  /** The compiled operation `name` (e.g. `PullZoneListQuery`), as relay-runtime executes it. */
  artifact(name: string): ConcreteRequest;
  /** The file relay-compiler's `persistConfig` wrote (id -> text, ids sha256), when asked to persist. */
  readonly persistedQueries: string | undefined;
  /** Removes the folder. */
  dispose(): void;
}

/** The gateway's schema as a Relay app gets it (`npm run build` writes the same SDL to schema.graphql). */
export function gatewaySdl(): string {
  return printSchema(buildSchema());
}

/**
 * Compiles the documents against `sdl` (default: the gateway's schema); `persist` writes the operations to a
 * persisted-queries file, as a Relay app ships its trusted documents, instead of into the artifacts.
 */
export async function compileRelay(sdl: string = gatewaySdl(), persist = false): Promise<RelayCompilation> {
  const root = mkdtempSync(join(tmpdir(), 'relay-clients-'));
  const artifacts = join(root, '__generated__');
  mkdirSync(join(root, 'src'));
  mkdirSync(artifacts);
  // The documents are plain JavaScript apart from their extension: as .js, relay-compiler's JavaScript mode reads them.
  for (const file of readdirSync(DOCUMENTS).filter((name) => name.endsWith('.ts')))
    copyFileSync(join(DOCUMENTS, file), join(root, 'src', `${basename(file, '.ts')}.js`));
  writeFileSync(join(root, 'schema.graphql'), sdl);
  // relay-compiler adds to an existing persisted-queries file.
  if (persist) writeFileSync(join(root, 'persisted_queries.json'), '{}');
  writeFileSync(join(root, 'package.json'), JSON.stringify({ type: 'commonjs' }));
  writeFileSync(
    join(root, 'relay.config.json'),
    JSON.stringify({
      src: './src',
      schema: './schema.graphql',
      language: 'javascript',
      artifactDirectory: './__generated__',
      eagerEsModules: false,
      noSourceControl: true,
      schemaConfig: { nonNodeIdFields: { allowedIdTypes: {} } },
      ...(persist && { persistConfig: { file: './persisted_queries.json', algorithm: 'SHA256' } }),
    }),
  );
  const { ok, output } = await run(root);
  return {
    ok,
    output,
    artifact: (name) => require(join(artifacts, `${name}.graphql.js`)) as ConcreteRequest,
    persistedQueries: persist ? join(root, 'persisted_queries.json') : undefined,
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
}

function run(cwd: string): Promise<{ ok: boolean; output: string }> {
  const binary = require('relay-compiler') as string | null;
  if (binary === null) throw new Error(`relay-compiler ships no binary for ${process.platform} ${process.arch}`);
  return new Promise((resolve) => {
    execFile(
      binary,
      ['--noWatchman', '--output', 'quiet-with-errors'],
      { cwd, timeout: 20_000 },
      (error, stdout, stderr) => {
        resolve({ ok: error === null, output: `${stdout}${stderr}` });
      },
    );
  });
}

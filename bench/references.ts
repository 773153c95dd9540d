/**
 * The references the gateway is measured against (bench/floor, bench/leanYoga, bench/apollo, and bench/static for a
 * warm cache hit), bundled with esbuild exactly as scripts/bundle.mjs bundles the gateway and run from plain node: a tsx loader would add its own thread
 * and memory to the references' figures, and a bundle is what the gateway is measured as.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { startReference, type ListeningProcess } from './processes.js';
import { REFERENCE_IDS, type ReferenceId } from './scenarios.js';

export const REFERENCE_NAMES: Record<ReferenceId, string> = {
  floor: 'floor forwarder',
  leanYoga: 'lean yoga forwarder',
  apollo: 'Apollo Server',
  static: 'static-file server',
};

const ENTRIES: Record<ReferenceId, string> = {
  floor: './floor/server.ts',
  leanYoga: './leanYoga/server.ts',
  apollo: './apollo/server.ts',
  static: './static/server.ts',
};

const OUT_DIR = fileURLToPath(new URL('../dist/bench/', import.meta.url));

/** Where bundleReferences writes one reference's bundle. */
export const referenceBundle = (id: ReferenceId): string => `${OUT_DIR}${id}.mjs`;

/** Bundles every reference into dist/bench/<id>.mjs. */
export async function bundleReferences(): Promise<void> {
  await build({
    entryPoints: Object.entries(ENTRIES).map(([id, entry]) => ({
      in: fileURLToPath(new URL(entry, import.meta.url)),
      out: id,
    })),
    outdir: OUT_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // CommonJS dependencies call require(); an ES module bundle gets it from createRequire.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}

/** Starts every bundled reference (pinned to `cpus` when set), forwarding to the fake upstream. */
export async function startReferences(
  upstreamUrl: string,
  cpus: string | undefined,
): Promise<Record<ReferenceId, ListeningProcess>> {
  const started = await Promise.all(
    REFERENCE_IDS.map(
      async (id) => [id, await startReference(REFERENCE_NAMES[id], referenceBundle(id), upstreamUrl, cpus)] as const,
    ),
  );
  return Object.fromEntries(started) as Record<ReferenceId, ListeningProcess>;
}

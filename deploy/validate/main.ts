/**
 * `npm run deploy:validate`: renders the base and every overlay under deploy/kubernetes, validates each document
 * against the Kubernetes schemas and the gateway's own rules, prints one line per kustomization, and exits 1 on
 * any problem. `node --import tsx deploy/validate/main.ts DIR...` checks other kustomizations.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateKustomization } from './validate.js';

const KUBERNETES = fileURLToPath(new URL('../kubernetes', import.meta.url));

function shippedKustomizations(): string[] {
  const overlays = join(KUBERNETES, 'overlays');
  const names = existsSync(overlays) ? readdirSync(overlays).map((name) => join(overlays, name)) : [];
  return [join(KUBERNETES, 'base'), ...names];
}

async function main(): Promise<void> {
  const directories = process.argv.length > 2 ? process.argv.slice(2) : shippedKustomizations();
  let failed = 0;
  for (const directory of directories) {
    const report = await validateKustomization(directory);
    const where = relative(process.cwd(), directory) || directory;
    const unchecked = report.unchecked.length > 0 ? `; no schema for ${report.unchecked.join(', ')}` : '';
    console.log(`${where}: ${report.documents} documents via ${report.renderer}${unchecked}`);
    for (const problem of report.problems) console.log(`  ✗ ${problem}`);
    if (report.problems.length > 0) failed += 1;
  }
  console.log(failed === 0 ? 'manifests: valid' : `manifests: ${failed} kustomization(s) refused`);
  process.exitCode = failed === 0 ? 0 : 1;
}

await main();

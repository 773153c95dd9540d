#!/usr/bin/env node
// Downloads bunny.net's six published OpenAPI documents into .openapi/ (git-ignored), for the contract tests
// (test/contract) on machines without ../shared/upstream-openapi. They are bunny.net's documents: never commit them.
// Usage: npm run specs:fetch [-- --out <dir>]
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const DOCUMENTS = [
  ['shield-api.json', 'https://api.bunny.net/shield/docs/v1/swagger.json'],
  ['core-api.json', 'https://core-api-public-docs.b-cdn.net/docs/v3/public.json'],
  ['edge-scripting-api.json', 'https://core-api-public-docs.b-cdn.net/docs/v3/compute.json'],
  ['magic-containers-api.json', 'https://api-mc.opsbunny.net/docs/public/swagger.json'],
  ['stream-api.json', 'https://video.bunnycdn.com/openapi/bunnynet-video-api.public.json'],
  ['origin-errors-api.json', 'https://docs.bunny.net/docs/api-reference/origin-errors/openapi.json'],
];

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outFlag = process.argv.indexOf('--out');
const outDir = outFlag > 0 && process.argv[outFlag + 1] ? resolve(process.argv[outFlag + 1]) : join(root, '.openapi');

async function fetchDocument(file, url) {
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  const text = await response.text();
  let document;
  try {
    document = JSON.parse(text);
  } catch {
    throw new Error(`${url} did not answer JSON`);
  }
  if (typeof document?.openapi !== 'string' || typeof document.paths !== 'object')
    throw new Error(`${url} is not an OpenAPI 3 document`);
  // Written under a temporary name and renamed, so an interrupted run never leaves a truncated document behind.
  const target = join(outDir, file);
  await writeFile(`${target}.part`, text);
  await rename(`${target}.part`, target);
  return `${file} (OpenAPI ${document.openapi}, ${Object.keys(document.paths).length} paths)`;
}

await mkdir(outDir, { recursive: true });
const results = await Promise.allSettled(DOCUMENTS.map(([file, url]) => fetchDocument(file, url)));
let failed = 0;
for (const [i, result] of results.entries()) {
  if (result.status === 'fulfilled') console.log(`saved ${result.value}`);
  else {
    failed += 1;
    const reason =
      result.reason instanceof Error
        ? `${result.reason.message}${result.reason.cause ? ` (${result.reason.cause.code ?? result.reason.cause.message ?? result.reason.cause})` : ''}`
        : String(result.reason);
    console.error(`failed ${DOCUMENTS[i][0]}: ${reason}`);
  }
}
console.log(`${DOCUMENTS.length - failed} of ${DOCUMENTS.length} documents in ${outDir}`);
if (failed > 0) process.exitCode = 1;

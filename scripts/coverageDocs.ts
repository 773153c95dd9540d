import { writeFileSync } from 'node:fs';
import { AREAS } from '../src/areas/index.js';
import { renderCoveragePage } from './coveragePage.js';
import { documentDirectory, publishedOperations } from './upstreamDocuments.js';

/**
 * `npm run coverage:docs`: writes docs/coverage.md from the coverage manifest and bunny.net's published documents
 * (BUNNY_OPENAPI_DIR, default ../shared/upstream-openapi). Run it after changing an area's coverage.ts.
 */
const target = new URL('../docs/coverage.md', import.meta.url);
writeFileSync(target, renderCoveragePage(AREAS, publishedOperations(documentDirectory())));
process.stdout.write('coverage:docs: wrote docs/coverage.md\n');

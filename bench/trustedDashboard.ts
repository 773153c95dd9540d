/**
 * The dashboard as a trusted document (scenario 8d): a manifest holding its query under its sha256 id, written to the
 * temporary directory when this module loads, so that a gateway started with TRUSTED_DOCUMENTS_FILE pointing at it
 * (scenario 8d's own gateway, or `bench/ab.ts` with AB_ENV_A/B) knows the id the scenario sends.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DASHBOARD_QUERY } from './fixtures.js';

export const DASHBOARD_DOCUMENT_ID = createHash('sha256').update(DASHBOARD_QUERY).digest('hex');
export const TRUSTED_MANIFEST_PATH = join(tmpdir(), 'bunny-gateway-bench-trusted-documents.json');

writeFileSync(TRUSTED_MANIFEST_PATH, JSON.stringify({ [DASHBOARD_DOCUMENT_ID]: DASHBOARD_QUERY }));

import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/areas/shared/globalId.js';
import { loadConfig } from '../../src/config.js';
import { createGateway } from '../../src/gateway.js';
import { createLogger } from '../../src/logging/logger.js';
import { SANDBOX_DEMO_KEY, startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { compileRelay } from '../clients/support/relayCompiler.js';
import { sandboxEnv, startGateway, type TestGateway } from '../support/gateway.js';

/**
 * Trusted documents, from a manifest a real client toolchain wrote: relay-compiler's persisted queries (sha256 ids)
 * of the Relay app in test/clients/relay/. In `only` mode the gateway answers those documents by id and refuses
 * anything else before any upstream call; in `allow` mode both.
 */

let sandbox: Sandbox;
let manifest: string;
let documents: Record<string, string>;
let only: TestGateway;
let allow: TestGateway;
let none: TestGateway;
const folders: string[] = [];

const upstream = () => sandboxEnv(sandbox);

/** The id of the Relay app's Pull Zone list query, found by its text. */
function idOf(name: string): string {
  const entry = Object.entries(documents).find(([, text]) => text.includes(`query ${name}`));
  if (!entry) throw new Error(`${name} is not in the manifest`);
  return entry[0];
}

async function post(gateway: TestGateway, body: Record<string, unknown>) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', AccessKey: SANDBOX_DEMO_KEY },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function preparedCount(gateway: TestGateway): Promise<number> {
  const text = await (await fetch(`${gateway.url}/metrics`)).text();
  return Number(/^bunny_gateway_graphql_prepared_requests_total (\d+)$/m.exec(text)?.[1] ?? 0);
}

beforeAll(async () => {
  const relay = await compileRelay(undefined, true);
  expect(relay.ok, relay.output).toBe(true);
  manifest = relay.persistedQueries as string;
  documents = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>;
  sandbox = await startSandbox();
  only = await startGateway({ ...upstream(), TRUSTED_DOCUMENTS_FILE: manifest, TRUSTED_DOCUMENTS: 'only' });
  allow = await startGateway({ ...upstream(), TRUSTED_DOCUMENTS_FILE: manifest });
  none = await startGateway(upstream());
  folders.push(manifest.replace(/\/persisted_queries\.json$/, ''));
}, 60_000);

afterAll(async () => {
  await Promise.all([only?.close(), allow?.close(), none?.close()]);
  await sandbox?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('a manifest written by relay-compiler', () => {
  it('holds the Relay app’s operations under their sha256 ids', () => {
    const id = idOf('PullZoneListQuery');
    expect(id).toBe(
      createHash('sha256')
        .update(documents[id] as string)
        .digest('hex'),
    );
  });
});

describe('trusted documents only', () => {
  it('answers a document named by id in doc_id, documentId or Apollo’s persistedQuery, the same each way', async () => {
    const id = idOf('PullZoneListQuery');
    const byDocId = await post(only, { doc_id: id, variables: {} });
    expect(byDocId.status).toBe(200);
    expect(byDocId.body['errors']).toBeUndefined();
    expect((byDocId.body['data'] as { pullZones: { totalCount: number } }).pullZones.totalCount).toBeGreaterThan(0);
    const byDocumentId = await post(only, { documentId: id, variables: {} });
    const byHash = await post(only, { extensions: { persistedQuery: { version: 1, sha256Hash: id } } });
    expect(byDocumentId.body).toEqual(byDocId.body);
    expect(byHash.body).toEqual(byDocId.body);
  });

  it('runs every trusted document prepared from the first request: it was prepared at start-up', async () => {
    const before = await preparedCount(only);
    const first = await post(only, { doc_id: idOf('ShieldZoneListQuery'), variables: { first: 2 } });
    expect(first.body['errors']).toBeUndefined();
    expect(await preparedCount(only)).toBe(before + 1);
  });

  it('refuses a document sent whole with 403 TRUSTED_DOCUMENTS_ONLY, before any upstream call', async () => {
    sandbox.clearRequests();
    const sent = await post(only, { query: documents[idOf('PullZoneListQuery')] });
    expect(sent.status).toBe(403);
    expect((sent.body['errors'] as { extensions: { code: string } }[])[0]?.extensions.code).toBe(
      'TRUSTED_DOCUMENTS_ONLY',
    );
    const forged = await post(only, { query: '{ containerNodeIps }', doc_id: idOf('PullZoneListQuery') });
    expect((forged.body['errors'] as { extensions: { code: string } }[])[0]?.extensions.code).toBe(
      'TRUSTED_DOCUMENTS_ONLY',
    );
    expect(sandbox.requests).toHaveLength(0);
  });

  it('refuses an id the manifest lacks with 404 PERSISTED_QUERY_NOT_FOUND, before any upstream call', async () => {
    sandbox.clearRequests();
    const unknown = await post(only, { documentId: 'f'.repeat(64) });
    expect(unknown.status).toBe(404);
    expect((unknown.body['errors'] as { extensions: { code: string } }[])[0]?.extensions.code).toBe(
      'PERSISTED_QUERY_NOT_FOUND',
    );
    expect(sandbox.requests).toHaveLength(0);
  });

  it('answers a GET naming the document in the query string', async () => {
    const id = idOf('PullZoneListQuery');
    const response = await fetch(`${only.url}/graphql?documentId=${id}&variables=%7B%7D`, {
      headers: { accept: 'application/json', AccessKey: SANDBOX_DEMO_KEY },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { pullZones: { totalCount: number } } };
    expect(body.data.pullZones.totalCount).toBeGreaterThan(0);
  });
});

describe('trusted documents allowed beside others', () => {
  it('answers a trusted document by id and any other document sent whole', async () => {
    const byId = await post(allow, { doc_id: idOf('PullZoneListQuery'), variables: {} });
    expect(byId.body['errors']).toBeUndefined();
    const whole = await post(allow, { query: '{ containerNodeIps }' });
    expect(whole.body['errors']).toBeUndefined();
  });
});

describe('no manifest (TRUSTED_DOCUMENTS_FILE unset)', () => {
  it('refuses an id in documentId, doc_id, Apollo’s persistedQuery or a GET with 404, saying it holds none', async () => {
    sandbox.clearRequests();
    const id = idOf('PullZoneListQuery');
    const get = await fetch(`${none.url}/graphql?documentId=${id}`, {
      headers: { accept: 'application/json', AccessKey: SANDBOX_DEMO_KEY },
    });
    const answers = [
      await post(none, { documentId: id }),
      await post(none, { doc_id: id, variables: {} }),
      await post(none, { extensions: { persistedQuery: { version: 1, sha256Hash: id } } }),
      { status: get.status, body: (await get.json()) as Record<string, unknown> },
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect((answer.body['errors'] as unknown[])[0]).toMatchObject({
        message: expect.stringContaining('holds no trusted documents (TRUSTED_DOCUMENTS_FILE is unset)'),
        extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
      });
    }
    expect(sandbox.requests).toHaveLength(0);
  });

  it('answers a request that sends its query beside an id, as with a manifest in allow mode', async () => {
    const both = await post(none, { query: '{ containerNodeIps }', documentId: idOf('PullZoneListQuery') });
    expect(both.status).toBe(200);
    expect(both.body['errors']).toBeUndefined();
    const apolloRetry = await post(none, {
      query: '{ containerNodeIps }',
      extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } },
    });
    expect(apolloRetry.body['errors']).toBeUndefined();
  });
});

describe('a manifest with a document that cannot run', () => {
  const gatewayWith = (manifestDocuments: Record<string, string>) => {
    const folder = mkdtempSync(join(tmpdir(), 'trusted-'));
    folders.push(folder);
    const file = join(folder, 'manifest.json');
    writeFileSync(file, JSON.stringify(manifestDocuments));
    const config = loadConfig({ ...upstream(), TRUSTED_DOCUMENTS_FILE: file, LOG_LEVEL: 'silent' });
    return () => createGateway(config, { logger: createLogger(config) });
  };

  it('stops the start naming the document that is not valid', () => {
    expect(gatewayWith({ good: '{ containerNodeIps }', broken: '{ containerNodeIp }' })).toThrow(
      /trusted document broken is not valid: Cannot query field "containerNodeIp"/,
    );
  });

  it('stops the start naming the document estimated over the upstream-call budget', () => {
    const ids = Array.from({ length: 60 }, (_, i) => `"${toGlobalId('PullZone', 1000 + i)}"`).join(', ');
    expect(gatewayWith({ tooMany: `{ nodes(ids: [${ids}]) { id } }` })).toThrow(
      /trusted document tooMany is estimated at 60 upstream calls, over MAX_UPSTREAM_CALLS \(50\)/,
    );
  });

  it('reads Apollo’s persisted query manifest too', () => {
    const apollo = {
      format: 'apollo-persisted-query-manifest',
      version: 1,
      operations: [{ id: 'abc', name: 'Nodes', type: 'query', body: 'query Nodes { containerNodeIps }' }],
    };
    expect(gatewayWith(apollo as never)).not.toThrow();
  });
});

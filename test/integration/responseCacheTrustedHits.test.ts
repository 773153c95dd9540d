import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'graphql-yoga';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PREPARED_RUNS_OFF, type GatewayPlugin } from '../../src/execution/gatewayPlugin.js';
import type { GatewayContext } from '../../src/request/context.js';
import { startSandbox, WEB_BLOCKED_IPV4, WEB_PULL_ZONE_ID, type Sandbox } from '../../src/sandbox/index.js';
import { sandboxEnv, startGateway, type TestGateway } from '../support/gateway.js';
import { type RedisServer, startRedis } from '../support/redisServer.js';

/**
 * A trusted document's cache hit (execution/storedAnswers.ts): a JSON POST naming the document by id is answered from
 * the response cache before yoga runs (no params step, no parse, no validation, no execution, no call to bunny.net),
 * per credential, fresh after a write, without the cache while Redis is away, and with every run hook still run on it.
 */

const ZONE = `query TrustedZone($pullZoneId: SafeInt!) { pullZone(pullZoneId: $pullZoneId) { id name blockedIps } }`;
const REMOVE = `mutation TrustedRemove { removePullZoneBlockedIp(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, blockedIp: "${WEB_BLOCKED_IPV4}" }) { pullZone { id blockedIps } } }`;
const idOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** What the test plugin saw: yoga's operation hooks, and the run hooks on every answer. */
const seen = { params: 0, parse: 0, execute: 0, results: [] as string[], responses: [] as (string | null)[] };

function watching(): GatewayPlugin {
  const plugin: Plugin<GatewayContext> = {
    onParams: () => {
      seen.params += 1;
    },
    onParse: () => {
      seen.parse += 1;
    },
    onExecute: () => {
      seen.execute += 1;
    },
    onResultProcess: ({ serverContext }) => {
      seen.results.push((serverContext as Partial<GatewayContext>).scope?.requestId ?? 'none');
    },
    onResponse: ({ response }) => {
      seen.responses.push(response.headers.get('x-cache'));
    },
  };
  // Its operation hooks only count: nothing a prepared run or a hit must do in their place.
  return { name: 'watching', plugins: [plugin], prepared: {} };
}

let folder: string;
let manifest: string;
let sandbox: Sandbox;
let redis: RedisServer;
let memory: TestGateway;
let shared: TestGateway;
let undeclared: TestGateway;
let key = '';
let keys = 0;

async function post(gateway: TestGateway, body: Record<string, unknown>, as = key) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', AccessKey: as },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const readZone = (gateway: TestGateway, as = key) =>
  post(gateway, { documentId: idOf(ZONE), variables: { pullZoneId: WEB_PULL_ZONE_ID } }, as);
const calls = () => sandbox.requests.length;
const snapshot = () => ({ params: seen.params, parse: seen.parse, execute: seen.execute });

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'trusted-hits-'));
  manifest = join(folder, 'persisted-documents.json');
  writeFileSync(manifest, JSON.stringify({ [idOf(ZONE)]: ZONE, [idOf(REMOVE)]: REMOVE }));
  sandbox = await startSandbox();
  redis = await startRedis();
  const env = sandboxEnv(sandbox, { TRUSTED_DOCUMENTS_FILE: manifest, RESPONSE_CACHE_TTL_MS: '60000' });
  memory = await startGateway({ ...env, RESPONSE_CACHE: 'memory' }, { plugins: [watching()] });
  shared = await startGateway({ ...env, REDIS_URL: redis.url });
  // A plugin that turns prepared runs off and says nothing of hits: they are planned off, yoga answers them.
  const yogaOnly: GatewayPlugin = { ...watching(), name: 'yoga only', prepared: PREPARED_RUNS_OFF };
  undeclared = await startGateway({ ...env, RESPONSE_CACHE: 'memory' }, { plugins: [yogaOnly] });
}, 60_000);

afterAll(async () => {
  await Promise.all([memory?.close(), shared?.close(), undeclared?.close()]);
  await sandbox?.close();
  await redis?.close();
  rmSync(folder, { recursive: true, force: true });
});

beforeEach(() => {
  keys += 1;
  key = `trusted-hit-key-${keys}-${Date.now()}`;
  sandbox.clearRequests();
});

describe("a trusted document's cache hit", () => {
  it('answers the kept bytes with no call to bunny.net and without yoga: no params step, parse or execution', async () => {
    const miss = await readZone(memory);
    expect(miss.headers.get('x-cache')).toBe('MISS');
    expect(calls()).toBe(1);
    const before = snapshot();
    const hit = await readZone(memory);
    expect(hit.status).toBe(200);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.headers.get('age')).toBe('0');
    expect(hit.text).toBe(miss.text);
    expect(calls()).toBe(1);
    expect(snapshot()).toEqual(before);
  });

  it('still runs every run hook on the hit: result processing, onResponse, the request id, the log line', async () => {
    await readZone(memory);
    seen.results.length = 0;
    seen.responses.length = 0;
    const hit = await readZone(memory);
    const requestId = hit.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    expect(seen.results).toEqual([requestId]);
    expect(seen.responses).toEqual(['HIT']);
    const line = memory.logs.find((one) => one['requestId'] === requestId);
    expect(line).toMatchObject({
      http: { method: 'POST', path: '/graphql', status: 200 },
      graphql: { operationName: 'TrustedZone', operationType: 'query' },
    });
    expect(JSON.stringify(line)).not.toContain(key);
  });

  it("never answers one credential with another credential's kept answer", async () => {
    await readZone(memory);
    expect((await readZone(memory)).headers.get('x-cache')).toBe('HIT');
    const other = await readZone(memory, `${key}-other`);
    expect(other.headers.get('x-cache')).toBe('MISS');
    expect(calls()).toBe(2);
  });

  it('keys the answer by the variables too: other variables are a miss', async () => {
    await readZone(memory);
    const other = await post(memory, { documentId: idOf(ZONE), variables: { pullZoneId: WEB_PULL_ZONE_ID + 1 } });
    expect(other.headers.get('x-cache')).not.toBe('HIT');
    expect(calls()).toBe(2);
  });

  it('is fresh after a write with the same key: the next read by id calls bunny.net and shows the write', async () => {
    expect((await readZone(memory)).text).toContain(WEB_BLOCKED_IPV4);
    expect((await readZone(memory)).headers.get('x-cache')).toBe('HIT');
    const removed = await post(memory, { documentId: idOf(REMOVE) });
    expect(removed.text).not.toContain('"errors"');
    const after = await readZone(memory);
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(after.text).not.toContain(WEB_BLOCKED_IPV4);
  });

  it('never serves a trusted mutation from the cache', async () => {
    await post(memory, { documentId: idOf(REMOVE) });
    const again = await post(memory, { documentId: idOf(REMOVE) });
    expect(again.headers.get('x-cache')).toBe('BYPASS');
    expect(sandbox.requests.filter((request) => request.method === 'POST')).toHaveLength(2);
  });
});

describe('the plan of these hits, made at start-up', () => {
  it('turns them off when a plugin turns prepared runs off without a hits step: yoga answers the hit, the log says why', async () => {
    await readZone(undeclared);
    const before = snapshot();
    const hit = await readZone(undeclared);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(seen.params).toBe(before.params + 1);
    expect(calls()).toBe(1);
    expect(undeclared.logs).toContainEqual(expect.objectContaining({ keptAnswerHits: 'off', offBy: ['yoga only'] }));
  });
});

describe("a trusted document's cache hit through Redis", () => {
  it('takes one Redis round trip: the generations and the answer in one script (the commands it runs), nothing else', async () => {
    const miss = await readZone(shared);
    expect(miss.headers.get('x-cache')).toBe('MISS');
    const probe = new Redis(redis.url);
    try {
      await probe.config('RESETSTAT');
      const hit = await readZone(shared);
      expect(hit.headers.get('x-cache')).toBe('HIT');
      expect(hit.text).toBe(miss.text);
      const stats = String(await probe.info('commandstats'));
      const used = [...stats.matchAll(/^cmdstat_(\w+):calls=(\d+)/gm)].map(([, name, count]) => `${name}=${count}`);
      // Redis counts the script's own commands too: the scope's generation, its write leases, the answer.
      const ours = used.filter((one) => !one.startsWith('config=') && !one.startsWith('info='));
      expect(ours.sort()).toEqual(['evalsha=1', 'exists=1', 'get=1', 'set=1']);
    } finally {
      probe.disconnect();
    }
    expect(calls()).toBe(1);
  });

  it('answers from bunny.net while Redis is away (the cache passed by), and from the cache once it is back', async () => {
    await redis.stop();
    try {
      for (let i = 0; i < 2; i += 1) {
        const answer = await readZone(shared);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('x-cache')).toBe('BYPASS');
        expect(answer.text).toContain('"pullZone"');
      }
      expect(calls()).toBe(2);
    } finally {
      await redis.start();
    }
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
      if ((await readZone(shared)).headers.get('x-cache') === 'HIT') return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('no hit after Redis came back');
  });
});

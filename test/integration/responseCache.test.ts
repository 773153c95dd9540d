import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, WEB_BLOCKED_IPV4, WEB_PULL_ZONE_ID, type Sandbox } from '../../src/sandbox/index.js';
import { sandboxEnv, startGateway, type TestGateway } from '../support/gateway.js';

/**
 * The response cache in one process's memory (RESPONSE_CACHE=memory), against the sandbox: whole answers per
 * credential, mutations dropping the answers that hold what they changed, errors never kept, a time to live.
 * Shared by replicas through Redis: responseCacheRedis.test.ts.
 */

const ZONE = `{ pullZone(pullZoneId: ${WEB_PULL_ZONE_ID}) { id name blockedIps } }`;
const REMOVE = `mutation { removePullZoneBlockedIp(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, blockedIp: "${WEB_BLOCKED_IPV4}" }) { pullZone { id blockedIps } } }`;

let sandbox: Sandbox;
let gateway: TestGateway;
let keys = 0;
let key = '';

const ask = (query: string, as = key) => gateway.graphql(query, undefined, { AccessKey: as });
const calls = () => sandbox.requests.length;

beforeAll(async () => {
  sandbox = await startSandbox();
  gateway = await startGateway(sandboxEnv(sandbox, { RESPONSE_CACHE: 'memory', RESPONSE_CACHE_TTL_MS: '1500' }));
});

afterAll(async () => {
  await gateway.close();
  await sandbox.close();
});

beforeEach(() => {
  keys += 1;
  key = `cache-test-key-${keys}-${Date.now()}`;
  sandbox.clearRequests();
});

describe('the response cache in memory', () => {
  it('refuses a variable nested 3,000 deep naming it (the cache key is never made of it), as without the cache', async () => {
    const query = 'query($v: [ID!]) { nodes(ids: $v) { id } }';
    // Written by hand: JSON.stringify itself recurses.
    const body = `{"query":${JSON.stringify(query)},"variables":{"v":${'['.repeat(3_000)}${']'.repeat(3_000)}}}`;
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', AccessKey: key },
      body,
    });
    const answer = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(answer.errors.map((error) => error.extensions.code)).toEqual(['BAD_USER_INPUT']);
    expect(answer.errors[0]?.message).toBe('The variable $v is nested deeper than 64 levels (MAX_NESTING_DEPTH).');
    expect(calls()).toBe(0);
  });

  it('answers the same read of the same key from the cache: no second call to bunny.net, the same answer', async () => {
    const first = await ask(ZONE);
    expect(first.body.errors).toBeUndefined();
    expect(calls()).toBe(1);
    const second = await ask(ZONE);
    expect(second.body).toEqual(first.body);
    expect(calls()).toBe(1);
  });

  it('never answers one key with another key’s answer', async () => {
    await ask(ZONE);
    await ask(ZONE, `${key}-other`);
    expect(calls()).toBe(2);
  });

  it('drops the answers holding a record a mutation changed: the next read is fresh', async () => {
    const before = await ask(ZONE);
    expect((before.body.data as { pullZone: { blockedIps: string[] } }).pullZone.blockedIps).toContain(
      WEB_BLOCKED_IPV4,
    );
    const removed = await ask(REMOVE);
    expect(removed.body.errors).toBeUndefined();
    const after = await ask(ZONE);
    expect((after.body.data as { pullZone: { blockedIps: string[] } }).pullZone.blockedIps).not.toContain(
      WEB_BLOCKED_IPV4,
    );
  });

  it('never keeps an answer with errors, nor a mutation', async () => {
    const missing = '{ pullZone(pullZoneId: 999999999) { id } }';
    await ask(missing);
    await ask(missing);
    expect(calls()).toBe(2);
    await ask(REMOVE);
    await ask(REMOVE);
    expect(sandbox.requests.filter((request) => request.method === 'POST')).toHaveLength(2);
  });

  it('keeps an answer for its time to live (RESPONSE_CACHE_TTL_MS), then reads again', async () => {
    await ask(ZONE);
    await ask(ZONE);
    expect(calls()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    await ask(ZONE);
    expect(calls()).toBe(2);
  });
});

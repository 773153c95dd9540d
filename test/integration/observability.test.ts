import { STORAGE_HOSTNAMES } from '../../src/upstream/storageHosts.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPage } from '../support/documentedExamples.js';
import { startFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.js';
import { TEST_KEY, startGateway, upstreamEnv, type TestGateway } from '../support/gateway.js';

/** Prometheus text format: `name{label="value",...} number` lines, comments and blank lines aside. */
function parsePrometheus(text: string): { name: string; labels: Record<string, string>; value: number }[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|[Nn]a[Nn]|[+-]Inf)$/.exec(line);
      if (!match) throw new Error(`not Prometheus text: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
      );
      return { name: match[1] as string, labels: labels as Record<string, string>, value: Number(match[3]) };
    });
}

let api: FakeUpstream;
let gw: TestGateway;

beforeAll(async () => {
  api = await startFakeUpstream((request) =>
    request.url.startsWith('/mc/nodes')
      ? { body: ['198.51.100.1'] }
      : {
          status: 400,
          body: { ErrorKey: 'pullzone.blocked_ip_not_found', Field: 'BlockedIp', Message: 'Not blocked.' },
        },
  );
  gw = await startGateway(upstreamEnv(api.url));
});

afterAll(async () => {
  await gw.close();
  await api.close();
});

/** bunny_gateway_graphql_operations_total{operation_type="none",root_field="none",outcome="error"}: refusals. */
async function refusedCount(): Promise<number> {
  const samples = parsePrometheus(await (await fetch(`${gw.url}/metrics`)).text());
  const refused = samples.find(
    (s) =>
      s.name === 'bunny_gateway_graphql_operations_total' &&
      s.labels['operation_type'] === 'none' &&
      s.labels['root_field'] === 'none' &&
      s.labels['outcome'] === 'error',
  );
  return refused?.value ?? 0;
}

describe('structured logs', () => {
  it('writes one info line per GraphQL request, with the request id and no credential; a plain upstream success only at debug', async () => {
    const debug = await startGateway(upstreamEnv(api.url, { LOG_LEVEL: 'debug' }));
    try {
      for (const gateway of [gw, debug]) {
        const response = await fetch(`${gateway.url}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            AccessKey: TEST_KEY,
            'x-request-id': 'req-observe-1',
            'graphql-client-name': 'storefront',
            'graphql-client-version': '1.4.2',
          },
          body: JSON.stringify({ query: 'query Nodes { containerNodeIps }' }),
        });
        expect(response.headers.get('x-request-id')).toBe('req-observe-1');
        await response.json();
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      const linesOf = (gateway: TestGateway) => gateway.logs.filter((line) => line['requestId'] === 'req-observe-1');
      expect(linesOf(gw).map((line) => [line['level'], line['msg']])).toEqual([['info', 'request']]);
      expect(linesOf(gw)[0]).toMatchObject({
        http: { method: 'POST', path: '/graphql', status: 200 },
        graphql: { operationName: 'Nodes', operationType: 'query' },
        client: { name: 'storefront', version: '1.4.2' },
        durationMs: expect.any(Number),
      });
      expect(linesOf(debug).find((line) => line['msg'] === 'upstream call')).toMatchObject({
        level: 'debug',
        upstream: {
          service: 'containers',
          host: 'api',
          method: 'GET',
          route: '/mc/nodes/plain',
          status: 200,
          attempt: 1,
          bytes: expect.any(Number),
          durationMs: expect.any(Number),
        },
      });
      expect(gw.rawLogs.join('\n') + debug.rawLogs.join('\n')).not.toContain(TEST_KEY);
    } finally {
      await debug.close();
    }
  });

  it('logs the error codes of a failed request and returns the request id in error extensions', async () => {
    const { body, headers } = await gw.graphql(
      'mutation Unblock { removePullZoneBlockedIp(input: { pullZoneId: 7, blockedIp: "203.0.113.9" }) { clientMutationId } }',
    );
    const requestId = headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      requestId,
      upstream: { field: 'blockedIp', errorKey: 'pullzone.blocked_ip_not_found' },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const request = gw.logs.find((line) => line['requestId'] === requestId && line['msg'] === 'request');
    expect(request).toMatchObject({
      errorCodes: ['BAD_USER_INPUT'],
      graphql: { operationName: 'Unblock', operationType: 'mutation' },
    });
    const upstream = gw.logs.find((line) => line['requestId'] === requestId && line['msg'] === 'upstream call');
    expect(upstream).toMatchObject({
      level: 'warn',
      upstream: { route: '/pullzone/{pullZoneId}/removeBlockedIp', status: 400, errorCode: 'BAD_USER_INPUT' },
    });
  });
});

describe('Prometheus metrics', () => {
  it('counts GraphQL requests and upstream calls by route template, with no ids or keys in labels', async () => {
    for (let i = 0; i < 3; i += 1) await gw.graphql('query Nodes { containerNodeIps }');
    const response = await fetch(`${gw.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    const samples = parsePrometheus(text);
    const nodeCalls = samples.find(
      (s) =>
        s.name === 'bunny_gateway_upstream_requests_total' &&
        s.labels['route'] === '/mc/nodes/plain' &&
        s.labels['status'] === '200',
    );
    expect(nodeCalls?.value).toBeGreaterThanOrEqual(4);
    const blocked = samples.find(
      (s) =>
        s.name === 'bunny_gateway_upstream_requests_total' &&
        s.labels['route'] === '/pullzone/{pullZoneId}/removeBlockedIp',
    );
    expect(blocked).toMatchObject({ value: 1, labels: { status: '400', code: 'BAD_USER_INPUT', host: 'api' } });
    const operations = (rootField: string, outcome: string) =>
      samples.find(
        (s) =>
          s.name === 'bunny_gateway_graphql_operations_total' &&
          s.labels['root_field'] === rootField &&
          s.labels['outcome'] === outcome,
      );
    expect(operations('containerNodeIps', 'success')).toMatchObject({ labels: { operation_type: 'query' } });
    expect(operations('containerNodeIps', 'success')?.value).toBeGreaterThanOrEqual(4);
    expect(operations('removePullZoneBlockedIp', 'error')).toMatchObject({
      value: 1,
      labels: { operation_type: 'mutation' },
    });
    expect(
      samples.some(
        (s) =>
          s.name === 'bunny_gateway_graphql_operation_duration_seconds_count' &&
          s.labels['root_field'] === 'containerNodeIps' &&
          s.value >= 4,
      ),
    ).toBe(true);
    expect(
      samples.filter((s) => s.name === 'bunny_gateway_circuit_breaker_state').map((s) => [s.labels['host'], s.value]),
    ).toEqual([['api', 0], ['video', 0], ['originLogs', 0], ...STORAGE_HOSTNAMES.map((host) => [host, 0])]);
    expect(samples.some((s) => s.name === 'bunny_gateway_http_requests_in_flight')).toBe(true);
    // Every series docs/observability.md names is registered (some have no sample until their event happens), and
    // two of Node's runtime series, which it names by prefix only.
    const documented = [...readPage('docs/observability.md').matchAll(/\bbunny_gateway_[a-z_]*[a-z]\b(?!_?\*)/g)].map(
      ([name]) => name.replace(/_bucket$/, ''),
    );
    expect(new Set(documented).size).toBe(11);
    for (const name of [
      ...documented,
      'bunny_gateway_process_cpu_user_seconds_total',
      'bunny_gateway_nodejs_eventloop_lag_seconds',
    ]) {
      expect(text, name).toMatch(new RegExp(`^# TYPE ${name} `, 'm'));
    }
    expect(text).not.toContain(TEST_KEY);
    expect(text).not.toMatch(/pullzone\/7\b/);
  });

  it('counts requests refused before execution (syntax, validation) as operation type none, outcome error', async () => {
    const refused = refusedCount;
    const before = await refused();
    expect((await gw.graphql('query Broken { containerNodeIps ')).status).toBe(400);
    expect((await gw.graphql('query Unknown { noSuchField }')).status).toBe(400);
    expect(await refused()).toBe(before + 2);
    // Yoga's own series counted the same operations a second time; they are gone.
    expect(await (await fetch(`${gw.url}/metrics`)).text()).not.toMatch(/^graphql_(envelop|yoga)_/m);
  });

  it('logs and counts the refusals plugins make before execution: too deep a document, an estimate over the budget', async () => {
    const before = await refusedCount();
    const refusals = [
      { query: `{ containerNodeIps ${'{ a '.repeat(100)}${'} '.repeat(100)}}`, code: 'NESTING_LIMIT' },
      {
        // A page of 100 Pull Zones with a statistics link each: 102 estimated calls, within every query limit.
        query:
          '{ pullZones(first: 100) { edges { node { statistics(from: "2026-11-14T00:00:00Z", to: "2026-11-21T00:00:00Z") { totalRequestsServed } } } } }',
        code: 'UPSTREAM_CALL_BUDGET',
      },
    ];
    for (const { query, code } of refusals) {
      const { status, body, headers } = await gw.graphql(query);
      expect(status).toBe(400);
      expect(body.errors?.[0]?.extensions?.['code']).toBe(code);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const line = gw.logs.find(
        (entry) => entry['requestId'] === headers.get('x-request-id') && entry['msg'] === 'request',
      );
      expect(line?.['errorCodes']).toEqual([code]);
    }
    expect(await refusedCount()).toBe(before + 2);
  });

  it('logs a request refused at the HTTP level with its code (PREFLIGHT_REQUIRED), never as a gateway bug', async () => {
    const response = await fetch(`${gw.url}/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(response.status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const line = gw.logs.find(
      (entry) => entry['requestId'] === response.headers.get('x-request-id') && entry['msg'] === 'request',
    );
    expect(line?.['errorCodes']).toEqual(['PREFLIGHT_REQUIRED']);
  });

  it('keeps series bounded whatever operation names and aliases callers invent, even without a key', async () => {
    // Only the GraphQL and upstream series: the runtime's own (GC kinds, event-loop lag) grow on their own
    // schedule, for example when the first major GC happens between two scrapes.
    const isRuntimeSeries = (name: string) => /^bunny_gateway_(nodejs|process)_/.test(name);
    const count = async () =>
      parsePrometheus(await (await fetch(`${gw.url}/metrics`)).text()).filter((s) => !isRuntimeSeries(s.name)).length;
    await gw.graphql('query Warmup { warmupAlias: containerNodeIps }', undefined, {});
    const before = await count();
    for (let i = 0; i < 40; i += 1) {
      // Without a key every field fails: an error result whose path is the alias the caller chose.
      const { body } = await gw.graphql(`query Invented${i} { inventedAlias${i}: containerNodeIps }`, undefined, {});
      expect(body.errors?.[0]).toMatchObject({ path: [`inventedAlias${i}`], extensions: { code: 'UNAUTHENTICATED' } });
    }
    const after = await count();
    const text = await (await fetch(`${gw.url}/metrics`)).text();
    expect(text).not.toContain('Invented');
    expect(text).not.toContain('inventedAlias');
    expect(after - before).toBeLessThan(5);
  });
});

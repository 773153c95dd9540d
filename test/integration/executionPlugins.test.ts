import { request as httpRequest } from 'node:http';
import type { Plugin } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREPARED_RUNS_OFF, plainPlugin, type GatewayPlugin } from '../../src/execution/gatewayPlugin.js';
import type { GatewayContext } from '../../src/request/context.js';
import { startFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.js';
import { TEST_KEY, startGateway, upstreamEnv, type TestGateway } from '../support/gateway.js';
import { until } from '../support/until.js';

/**
 * Plugins are declared once (execution/plugins.ts, or GatewayOptions.plugins) and every hook of every plugin is a
 * declared step of the one engine (execution/gatewayPlugin.ts): it runs on a repeated JSON POST (a prepared run), or
 * the plugin says what a prepared run does in its place, or it turns prepared runs off, or the start fails, naming
 * the plugin and the hook.
 */

const QUERY = '{ containerNodeIps }';

async function preparedCount(gateway: TestGateway): Promise<number> {
  const text = await (await fetch(new URL('/metrics', gateway.url))).text();
  return Number(/^bunny_gateway_graphql_prepared_requests_total (\d+)$/m.exec(text)?.[1] ?? 0);
}

/** A plugin that records the request id of every operation it sees executed. */
function countingExecutions(seen: string[]): Plugin<GatewayContext> {
  return {
    onExecute({ args }) {
      seen.push(args.contextValue.scope.requestId);
    },
  };
}

let upstream: FakeUpstream;
const gateways: TestGateway[] = [];

async function gatewayWith(...plugins: GatewayPlugin[]): Promise<TestGateway> {
  const gateway = await startGateway(upstreamEnv(upstream.url), { plugins });
  gateways.push(gateway);
  return gateway;
}

/** Sends the same read three times: yoga answers the first (which prepares it), prepared runs the other two. */
async function threeReads(gateway: TestGateway): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    const answer = await gateway.graphql(QUERY);
    expect(answer.body).toEqual({ data: { containerNodeIps: ['198.51.100.1'] } });
  }
  expect(await preparedCount(gateway)).toBe(2);
}

/** While true, bunny.net takes two seconds to answer. */
let slowUpstream = false;

beforeAll(async () => {
  upstream = await startFakeUpstream(() => ({ body: ['198.51.100.1'], delayMs: slowUpstream ? 2000 : 0 }));
});

afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.close()));
  await upstream.close();
});

describe('a plugin with a hook prepared runs would skip', () => {
  it.each([
    ['an operation hook and no prepared step', { onExecute() {} }, 'onExecute'],
    ['onParams and no prepared step', { onParams() {} }, 'onParams'],
    ['onRequestParse and no prepared step', { onRequestParse() {} }, 'onRequestParse'],
    ['instrumentation', { instrumentation: { execute: (_: unknown, run: () => void) => run() } }, 'instrumentation'],
  ])('stops the start, naming the plugin and the hook: %s', async (_, plugin, hook) => {
    await expect(
      startGateway(upstreamEnv(upstream.url), { plugins: [plainPlugin('skipped', plugin as Plugin<GatewayContext>)] }),
    ).rejects.toThrow(`plugin "skipped" has ${hook}: prepared runs would skip these hooks`);
  });

  it('stops the start for instrumentation even beside a prepared step for its operation hooks', async () => {
    const plugin: GatewayPlugin = {
      name: 'traced',
      plugins: [{ onExecute() {}, instrumentation: {} }],
      prepared: { starts: () => undefined },
    };
    await expect(startGateway(upstreamEnv(upstream.url), { plugins: [plugin] })).rejects.toThrow(
      'plugin "traced" has instrumentation',
    );
  });

  it('runs on every request when it declares PREPARED_RUNS_OFF: yoga.handle answers them all, and the start-up log says why', async () => {
    const seen: string[] = [];
    const instrumented: string[] = [];
    const gateway = await gatewayWith({
      name: 'execution counter',
      plugins: [
        {
          onExecute: ({ args }: { args: { contextValue: GatewayContext } }) => {
            seen.push(args.contextValue.scope.requestId);
          },
          instrumentation: {
            execute: (_: unknown, run: () => void) => {
              instrumented.push('execute');
              run();
            },
          },
        } as Plugin<GatewayContext>,
      ],
      prepared: PREPARED_RUNS_OFF,
    });
    for (let i = 0; i < 3; i += 1) await gateway.graphql(QUERY);
    expect(seen).toHaveLength(3);
    expect(instrumented).toHaveLength(3);
    expect(await preparedCount(gateway)).toBe(0);
    const off = gateway.logs.find((line) => line['preparedRuns'] === 'off');
    expect(off?.['offBy']).toEqual(['execution counter']);
  });
});

describe('a plugin with operation hooks and a prepared step', () => {
  it('keeps prepared runs on, and the step runs on every request yoga no longer executes', async () => {
    const seen: string[] = [];
    const started: string[] = [];
    const gateway = await gatewayWith({
      name: 'execution counter',
      plugins: [countingExecutions(seen)],
      prepared: { starts: (_, context) => started.push(context.scope.requestId) },
    });
    await threeReads(gateway);
    expect(seen).toHaveLength(1);
    expect(started).toHaveLength(2);
    expect(gateway.logs.some((line) => line['preparedRuns'] === 'off')).toBe(false);
  });

  it('may refuse a prepared run with `admits`, and the request then goes through yoga with every hook', async () => {
    const seen: string[] = [];
    const gateway = await gatewayWith({
      name: 'refusing',
      plugins: [countingExecutions(seen)],
      prepared: { admits: () => false },
    });
    for (let i = 0; i < 3; i += 1) await gateway.graphql(QUERY);
    expect(seen).toHaveLength(3);
    expect(await preparedCount(gateway)).toBe(0);
  });
});

describe('the hooks prepared runs run themselves', () => {
  it('runs one plugin of each kind on every request of a repeated JSON POST, the error-free prepared answers included', async () => {
    const calls: string[] = [];
    const gateway = await gatewayWith(
      plainPlugin('of each kind', {
        onYogaInit: () => void calls.push('onYogaInit'),
        onPluginInit: () => void calls.push('onPluginInit'),
        onRequest: ({ request }) => void calls.push(`onRequest ${request.method} ${new URL(request.url).pathname}`),
        onResultProcess: ({ result }) => void calls.push(`onResultProcess ${'errors' in result ? 'errors' : 'data'}`),
        onResponse: ({ response }) => void calls.push(`onResponse ${response.status}`),
      }),
    );
    const perRequest = ['onRequest POST /graphql', 'onResultProcess data', 'onResponse 200'];
    await threeReads(gateway);
    expect(calls).toEqual(['onPluginInit', 'onYogaInit', ...perRequest, ...perRequest, ...perRequest]);
  });

  it('lets an onRequest hook answer a prepared request itself, and an onResponse hook change the answer', async () => {
    const gateway = await gatewayWith(
      plainPlugin('early answer', {
        onRequest({ request, endResponse, fetchAPI }) {
          if (request.headers.get('x-early') !== null) endResponse(new fetchAPI.Response('early', { status: 418 }));
        },
        onResponse({ response, setResponse, fetchAPI }) {
          const headers = new fetchAPI.Headers(response.headers);
          headers.set('x-seen-by', 'onResponse');
          setResponse(new fetchAPI.Response(response.body, { status: response.status, headers }));
        },
      }),
    );
    await threeReads(gateway);
    const answer = await fetch(new URL('/graphql', gateway.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accesskey: TEST_KEY, 'x-early': '1' },
      body: JSON.stringify({ query: QUERY }),
    });
    expect(answer.status).toBe(418);
    expect(await answer.text()).toBe('early');
    expect(answer.headers.get('x-seen-by')).toBe('onResponse');
    const read = await gateway.graphql(QUERY);
    expect(read.headers.get('x-seen-by')).toBe('onResponse');
    expect(await preparedCount(gateway)).toBe(3);
  });

  it('runs an onRequest hook once for a prepared request handed back to yoga (variables that do not coerce)', async () => {
    const requests: string[] = [];
    const gateway = await gatewayWith(
      plainPlugin('once', {
        onRequest: ({ request }) => void requests.push(request.headers.get('x-request-id') ?? ''),
      }),
    );
    const query = 'query Q($yes: Boolean!) { containerNodeIps @include(if: $yes) }';
    const send = (variables: object, id: string) =>
      fetch(new URL('/graphql', gateway.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accesskey: TEST_KEY, 'x-request-id': id },
        body: JSON.stringify({ query, variables }),
      });
    await send({ yes: true }, 'first');
    const refused = await send({ yes: 'many' }, 'second');
    expect(JSON.stringify(await refused.json())).toContain('$yes');
    expect(requests).toEqual(['first', 'second']);
  });
});

describe('the request a hook gets', () => {
  it('has a signal that aborts when the client goes away, on a prepared run', async () => {
    const signals: AbortSignal[] = [];
    const gateway = await gatewayWith(
      plainPlugin('signal watcher', { onRequest: ({ request }) => void signals.push(request.signal) }),
    );
    await threeReads(gateway);
    expect(signals.every((signal) => !signal.aborted)).toBe(true);
    const target = new URL('/graphql', gateway.url);
    const body = JSON.stringify({ query: QUERY });
    const req = httpRequest({
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), accesskey: TEST_KEY },
    });
    req.on('error', () => undefined);
    slowUpstream = true;
    try {
      req.end(body);
      await until(() => signals.length === 4, 2000, 'the fourth request reaching the hook');
      const signal = signals[3] as AbortSignal;
      expect(signal.aborted).toBe(false);
      req.destroy();
      await until(() => signal.aborted, 1000, 'the signal aborting');
    } finally {
      slowUpstream = false;
    }
  });
});

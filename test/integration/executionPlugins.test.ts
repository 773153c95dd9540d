import type { Plugin } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainPlugin, type GatewayPlugin } from '../../src/execution/gatewayPlugin.js';
import type { GatewayContext } from '../../src/request/context.js';
import { startFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.js';
import { startGateway, upstreamEnv, type TestGateway } from '../support/gateway.js';

/**
 * Plugins are declared once (execution/plugins.ts, or GatewayOptions.plugins) and every way of answering a request
 * honours them: a plugin with an operation hook runs on every request of a repeated document, either because it
 * tells prepared runs what to do in its place, or because, not telling, it turns prepared runs off for the process.
 */

const QUERY = '{ containerNodeIps }';

/** A plugin that counts the operations it saw executed. */
function countingExecutions(): { plugin: Plugin<GatewayContext>; seen: string[] } {
  const seen: string[] = [];
  return {
    seen,
    plugin: {
      onExecute({ args }) {
        seen.push(args.contextValue.scope.requestId);
      },
    },
  };
}

async function preparedCount(gateway: TestGateway): Promise<number> {
  const text = await (await fetch(new URL('/metrics', gateway.url))).text();
  return Number(/^bunny_gateway_graphql_prepared_requests_total (\d+)$/m.exec(text)?.[1] ?? 0);
}

let upstream: FakeUpstream;
const gateways: TestGateway[] = [];

async function gatewayWith(plugin: GatewayPlugin): Promise<TestGateway> {
  const gateway = await startGateway(upstreamEnv(upstream.url), { plugins: [plugin] });
  gateways.push(gateway);
  return gateway;
}

beforeAll(async () => {
  upstream = await startFakeUpstream({ body: ['198.51.100.1'] });
});

afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.close()));
  await upstream.close();
});

describe('a plugin with an operation hook', () => {
  it('runs on every request of a repeated document when it declares no prepared step: prepared runs are off, and the start-up log says why', async () => {
    const { plugin, seen } = countingExecutions();
    const gateway = await gatewayWith(plainPlugin('execution counter', plugin));
    for (let i = 0; i < 3; i += 1) {
      const answer = await gateway.graphql(QUERY);
      expect(answer.body).toEqual({ data: { containerNodeIps: ['198.51.100.1'] } });
    }
    expect(seen).toHaveLength(3);
    expect(await preparedCount(gateway)).toBe(0);
    const off = gateway.logs.find((line) => line['preparedRuns'] === 'off');
    expect(off?.['blockedBy']).toEqual(['execution counter (onExecute)']);
  });

  it('keeps prepared runs on when it declares its prepared step, which then runs on every request yoga no longer executes', async () => {
    const { plugin, seen } = countingExecutions();
    const started: string[] = [];
    const gateway = await gatewayWith({
      name: 'execution counter',
      plugins: [plugin],
      prepared: { starts: (_, context) => started.push(context.scope.requestId) },
    });
    for (let i = 0; i < 3; i += 1) await gateway.graphql(QUERY);
    // yoga executed the document once (which prepared it); the two repeats were prepared runs, each with the step.
    expect(seen).toHaveLength(1);
    expect(started).toHaveLength(2);
    expect(await preparedCount(gateway)).toBe(2);
    expect(gateway.logs.some((line) => line['preparedRuns'] === 'off')).toBe(false);
  });

  it('may refuse a prepared run with `admits`, and the request then goes through yoga with every hook', async () => {
    const { plugin, seen } = countingExecutions();
    const gateway = await gatewayWith({ name: 'refusing', plugins: [plugin], prepared: { admits: () => false } });
    for (let i = 0; i < 3; i += 1) await gateway.graphql(QUERY);
    expect(seen).toHaveLength(3);
    expect(await preparedCount(gateway)).toBe(0);
  });
});

describe('a plugin without operation hooks', () => {
  it('leaves prepared runs on', async () => {
    const gateway = await gatewayWith(plainPlugin('result watcher', { onResultProcess() {} }));
    for (let i = 0; i < 3; i += 1) await gateway.graphql(QUERY);
    expect(await preparedCount(gateway)).toBe(2);
  });
});

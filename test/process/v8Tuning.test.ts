import { describe, expect, it } from 'vitest';
import { useFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.js';
import { upstreamEnv } from '../support/gateway.js';
import { killSpawnedAfterEach, spawnGateway, type SpawnedGateway } from './spawnGateway.js';

/**
 * The production entry sets two V8 options (src/v8Tuning.ts; what they save is measured in bench/README.md): how far
 * the old generation may grow between full collections, and allocation-site pretenuring off. It names both in its
 * start-up line, and an operator's own flag on node's command line wins.
 */

let api: FakeUpstream;

useFakeUpstream((fake) => (api = fake));
killSpawnedAfterEach();

const startLine = (spawned: SpawnedGateway): Record<string, unknown> | undefined =>
  spawned.logs.find((entry) => String(entry['msg'] ?? '').startsWith('bunny-gateway listening'));

describe('the old generation growth bound', () => {
  it('is set to 100% by the server itself and named in the start-up line', async () => {
    const gw = await spawnGateway(upstreamEnv(api.url));
    expect(startLine(gw)).toMatchObject({ heapGrowingPercent: 100 });
  });

  it("is left to the operator's --heap-growing-percent when node is started with one", async () => {
    const gw = await spawnGateway(upstreamEnv(api.url), undefined, ['--heap-growing-percent=0']);
    expect(startLine(gw)).toMatchObject({ heapGrowingPercent: 0 });
  });
});

describe('allocation-site pretenuring', () => {
  it('is turned off by the server itself and named in the start-up line', async () => {
    const gw = await spawnGateway(upstreamEnv(api.url));
    expect(startLine(gw)).toMatchObject({ allocationSitePretenuring: false });
  });

  it('is left on when node is started with --allocation-site-pretenuring', async () => {
    const gw = await spawnGateway(upstreamEnv(api.url), undefined, ['--allocation-site-pretenuring']);
    expect(startLine(gw)).toMatchObject({ allocationSitePretenuring: true, heapGrowingPercent: 100 });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { useFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.js';
import { upstreamEnv } from '../support/gateway.js';
import { spawnGateway, type SpawnedGateway } from './spawnGateway.js';

/**
 * The production entry bounds how far V8 lets the old generation grow between full collections (src/server.ts,
 * HEAP_GROWING_PERCENT; what it saves is measured in bench/README.md, "Memory"), and says so in its start-up line.
 * An operator's own `--heap-growing-percent` on node's command line wins.
 */

let api: FakeUpstream;
let gw: SpawnedGateway | undefined;

useFakeUpstream((fake) => (api = fake));
afterEach(async () => {
  await gw?.kill();
  gw = undefined;
});

const startLine = (spawned: SpawnedGateway): Record<string, unknown> | undefined =>
  spawned.logs.find((entry) => String(entry['msg'] ?? '').startsWith('bunny-gateway listening'));

describe('the old generation growth bound', () => {
  it('is set to 100% by the server itself and named in the start-up line', async () => {
    gw = await spawnGateway(upstreamEnv(api.url));
    expect(startLine(gw)).toMatchObject({ heapGrowingPercent: 100 });
  });

  it("is left to the operator's --heap-growing-percent when node is started with one", async () => {
    gw = await spawnGateway(upstreamEnv(api.url), undefined, ['--heap-growing-percent=0']);
    expect(startLine(gw)).toMatchObject({ heapGrowingPercent: 0 });
  });
});

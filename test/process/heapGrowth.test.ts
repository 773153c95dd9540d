import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { useFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.js';
import { upstreamEnv } from '../support/gateway.js';
import { spawnGateway, type SpawnedGateway } from './spawnGateway.js';

/**
 * The production entry bounds how far V8 lets the old generation grow between full collections (src/server.ts,
 * HEAP_GROWING_PERCENT; what it saves is measured in bench/README.md, "Memory"), and says so in its start-up line.
 * An operator's own `--heap-growing-percent` on node's command line wins.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

let api: FakeUpstream;
let gw: SpawnedGateway | undefined;

useFakeUpstream((fake) => (api = fake));
afterEach(async () => {
  await gw?.kill();
  gw = undefined;
});

const isStartLine = (entry: Record<string, unknown>): boolean =>
  String(entry['msg'] ?? '').startsWith('bunny-gateway listening');

/** `node <nodeArgs> src/server.ts` until its start-up line, which it returns; then the process is killed. */
async function startLineWith(nodeArgs: string[]): Promise<Record<string, unknown>> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env['PATH'] ?? '',
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      ...upstreamEnv(api.url),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    for await (const line of createInterface({ input: child.stdout })) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      if (isStartLine(entry)) return entry;
    }
    throw new Error('the gateway ended before its start-up line');
  } finally {
    child.kill('SIGKILL');
  }
}

describe('the old generation growth bound', () => {
  it('is set to 50% by the server itself and named in the start-up line', async () => {
    gw = await spawnGateway(upstreamEnv(api.url));
    expect(gw.logs.find(isStartLine)).toMatchObject({ heapGrowingPercent: 50 });
  });

  it("is left to the operator's --heap-growing-percent when node is started with one", async () => {
    expect(await startLineWith(['--heap-growing-percent=0'])).toMatchObject({ heapGrowingPercent: 0 });
  });
});

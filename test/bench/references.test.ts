import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeReset, fakeStats } from '../../bench/fakeControl.js';
import { runLoad } from '../../bench/load.js';
import { startFakeUpstream, stopAll, type ListeningProcess } from '../../bench/processes.js';
import { bundleReferences, startReferences } from '../../bench/references.js';
import { REFERENCE_IDS, readScenarios, type ReferenceId } from '../../bench/scenarios.js';

/**
 * The benchmark's reference forwarders, bundled and run as `npm run bench` runs them, against its fake upstream:
 * each must give every scenario's expected answer (checked by the bench's own load checker) with the upstream calls
 * the scenario expects of it, or the ratios the bench reports compare the gateway with something else.
 */

let fake: ListeningProcess;
let references: Record<ReferenceId, ListeningProcess>;

beforeAll(async () => {
  [fake] = await Promise.all([startFakeUpstream({ exportBytes: 1024 }), bundleReferences()]);
  references = await startReferences(fake.url, undefined);
}, 60_000);

afterAll(stopAll);

const runs = readScenarios(2).flatMap((scenario) => (scenario.references ?? []).map((run) => ({ scenario, run })));

describe.each(REFERENCE_IDS)('the %s reference', (system) => {
  const own = runs
    .filter(({ run }) => run.system === system)
    .map(({ scenario, run }) => [scenario.title, run] as const);

  it.each(own)('answers "%s" as the benchmark expects, with the upstream calls it expects', async (_title, run) => {
    await fakeReset(fake.url);
    const result = await runLoad({ url: references[system].url, request: run.request, connections: 2, amount: 4 });
    expect(result.samples).toEqual([]);
    expect(result).toMatchObject({ requests: 4, wrongAnswers: 0, errors: 0, non2xx: 0 });
    const stats = await fakeStats(fake.url);
    expect(stats.rejections).toEqual([]);
    expect(stats.total).toBe(4 * run.upstreamCallsPerRequest);
  });
});

describe('the dashboard scenario', () => {
  it('runs against the floor, the lean yoga forwarder and Apollo Server, each making the 22 upstream calls the gateway makes', () => {
    const dashboard = readScenarios(2).find((scenario) => scenario.id === 'dashboard');
    expect(dashboard?.references?.map((run) => [run.system, run.upstreamCallsPerRequest])).toEqual([
      ['floor', 22],
      ['leanYoga', 22],
      ['apollo', 22],
    ]);
    expect(dashboard?.upstreamCallsPerRequest).toBe(22);
  });
});

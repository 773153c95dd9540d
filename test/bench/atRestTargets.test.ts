import { describe, expect, it } from 'vitest';
import { type AtRestRow, atRestTable, atRestTargets } from '../../bench/measureAtRest.js';

const MB = 1024 * 1024;

/** Three starts of one system: ready times and CPU in ms, resident memory in MB. */
function starts(system: string, readyMs: number[], rssMb: number[], cpuMs = [900, 1_000, 1_100]): AtRestRow {
  return { system, readyMs, rssBytes: rssMb.map((mb) => mb * MB), cpuMs };
}

const verdicts = (rows: AtRestRow[]) =>
  Object.fromEntries(atRestTargets(rows).map((check) => [check.name, [check.measured, check.met]]));

describe('the at-rest targets', () => {
  it("compares the gateway's medians with Apollo Server's, not its best start", () => {
    const rows = [
      starts('gateway', [900, 2_000, 1_000], [100, 130, 101]),
      starts('Apollo Server', [1_200, 1_100, 800], [110, 90, 111]),
    ];
    expect(verdicts(rows)).toEqual({
      "resident memory after start below Apollo Server's (medians)": ["101.0 MB vs Apollo Server's 110.0 MB", true],
      "spawn to ready below Apollo Server's (medians)": ["1000 ms vs Apollo Server's 1100 ms", true],
    });
  });

  it('fails each target the gateway does not beat, a tie included', () => {
    const rows = [starts('gateway', [1_500], [110]), starts('Apollo Server', [1_000], [110])];
    expect(atRestTargets(rows).map((check) => check.met)).toEqual([false, false]);
  });

  it('checks nothing without both the gateway and Apollo Server', () => {
    expect(atRestTargets([starts('gateway', [900], [100])])).toEqual([]);
  });

  it('writes one row per system with medians and ranges', () => {
    const table = atRestTable([starts('lean yoga forwarder', [1_000, 3_000, 2_000], [120, 118, 119])]);
    expect(table[2]).toBe('| lean yoga forwarder | 3 | 2000 (1000-3000) | 1000 (900-1100) | 119.0 (118.0-120.0) |');
  });
});

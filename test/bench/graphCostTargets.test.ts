import { describe, expect, it } from 'vitest';
import type { Measured, SystemId } from '../../bench/measureLoad.js';
import type { ScenarioRow } from '../../bench/report.js';
import { graphCostTargets } from '../../bench/targets.js';

/** A measured row with only what the targets read. */
function row(id: string, system: SystemId, cpuMicrosPerRequest: number, p99Ms: number): Measured {
  const title = id === 'dashboard' ? '8. dashboard' : '9. every leaf';
  const measured = { title, system, cpuMicrosPerRequest, p99Ms } as Partial<ScenarioRow> as ScenarioRow;
  return { id, system, row: measured };
}

const verdicts = (measured: Measured[]) =>
  Object.fromEntries(graphCostTargets(measured).map((check) => [check.name, [check.measured, check.met]]));

describe("the graph's cost targets", () => {
  it('reads the dashboard against its floor and the lean forwarder, and every leaf against its floor', () => {
    const measured = [
      row('dashboard', 'gateway', 1_400, 30),
      row('dashboard', 'floor', 1_000, 25),
      row('dashboard', 'leanYoga', 2_000, 40),
      row('metricsAll', 'gateway', 400, 5),
      row('metricsAll', 'floor', 150, 9),
    ];
    expect(verdicts(measured)).toEqual({
      "CPU per request <= 1.5x the floor's: 8. dashboard": ['1.40x', true],
      "CPU per request <= 1.3x the floor's: 8. dashboard": ['1.40x', false],
      "CPU per request <= 1.5x the floor's: 9. every leaf": ['2.67x', false],
      "CPU per request below the lean yoga forwarder's: 8. dashboard": ['0.70x', true],
      "p99 <= the lean yoga forwarder's: 8. dashboard": ['30.0 vs 40.0 ms', true],
    });
  });

  it('checks nothing it has no reference row for', () => {
    expect(graphCostTargets([row('dashboard', 'gateway', 1_400, 30)])).toEqual([]);
  });

  it('fails the p99 and the lean comparison when the gateway is slower', () => {
    const measured = [row('dashboard', 'gateway', 2_100, 50), row('dashboard', 'leanYoga', 2_000, 40)];
    expect(verdicts(measured)).toEqual({
      "CPU per request below the lean yoga forwarder's: 8. dashboard": ['1.05x', false],
      "p99 <= the lean yoga forwarder's: 8. dashboard": ['50.0 vs 40.0 ms', false],
    });
  });
});

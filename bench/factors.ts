/** The report's ratios: each row's CPU per request over the references' of the same scenario. */
import type { Measured } from './measureLoad.js';
import type { ScenarioRow } from './report.js';
import type { ReferenceId } from './scenarios.js';

/** Each row's CPU per request over the floor's and (gateway rows) the lean yoga forwarder's and Apollo's, same scenario. */
export function withFactors(measured: readonly Measured[]): ScenarioRow[] {
  const cpuOf = (id: string, system: ReferenceId): number | undefined =>
    measured.find((m) => m.id === id && m.system === system)?.row.cpuMicrosPerRequest;
  const over = (value: number, reference: number | undefined): number | undefined =>
    reference ? value / reference : undefined;
  return measured.map(({ id, system, row }) => {
    const gateway = system === 'gateway';
    return {
      ...row,
      // A warm cache hit's floor is the static-file server of the same bytes (scenario 8b).
      xFloor:
        system === 'floor' || system === 'static'
          ? undefined
          : over(row.cpuMicrosPerRequest, cpuOf(id, 'floor') ?? cpuOf(id, 'static')),
      xLeanYoga: gateway ? over(row.cpuMicrosPerRequest, cpuOf(id, 'leanYoga')) : undefined,
      xApollo: gateway ? over(row.cpuMicrosPerRequest, cpuOf(id, 'apollo')) : undefined,
    };
  });
}

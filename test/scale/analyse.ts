/**
 * What the load saw, explained by nginx's access log: every failed request is traced to the replica nginx last
 * tried, and the killed replica's failures are compared with the requests it held at the moment of the kill.
 */
import type { AccessRecord } from './nginx.js';
import type { Outcome } from './load.js';

export interface Events {
  readonly drained: string;
  readonly killed: string;
  readonly replacement: string;
  readonly termAtMs: number;
  readonly killAtMs: number;
  /** When the killed process was seen gone: its sockets close only then, so requests sent until this moment fail. */
  readonly goneAtMs: number;
  readonly drainExit: number | string;
  readonly drainMs: number;
  readonly replacementReadyMs: number;
  /** Request lines in the replacement's own log. */
  readonly replacementLogged: number;
  readonly initial: readonly string[];
}

export interface Summary {
  readonly line: string;
  readonly problems: string[];
}

const last = (record: AccessRecord | undefined): string | undefined => record?.upstreams.at(-1);

/** Requests nginx sent to `address` that began before `untilMs` and were not over at `fromMs`. */
function inFlight(records: readonly AccessRecord[], address: string, fromMs: number, untilMs: number): AccessRecord[] {
  return records.filter((r) => r.upstreams.includes(address) && r.startMs <= untilMs && r.endMs >= fromMs);
}

export function analyse(outcomes: readonly Outcome[], records: readonly AccessRecord[], events: Events): Summary {
  const byId = new Map(records.map((record) => [record.requestId, record]));
  const failed = outcomes.filter((outcome) => !outcome.correct);
  const failedAt = (address: string): number => failed.filter((o) => last(byId.get(o.requestId)) === address).length;
  const drainedFailed = failedAt(events.drained);
  const killedFailed = failedAt(events.killed);
  const otherFailed = failed.length - drainedFailed - killedFailed;
  const held = inFlight(records, events.killed, events.killAtMs, events.goneAtMs).length;
  const draining = inFlight(records, events.drained, events.termAtMs, events.termAtMs);
  const drainedCompleted = draining.filter((r) => r.status === 200).length;
  const served = (address: string): number => records.filter((r) => r.status === 200 && last(r) === address).length;
  const retried = records.filter((r) => r.upstreams.length > 1 && r.status === 200).length;
  const replacementServed = served(events.replacement);

  const problems: string[] = [];
  if (outcomes.length === 0) problems.push('no request was sent');
  for (const address of events.initial)
    if (served(address) === 0) problems.push(`replica ${address} served nothing: the balancer did not spread load`);
  if (drainedFailed > 0) problems.push(`${drainedFailed} requests failed at the drained replica (expected 0)`);
  if (events.drainExit !== 0) problems.push(`the drained replica exited with ${events.drainExit} (expected 0)`);
  if (killedFailed > held)
    problems.push(`${killedFailed} requests failed at the killed replica, more than the ${held} it held`);
  if (otherFailed > 0) {
    const examples = failed
      .filter((o) => ![events.drained, events.killed].includes(last(byId.get(o.requestId)) ?? ''))
      .slice(0, 3)
      .map((o) => `${o.requestId} status ${o.status}, nginx: ${JSON.stringify(byId.get(o.requestId) ?? 'no line')}`);
    problems.push(`${otherFailed} requests failed that no kill or drain explains, e.g. ${examples.join('; ')}`);
  }
  if (replacementServed === 0 || events.replacementLogged === 0)
    problems.push('the replacement served no request after it became ready');

  const line =
    `scale: ${outcomes.length} requests, ${failed.length} failed; ` +
    `SIGTERM replica: ${drainedFailed} failed, ${drainedCompleted} of ${draining.length} in flight completed ` +
    `(exit ${events.drainExit} after ${events.drainMs} ms); ` +
    `SIGKILL replica: ${killedFailed} failed of ${held} in flight ` +
    `(sent before it was gone, ${events.goneAtMs - events.killAtMs} ms after the signal); ` +
    `replacement: ready in ${events.replacementReadyMs} ms, served ${replacementServed} (its log: ${events.replacementLogged}); ` +
    `nginx retried ${retried} on another replica; unexplained failures: ${otherFailed}`;
  return { line, problems };
}

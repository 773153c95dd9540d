/**
 * What the load saw, explained by nginx's access log: every failed request is traced to the replica nginx last
 * tried, and the killed replica's failures are compared with the requests it held when it died.
 *
 * One more cause is the test's own: it changes nginx's replica list by reloading, and the old nginx worker closes
 * client connections it considers idle; a request sent on one at that instant is reset before nginx reads it (no
 * access-log line, so it never reached a replica). Those are counted apart, only inside a reload's window.
 */
import type { Outcome } from './load.js';
import type { AccessRecord } from './accessLog.js';
import type { Reload } from './nginx.js';

export interface Events {
  readonly drained: string;
  readonly killed: string;
  readonly replacement: string;
  readonly termAtMs: number;
  /** SIGTERM was sent while nginx still listed the drained replica: it must then have served requests after it. */
  readonly termInBalancer: boolean;
  readonly killAtMs: number;
  /** When the killed process was seen gone: its sockets close only then, so requests sent until this moment fail. */
  readonly goneAtMs: number;
  readonly drainExit: number | string;
  readonly drainMs: number;
  readonly replacementReadyMs: number;
  /** Request lines in the replacement's own log. */
  readonly replacementLogged: number;
  readonly initial: readonly string[];
  readonly reloads: readonly Reload[];
}

export interface Summary {
  readonly line: string;
  readonly problems: string[];
}

/** How long after a reload's new worker starts the old worker may still be closing connections. */
const RELOAD_WINDOW_MS = 2_000;
/**
 * nginx logs times to the millisecond, computed from its own clock and `$request_time`, while the moment the killed
 * process was seen gone is this process's `exit` event, a scheduling step later: a request nginx wrote to a kept-alive
 * connection of the dead process in that gap is one the replica held, not one sent to a replica known to be gone.
 */
const GONE_SLACK_MS = 100;

const last = (record: AccessRecord | undefined): string | undefined => record?.upstreams.at(-1);

/** Requests nginx sent to `address` that began before `untilMs` and were not over at `fromMs`. */
function inFlight(records: readonly AccessRecord[], address: string, fromMs: number, untilMs: number): AccessRecord[] {
  return records.filter((r) => r.upstreams.includes(address) && r.startMs <= untilMs && r.endMs >= fromMs);
}

function resetByReload(outcome: Outcome, reloads: readonly Reload[]): boolean {
  return reloads.some((r) => outcome.endMs >= r.startMs && outcome.startMs <= r.endMs + RELOAD_WINDOW_MS);
}

export function analyse(outcomes: readonly Outcome[], records: readonly AccessRecord[], events: Events): Summary {
  const byId = new Map(records.map((record) => [record.requestId, record]));
  const failed = outcomes.filter((outcome) => !outcome.correct);
  const failedAt = (address: string): number => failed.filter((o) => last(byId.get(o.requestId)) === address).length;
  const drainedFailed = failedAt(events.drained);
  const killedFailed = failedAt(events.killed);
  const neverProxied = failed.filter((o) => o.status === 0 && !byId.has(o.requestId));
  const reloadResets = neverProxied.filter((o) => resetByReload(o, events.reloads)).length;
  const unexplained = failed.filter(
    (o) =>
      ![events.drained, events.killed].includes(last(byId.get(o.requestId)) ?? '') &&
      !(o.status === 0 && !byId.has(o.requestId) && resetByReload(o, events.reloads)),
  );
  const held = inFlight(records, events.killed, events.killAtMs, events.goneAtMs + GONE_SLACK_MS).length;
  const draining = inFlight(records, events.drained, events.termAtMs, events.termAtMs);
  const drainedCompleted = draining.filter((r) => r.status === 200).length;
  // Sent to the drained replica after SIGTERM and answered by it: the delay at work when nginx was not told.
  const servedWhileDraining = records.filter(
    (r) => last(r) === events.drained && r.status === 200 && r.startMs > events.termAtMs,
  ).length;
  const served = (address: string): number => records.filter((r) => r.status === 200 && last(r) === address).length;
  const retried = records.filter((r) => r.upstreams.length > 1 && r.status === 200).length;
  const replacementServed = served(events.replacement);

  const problems: string[] = [];
  if (outcomes.length === 0) problems.push('no request was sent');
  for (const address of events.initial)
    if (served(address) === 0) problems.push(`replica ${address} served nothing: the balancer did not spread load`);
  if (drainedFailed > 0) problems.push(`${drainedFailed} requests failed at the drained replica (expected 0)`);
  if (events.termInBalancer && servedWhileDraining === 0)
    problems.push('the drained replica served nothing after SIGTERM: the late-balancer case was not exercised');
  if (events.drainExit !== 0) problems.push(`the drained replica exited with ${events.drainExit} (expected 0)`);
  if (killedFailed > held)
    problems.push(`${killedFailed} requests failed at the killed replica, more than the ${held} it held`);
  if (unexplained.length > 0) {
    const examples = unexplained
      .slice(0, 3)
      .map((o) => `${o.requestId} ${o.error ?? `status ${o.status}`}, nginx: ${JSON.stringify(byId.get(o.requestId))}`);
    problems.push(`${unexplained.length} requests failed that nothing explains, e.g. ${examples.join('; ')}`);
  }
  if (replacementServed === 0 || events.replacementLogged === 0)
    problems.push('the replacement served no request after it became ready');

  const line =
    `scale: ${outcomes.length} requests, ${failed.length} failed; ` +
    `SIGTERM replica: ${drainedFailed} failed, ${drainedCompleted} of ${draining.length} in flight completed, ` +
    `${servedWhileDraining} served after the signal${events.termInBalancer ? ' (still in nginx)' : ''} ` +
    `(exit ${events.drainExit} after ${events.drainMs} ms); ` +
    `SIGKILL replica: ${killedFailed} failed of ${held} in flight ` +
    `(sent before it was gone, ${events.goneAtMs - events.killAtMs} ms after the signal); ` +
    `replacement: ready in ${events.replacementReadyMs} ms, served ${replacementServed} (its log: ${events.replacementLogged}); ` +
    `nginx retried ${retried} on another replica; reset by nginx reloads: ${reloadResets}; unexplained: ${unexplained.length}`;
  return { line, problems };
}

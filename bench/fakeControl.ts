/** The bench's side of the fake upstream's control routes (`/__bench/…`, see fakeUpstream.ts). */
import type { FakeStats } from './fakeUpstream.js';

export async function fakeStats(fakeUrl: string): Promise<FakeStats> {
  return (await (await fetch(`${fakeUrl}/__bench/stats`)).json()) as FakeStats;
}

/**
 * Waits until the fake has seen no new call for 100 ms: requests still in flight when autocannon stopped keep
 * reaching upstream for a while and must not be counted in the next window.
 */
export async function settle(fakeUrl: string, maxMs = 10_000): Promise<void> {
  const until = performance.now() + maxMs;
  let last = (await fakeStats(fakeUrl)).total;
  while (performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = (await fakeStats(fakeUrl)).total;
    if (now === last) return;
    last = now;
  }
}

export async function fakeReset(fakeUrl: string): Promise<void> {
  await settle(fakeUrl);
  await (await fetch(`${fakeUrl}/__bench/reset`, { method: 'POST' })).arrayBuffer();
}

/** Sets the size of the CSV export the fake streams. */
export async function fakeExportBytes(fakeUrl: string, exportBytes: number): Promise<void> {
  await (
    await fetch(`${fakeUrl}/__bench/config`, { method: 'POST', body: JSON.stringify({ exportBytes }) })
  ).arrayBuffer();
}

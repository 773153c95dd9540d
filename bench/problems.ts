/** What went wrong during a run (errors, wrong answers, refused upstream calls): any entry fails the run. */
import type { FakeStats } from './fakeUpstream.js';
import type { LoadResult } from './load.js';

export const problems: string[] = [];

export function checkLoad(label: string, result: LoadResult): void {
  if (result.errors > 0) problems.push(`${label}: ${result.errors} errors (${result.timeouts} timeouts)`);
  if (result.non2xx > 0) problems.push(`${label}: ${result.non2xx} non-2xx answers`);
  if (result.wrongAnswers > 0)
    problems.push(`${label}: ${result.wrongAnswers} wrong answers, e.g. ${result.samples[0] ?? ''}`);
  if (result.requests === 0) problems.push(`${label}: no request completed`);
}

export function checkFake(label: string, stats: FakeStats): void {
  if (stats.rejected > 0)
    problems.push(
      `${label}: the fake upstream refused ${stats.rejected} calls: ${stats.rejections.slice(0, 3).join('; ')}`,
    );
}

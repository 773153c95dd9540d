import { Random } from '../core/random.js';

/**
 * The past 28 UTC days of one counter set (a WAF rule on a zone, bot detection, upload scanning, API Guardian on a
 * zone or one endpoint): one deterministic set of counts per day and seed, so figures are the same on every call and
 * the totals are the sums of the days. A zone without traffic counts nothing.
 */

const DAYS = 28;
const DAY_MS = 86_400_000;

export type Counts = Record<string, number>;

export interface PastDays {
  /** The counts of each day, keyed `YYYY-MM-DD`. */
  days: Record<string, Counts>;
  /** The sums of the days. */
  totals: Counts;
}

export function pastDays(now: Date, seed: string, traffic: boolean, day: (random: Random) => Counts): PastDays {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const days: Record<string, Counts> = {};
  const totals: Counts = {};
  for (let back = DAYS - 1; back >= 0; back -= 1) {
    const date = new Date(today - back * DAY_MS).toISOString().slice(0, 10);
    const counts = day(new Random(`${seed}:${date}`));
    for (const [name, value] of Object.entries(counts)) {
      counts[name] = traffic ? value : 0;
      totals[name] = (totals[name] ?? 0) + (counts[name] ?? 0);
    }
    days[date] = counts;
  }
  return { days, totals };
}

/** `totals` with each name prefixed and capitalised (`blockedRequests` as `totalBlockedRequests`). */
export function prefixedTotals(totals: Counts, prefix = 'total'): Counts {
  return Object.fromEntries(
    Object.entries(totals).map(([name, value]) => [`${prefix}${name.charAt(0).toUpperCase()}${name.slice(1)}`, value]),
  );
}

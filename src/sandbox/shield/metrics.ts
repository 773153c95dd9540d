import { Random } from '../core/random.js';
import type { ShieldZone } from '../state.js';

/**
 * The metrics overview of a Shield Zone: one deterministic set of counters per zone and UTC
 * day, so figures are stable between calls and consistent with each other (overview totals are
 * the sums of the 28 daily entries). The daily maps are keyed by "YYYY-MM-DD".
 */

const DAYS = 28;
const DAY_MS = 86_400_000;

interface DailyCounters {
  waf: { totalTriggeredRules: number; blockedRequests: number; loggedRequests: number; challengedRequests: number };
  dDoS: { loggedRequests: number; verifiedRequests: number; blockedRequests: number; challengedRequests: number };
  ratelimit: { totalBreaches: number; loggedBreaches: number; challengedBreaches: number; blockedBreaches: number };
  botDetection: { loggedRequests: number; challengedRequests: number };
  accessList: { totalActions: number; blockedRequests: number; loggedRequests: number; challengedRequests: number };
  uploadScanning: { loggedRequests: number; blockedRequests: number; filesScanned: number };
  apiGuardian: {
    blockedRequests: number;
    loggedRequests: number;
    rateLimited: number;
    requestsInspected: number;
    failedRequestValidation: number;
    failedAuthenticationEnforcement: number;
  };
}

type Counters = Record<string, number>;

/** Splits a total into blocked/challenged/logged shares that add up exactly. */
function split(total: number, blockedShare: number, challengedShare: number): [number, number, number] {
  const blocked = Math.floor(total * blockedShare);
  const challenged = Math.floor(total * challengedShare);
  return [blocked, challenged, total - blocked - challenged];
}

function dailyCounters(zone: ShieldZone, date: string): DailyCounters {
  const random = new Random(`shield-metrics:${zone.id}:${date}`);
  const scale = zone.hasTraffic ? 1 : 0;
  const count = (min: number, max: number): number => scale * random.int(min, max);
  const waf = count(200, 2400);
  const [wafBlocked, wafChallenged, wafLogged] = split(waf, 0.72, 0.08);
  const breaches = count(40, 900);
  const [rlBlocked, rlChallenged, rlLogged] = split(breaches, 0.35, 0.5);
  const actions = count(20, 600);
  const [alBlocked, alChallenged, alLogged] = split(actions, 0.8, 0.05);
  return {
    waf: {
      totalTriggeredRules: waf,
      blockedRequests: wafBlocked,
      loggedRequests: wafLogged,
      challengedRequests: wafChallenged,
    },
    dDoS: {
      loggedRequests: count(0, 500),
      verifiedRequests: count(1000, 20000),
      blockedRequests: count(0, 3000),
      challengedRequests: count(100, 5000),
    },
    ratelimit: {
      totalBreaches: breaches,
      loggedBreaches: rlLogged,
      challengedBreaches: rlChallenged,
      blockedBreaches: rlBlocked,
    },
    botDetection: { loggedRequests: count(200, 4000), challengedRequests: count(100, 2000) },
    accessList: {
      totalActions: actions,
      blockedRequests: alBlocked,
      loggedRequests: alLogged,
      challengedRequests: alChallenged,
    },
    uploadScanning: { loggedRequests: count(0, 20), blockedRequests: count(0, 5), filesScanned: count(100, 1500) },
    apiGuardian: {
      blockedRequests: count(0, 120),
      loggedRequests: count(0, 300),
      rateLimited: count(0, 80),
      requestsInspected: count(10000, 90000),
      failedRequestValidation: count(0, 60),
      failedAuthenticationEnforcement: count(0, 40),
    },
  };
}

function overviewOf(day: DailyCounters): Counters {
  return {
    dDoSMitigated: day.dDoS.blockedRequests + day.dDoS.challengedRequests,
    wafTriggeredRules: day.waf.totalTriggeredRules,
    ratelimitBreaches: day.ratelimit.totalBreaches,
    botDetectionChallenged: day.botDetection.challengedRequests,
    accessListActions: day.accessList.totalActions,
    uploadScanningBlocks: day.uploadScanning.blockedRequests,
    apiGuardianBlocks: day.apiGuardian.blockedRequests,
  };
}

function sum(entries: readonly Counters[]): Counters {
  const total: Counters = {};
  for (const entry of entries) {
    for (const [key, value] of Object.entries(entry)) total[key] = (total[key] ?? 0) + value;
  }
  return total;
}

/** The last 28 UTC dates, oldest first, ending with today. */
function lastDates(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: DAYS }, (_, index) =>
    new Date(today - (DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** ShieldZoneMetrics for the zone as of `now`. */
export function shieldZoneMetrics(zone: ShieldZone, now: Date): Record<string, unknown> {
  const dates = lastDates(now);
  const days = dates.map((date) => dailyCounters(zone, date));
  const byDate = (select: (day: DailyCounters) => Counters): Record<string, Counters> =>
    Object.fromEntries(dates.map((date, index) => [date, select(days[index] ?? dailyCounters(zone, date))]));
  const total = (select: (day: DailyCounters) => Counters): Counters => sum(days.map(select));
  const billable = zone.hasTraffic ? 2_900_000_000 + new Random(`shield-billable:${zone.id}`).int(0, 900_000_000) : 0;
  return {
    overview: total(overviewOf),
    waf: total((day) => day.waf),
    overviewPastTwentyEightDays: byDate(overviewOf),
    dDoS: total((day) => day.dDoS),
    dDoSOverviewPastTwentyEightDays: byDate((day) => day.dDoS),
    ratelimit: total((day) => day.ratelimit),
    ratelimitOverviewPastTwentyEightDays: byDate((day) => day.ratelimit),
    botDetection: total((day) => day.botDetection),
    botDetectionOverviewPastTwentyEightDays: byDate((day) => day.botDetection),
    accessList: total((day) => day.accessList),
    accessListOverviewPastTwentyEightDays: byDate((day) => day.accessList),
    uploadScanningOverviewPastTwentyEightDays: byDate((day) => day.uploadScanning),
    apiGuardian: total((day) => day.apiGuardian),
    apiGuardianOverviewPastTwentyEightDays: byDate((day) => day.apiGuardian),
    totalCleanRequestsLimit: zone.totalCleanRequestsLimit,
    totalBillableRequests: billable,
    uploadScanning: total((day) => day.uploadScanning),
  };
}

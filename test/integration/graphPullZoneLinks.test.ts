import { describe, expect, it } from 'vitest';
import {
  EXTERNAL_CERT_HOSTNAME,
  MISSING_PULL_ZONE_ID,
  WEB_BLOCKED_IPV4,
  WEB_EDGE_RULE_ID,
  WEB_PULL_ZONE_ID,
} from '../../src/sandbox/index.js';
import { pullZonesGraphiqlTab } from '../../src/areas/pullZones/graphiqlTab.js';
import { estimateCalls, useSandboxGraph } from '../support/sandboxGraph.js';
import { documentedExamples, operationNamed } from '../support/documentedExamples.js';

/**
 * A Pull Zone's statistics and origin error logs, read only when selected, and the zone linked from the certificate
 * and security-key payloads, through HTTP against the sandbox.
 */

const NOW = new Date('2026-11-21T12:00:00.000Z');
const TODAY = '2026-11-21';

const graph = useSandboxGraph('pull-zone-links-test-key', { now: NOW });
const { query, data, upstreamCalls } = graph;

interface Point {
  at: string;
  value: number;
}

interface Statistics {
  totalRequestsServed: number;
  totalBandwidthUsed: number;
  requestsServedChart: Point[];
  bandwidthUsedChart: Point[];
  error5xxChart: Point[];
  geoTrafficDistribution: { location: string; bytes: number }[];
}

const STATISTICS = `query ($from: DateTime!, $to: DateTime!, $hourly: Boolean) {
  pullZone(pullZoneId: ${WEB_PULL_ZONE_ID}) { statistics(from: $from, to: $to, hourly: $hourly) {
    totalRequestsServed totalBandwidthUsed requestsServedChart { at value } bandwidthUsedChart { at value }
    error5xxChart { at value } geoTrafficDistribution { location bytes } } } }`;

const WEEK = { from: '2026-11-14T00:00:00.000Z', to: '2026-11-21T00:00:00.000Z' };

describe('PullZone.statistics', () => {
  it('answers each chart as a typed time series in order, one point per day, the totals their sums', async () => {
    const { pullZone } = await data<{ pullZone: { statistics: Statistics } }>(STATISTICS, WEEK);
    const stats = pullZone.statistics;
    const days = Array.from({ length: 8 }, (_, index) => `2026-11-${14 + index}T00:00:00.000Z`);
    expect(stats.requestsServedChart.map((point) => point.at)).toEqual(days);
    expect(stats.bandwidthUsedChart.map((point) => point.at)).toEqual(days);
    expect(stats.error5xxChart).toHaveLength(8);
    const sum = (points: Point[]) => points.reduce((total, point) => total + point.value, 0);
    expect(sum(stats.requestsServedChart)).toBe(stats.totalRequestsServed);
    expect(sum(stats.bandwidthUsedChart)).toBe(stats.totalBandwidthUsed);
    expect(stats.geoTrafficDistribution.reduce((total, share) => total + share.bytes, 0)).toBe(
      stats.totalBandwidthUsed,
    );
    expect(upstreamCalls()).toEqual([
      `GET /pullzone/${WEB_PULL_ZONE_ID}`,
      `GET /statistics?pullZone=${WEB_PULL_ZONE_ID}&dateFrom=${encodeURIComponent(WEEK.from)}&dateTo=${encodeURIComponent(WEEK.to)}&hourly=false&loadErrors=true`,
    ]);
  });

  it('answers one point per hour when hourly', async () => {
    const { pullZone } = await data<{ pullZone: { statistics: Statistics } }>(STATISTICS, {
      from: '2026-11-20T00:00:00.000Z',
      to: '2026-11-20T23:00:00.000Z',
      hourly: true,
    });
    expect(pullZone.statistics.requestsServedChart).toHaveLength(24);
    expect(pullZone.statistics.requestsServedChart[1]?.at).toBe('2026-11-20T01:00:00.000Z');
  });

  it('refuses a range out of order, too long or before 2000, naming the argument, before any statistics call', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ from: WEEK.to, to: WEEK.from }, 'to'],
      [{ from: '2026-01-01T00:00:00.000Z', to: '2027-01-03T00:00:00.000Z' }, 'to'],
      [{ from: '2026-10-01T00:00:00.000Z', to: WEEK.to, hourly: true }, 'to'],
      [{ from: '1999-12-31T00:00:00.000Z', to: WEEK.to }, 'from'],
    ];
    for (const [variables, argument] of cases) {
      graph.sandbox.clearRequests();
      const { body } = await query(STATISTICS, variables);
      expect(body.errors).toEqual([
        expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', argument }) }),
      ]);
      expect(upstreamCalls()).toEqual([`GET /pullzone/${WEB_PULL_ZONE_ID}`]);
    }
  });

  it('reads no statistics and no logs when neither is selected', async () => {
    await data(`{ pullZone(pullZoneId: ${WEB_PULL_ZONE_ID}) { name } }`);
    expect(upstreamCalls()).toEqual([`GET /pullzone/${WEB_PULL_ZONE_ID}`]);
  });

  it('reads the statistics of a page of zones with one call per zone, within the estimate', async () => {
    const text = `query ($from: DateTime!, $to: DateTime!) { pullZones(first: 5) { edges { node { name
      statistics(from: $from, to: $to) { totalRequestsServed } } } } }`;
    const { pullZones } = await data<{ pullZones: { edges: { node: { statistics: Statistics } }[] } }>(text, WEEK);
    expect(pullZones.edges.every((edge) => edge.node.statistics.totalRequestsServed > 0)).toBe(true);
    expect(upstreamCalls()).toHaveLength(6);
    expect(upstreamCalls().filter((call) => call.startsWith('GET /statistics?'))).toHaveLength(5);
    expect(estimateCalls(text, WEEK)).toBeGreaterThanOrEqual(6);
  });
});

describe("PullZone's optimizer, origin shield queue and SafeHop statistics", () => {
  const LINKS = `query ($from: DateTime!, $to: DateTime!, $hourly: Boolean) { pullZone(pullZoneId: ${WEB_PULL_ZONE_ID}) {
    optimizerStatistics(from: $from, to: $to, hourly: $hourly) { totalRequestsOptimized requestsOptimizedChart { at value } }
    originShieldQueueStatistics(from: $from, to: $to, hourly: $hourly) { queuedRequestsChart { at value } }
    safeHopStatistics(from: $from, to: $to, hourly: $hourly) { totalRequestsSaved requestsSavedChart { at value } } } }`;

  interface Links {
    optimizerStatistics: { totalRequestsOptimized: number; requestsOptimizedChart: Point[] };
    originShieldQueueStatistics: { queuedRequestsChart: Point[] };
    safeHopStatistics: { totalRequestsSaved: number; requestsSavedChart: Point[] };
  }

  it('answers each as time series with one call each, the totals the sums of their charts', async () => {
    const day = { from: '2026-11-20T00:00:00.000Z', to: '2026-11-20T23:00:00.000Z', hourly: true };
    const { pullZone } = await data<{ pullZone: Links }>(LINKS, day);
    const sum = (points: Point[]) => points.reduce((total, point) => total + point.value, 0);
    expect(pullZone.optimizerStatistics.requestsOptimizedChart).toHaveLength(24);
    expect(pullZone.originShieldQueueStatistics.queuedRequestsChart[1]?.at).toBe('2026-11-20T01:00:00.000Z');
    expect(sum(pullZone.optimizerStatistics.requestsOptimizedChart)).toBe(
      pullZone.optimizerStatistics.totalRequestsOptimized,
    );
    expect(sum(pullZone.safeHopStatistics.requestsSavedChart)).toBe(pullZone.safeHopStatistics.totalRequestsSaved);
    const range = `dateFrom=${encodeURIComponent(day.from)}&dateTo=${encodeURIComponent(day.to)}&hourly=true`;
    expect(upstreamCalls()).toEqual([
      `GET /pullzone/${WEB_PULL_ZONE_ID}`,
      `GET /pullzone/${WEB_PULL_ZONE_ID}/optimizer/statistics?${range}`,
      `GET /pullzone/${WEB_PULL_ZONE_ID}/originshield/queuestatistics?${range}`,
      `GET /pullzone/${WEB_PULL_ZONE_ID}/safehop/statistics?${range}`,
    ]);
    expect(estimateCalls(LINKS, day)).toBeGreaterThanOrEqual(4);
  });

  it('refuses a range too long for hourly points naming to, with none of the three calls', async () => {
    const { body } = await query(LINKS, { from: '2026-10-01T00:00:00.000Z', to: WEEK.to, hourly: true });
    expect(body.errors?.map((error) => error.extensions?.['argument'])).toEqual(['to', 'to', 'to']);
    expect(upstreamCalls()).toEqual([`GET /pullzone/${WEB_PULL_ZONE_ID}`]);
  });
});

describe('PullZone.originErrorLogs', () => {
  const LOGS = `query ($date: Date!) { pullZone(pullZoneId: ${WEB_PULL_ZONE_ID}) { originErrorLogs(date: $date) { logId errorCode } }
    originErrorLogs(pullZoneId: ${WEB_PULL_ZONE_ID}, date: $date) { logId errorCode } }`;

  it("answers the same logs as the root field, through the one shared read of the zone's day", async () => {
    const result = await data<{ pullZone: { originErrorLogs: unknown[] }; originErrorLogs: unknown[] }>(LOGS, {
      date: TODAY,
    });
    expect(result.pullZone.originErrorLogs.length).toBeGreaterThan(0);
    expect(result.pullZone.originErrorLogs).toEqual(result.originErrorLogs);
    expect(upstreamCalls()).toEqual([`GET /pullzone/${WEB_PULL_ZONE_ID}`, `GET /${WEB_PULL_ZONE_ID}/11-21-2026`]);
  });

  it('refuses a date before 2000 naming date, with the same check as the root field', async () => {
    const { body } = await query(
      `query ($date: Date!) { pullZone(pullZoneId: ${WEB_PULL_ZONE_ID}) { originErrorLogs(date: $date) { logId } } }`,
      { date: '1999-01-01' },
    );
    expect(body.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', argument: 'date' }) }),
    ]);
    expect(upstreamCalls()).toEqual([`GET /pullzone/${WEB_PULL_ZONE_ID}`]);
  });
});

describe('payloads link to the changed Pull Zone', () => {
  it("answers resetPullZoneSecurityKey's pullZone read after the reset, and reads none when not selected", async () => {
    const { resetPullZoneSecurityKey } = await data<{ resetPullZoneSecurityKey: { pullZone: { pullZoneId: number } } }>(
      `mutation { resetPullZoneSecurityKey(input: { pullZoneId: ${WEB_PULL_ZONE_ID} }) { pullZone { pullZoneId name } } }`,
    );
    expect(resetPullZoneSecurityKey.pullZone.pullZoneId).toBe(WEB_PULL_ZONE_ID);
    expect(upstreamCalls()).toEqual([
      `POST /pullzone/${WEB_PULL_ZONE_ID}/resetSecurityKey`,
      `GET /pullzone/${WEB_PULL_ZONE_ID}`,
    ]);
    graph.sandbox.clearRequests();
    await data(
      `mutation { resetPullZoneSecurityKey(input: { pullZoneId: ${WEB_PULL_ZONE_ID} }) { clientMutationId } }`,
    );
    expect(upstreamCalls()).toEqual([`POST /pullzone/${WEB_PULL_ZONE_ID}/resetSecurityKey`]);
  });

  it("answers requestPullZoneExternalHttpCertificate's pullZone as the zone that lists the hostname, with one search", async () => {
    const { requestPullZoneExternalHttpCertificate } = await data<{
      requestPullZoneExternalHttpCertificate: { pullZone: { pullZoneId: number; hostnames: { value: string }[] } };
    }>(
      `mutation { requestPullZoneExternalHttpCertificate(input: { hostname: "${EXTERNAL_CERT_HOSTNAME}" }) {
        pullZone { pullZoneId hostnames { value } } } }`,
    );
    expect(requestPullZoneExternalHttpCertificate.pullZone.pullZoneId).toBe(WEB_PULL_ZONE_ID);
    expect(requestPullZoneExternalHttpCertificate.pullZone.hostnames).toContainEqual({ value: EXTERNAL_CERT_HOSTNAME });
    expect(upstreamCalls()).toEqual([
      'POST /pullzone/requestExternalHttpCertificate',
      `GET /pullzone?page=1&perPage=100&search=${EXTERNAL_CERT_HOSTNAME}`,
    ]);
  });

  it('answers a statistics link on a zone that does not exist with null pullZone and NOT_FOUND, no statistics call', async () => {
    const { body } = await query(
      `{ pullZone(pullZoneId: ${MISSING_PULL_ZONE_ID}) { statistics(from: "${WEEK.from}", to: "${WEEK.to}") { totalRequestsServed } } }`,
    );
    expect(body.data).toEqual({ pullZone: null });
    expect(body.errors?.map((error) => error.extensions?.['code'])).toEqual(['NOT_FOUND']);
    expect(upstreamCalls()).toEqual([`GET /pullzone/${MISSING_PULL_ZONE_ID}`]);
  });
});

describe("docs/graph.md's Pull Zone link examples and the GraphiQL tab", () => {
  const [page, logs] = documentedExamples('docs/graph.md', 'Pull Zone links');

  it('runs the page of zones with statistics with the 6 upstream calls its comment names', async () => {
    expect(page?.comment).toContain('6 upstream calls');
    await data(page?.operation ?? '');
    expect(upstreamCalls()[0]).toBe('GET /pullzone?page=1&perPage=5');
    expect(upstreamCalls().slice(1)).toEqual(
      upstreamCalls()
        .slice(1)
        .filter(
          (call) => call.startsWith('GET /statistics?pullZone=') && call.endsWith('&hourly=false&loadErrors=true'),
        ),
    );
    expect(upstreamCalls()).toHaveLength(6);
    expect(estimateCalls(page?.operation ?? '')).toBeGreaterThanOrEqual(6);
  });

  it("runs one zone's origin errors with the 2 upstream calls its comment names", async () => {
    expect(logs?.comment).toContain(`2 upstream calls: GET /pullzone/${WEB_PULL_ZONE_ID}`);
    await data(logs?.operation ?? '');
    expect(upstreamCalls()).toEqual([`GET /pullzone/${WEB_PULL_ZONE_ID}`, `GET /${WEB_PULL_ZONE_ID}/11-21-2026`]);
  });

  it("runs the tab's dashboard and changes with the dev sandbox's ids, no errors, each within its estimate", async () => {
    const values = {
      pullZoneId: WEB_PULL_ZONE_ID,
      blockedIp: WEB_BLOCKED_IPV4,
      edgeRuleId: WEB_EDGE_RULE_ID,
      from: '2026-11-21T10:00:00.000Z',
      to: '2026-11-21T11:00:00.000Z',
      date: TODAY,
    };
    for (const name of ['PullZoneDashboard', 'PullZoneChanges', 'PullZoneCaching']) {
      graph.sandbox.clearRequests();
      const { operation, variables } = operationNamed(pullZonesGraphiqlTab, name, values);
      const { body } = await query(operation, variables);
      expect(body.errors, name).toBeUndefined();
      expect(upstreamCalls().length).toBeGreaterThan(2);
      expect(estimateCalls(operation, variables)).toBeGreaterThanOrEqual(upstreamCalls().length);
    }
  });
});

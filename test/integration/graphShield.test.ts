import { describe, expect, it } from 'vitest';
import { shieldGraphiqlTab } from '../../src/areas/shield/graphiqlTab.js';
import {
  FIRST_CREATED_SHIELD_ZONE_ID,
  MEDIA_SHIELD_ZONE_ID,
  STAGING_PULL_ZONE_ID,
  TRIGGERED_WAF_RULE_ID,
  WEB_PULL_ZONE_ID,
  WEB_SHIELD_ZONE_ID,
} from '../../src/sandbox/index.js';
import { SEEDED_CUSTOMER_SHIELD_ZONE_COUNT } from '../../src/sandbox/seed.js';
import type { GraphQLResponse } from '../support/gateway.js';
import { documentedExamples } from '../support/documentedExamples.js';
import { estimateCalls, expectBadInput, useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * Shield in the graph, through HTTP against the sandbox: the Shield Zone list and reads, the links between Pull
 * Zones and Shield Zones (one mapping call for a page), the links of a Shield Zone, the event logs' token paging,
 * and the created zone in the mutation payload. Upstream calls are counted from what the sandbox received.
 */

const graph = useSandboxGraph('shield-graph-key');
const { query, data, upstreamCalls, expectRefused } = graph;

const SEEDED_SHIELD_ZONES = 2 + SEEDED_CUSTOMER_SHIELD_ZONE_COUNT;

describe('shieldZones and shieldZone', () => {
  const PAGE = `query ($first: Int, $after: String) { shieldZones(first: $first, after: $after) {
    totalCount edges { cursor node { id shieldZoneId pullZoneId planType wafEnabled } } pageInfo { hasNextPage endCursor } } }`;

  interface Page {
    totalCount: number;
    edges: { node: { id: string; shieldZoneId: number; pullZoneId: number } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  }

  it('pages through every Shield Zone with first: 10, one upstream call per page', async () => {
    const pages: Page[] = [];
    let after: string | null = null;
    do {
      const page = (await data(PAGE, { first: 10, after }))['shieldZones'] as Page;
      pages.push(page);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after !== null);

    const ids = pages.flatMap((page) => page.edges.map((edge) => edge.node.shieldZoneId));
    expect(pages.map((page) => page.edges.length)).toEqual([10, 10, SEEDED_SHIELD_ZONES - 20]);
    expect(new Set(ids).size).toBe(SEEDED_SHIELD_ZONES);
    expect(pages.every((page) => page.totalCount === SEEDED_SHIELD_ZONES)).toBe(true);
    expect(upstreamCalls()).toEqual([
      'GET /shield/shield-zones?page=1&perPage=10',
      'GET /shield/shield-zones?page=2&perPage=10',
      'GET /shield/shield-zones?page=3&perPage=10',
    ]);
  });

  it('refuses a tampered cursor or a Pull Zone cursor naming after, before any upstream call', async () => {
    const cursor = ((await data(PAGE, { first: 5 }))['shieldZones'] as Page).pageInfo.endCursor ?? '';
    const pullZoneCursor = Buffer.from(JSON.stringify(['pullZones?search=', 4])).toString('base64url');
    graph.sandbox.clearRequests();
    for (const after of [`${cursor}x`, pullZoneCursor, 'not a cursor'])
      expectRefused(await query(PAGE, { after }), 'after');
    expect(upstreamCalls()).toEqual([]);
  });

  it('reads one Shield Zone by id and again by its global id with node, with the same fields', async () => {
    const FIELDS =
      'id shieldZoneId pullZoneId planType wafEnabled wafExecutionMode ddosExecutionMode rateLimitRulesLimit';
    const zone = (await data(`{ shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID}) { ${FIELDS} } }`))['shieldZone'];
    expect(zone).toMatchObject({
      shieldZoneId: WEB_SHIELD_ZONE_ID,
      pullZoneId: WEB_PULL_ZONE_ID,
      planType: 'ADVANCED',
      wafExecutionMode: 'BLOCK',
      ddosExecutionMode: 'BLOCK',
    });
    const id = (zone as { id: string }).id;
    const byNode = await data(`query ($id: ID!) { node(id: $id) { __typename ... on ShieldZone { ${FIELDS} } } }`, {
      id,
    });
    expect(byNode['node']).toEqual({ __typename: 'ShieldZone', ...(zone as object) });
    expect(upstreamCalls()).toEqual([
      `GET /shield/shield-zone/${WEB_SHIELD_ZONE_ID}`,
      `GET /shield/shield-zone/${WEB_SHIELD_ZONE_ID}`,
    ]);
  });

  it('reads a Shield Zone once per request however many fields ask for it, nodes included', async () => {
    const { id } = (await data(`{ shieldZone(shieldZoneId: ${MEDIA_SHIELD_ZONE_ID}) { id } }`))['shieldZone'] as {
      id: string;
    };
    graph.sandbox.clearRequests();
    const result = await data(
      `query ($id: ID!) { a: shieldZone(shieldZoneId: ${MEDIA_SHIELD_ZONE_ID}) { planType learningMode }
        b: shieldZone(shieldZoneId: ${MEDIA_SHIELD_ZONE_ID}) { id } nodes(ids: [$id, $id]) { id } }`,
      { id },
    );
    expect(result['a']).toEqual({ planType: 'BASIC', learningMode: true });
    expect(result['nodes']).toEqual([{ id }, { id }]);
    expect(upstreamCalls()).toEqual([`GET /shield/shield-zone/${MEDIA_SHIELD_ZONE_ID}`]);
  });

  it('answers shieldZone of a zone that does not exist with null and NOT_FOUND', async () => {
    const { body } = await query('{ shieldZone(shieldZoneId: 77777) { id } }');
    expect(body.data).toEqual({ shieldZone: null });
    expect(body.errors?.map((error) => error.extensions?.['code'])).toEqual(['NOT_FOUND']);
  });

  it('refuses a forged ShieldZone global id and an out-of-range id before any upstream call', async () => {
    for (const id of ['ShieldZone:0123', 'ShieldZone:../1'].map((text) => Buffer.from(text).toString('base64url')))
      expectRefused(await query('query ($id: ID!) { node(id: $id) { id } }', { id }), 'id');
    expectRefused(await query('{ shieldZone(shieldZoneId: 2147483648) { id } }'), 'shieldZoneId');
    expect(upstreamCalls()).toEqual([]);
  });
});

describe('PullZone.shieldZone', () => {
  const SHOWCASE = `{ pullZones(first: 20) { edges { node { pullZoneId
    shieldZone { shieldZoneId metrics { overview { wafTriggeredRules ddosMitigated } } } } } } }`;

  it('serves a page of 20 Pull Zones with their Shield Zone metrics with 1 + 1 + N calls, within the estimate', async () => {
    const page = (await data(SHOWCASE))['pullZones'] as {
      edges: { node: { pullZoneId: number; shieldZone: { shieldZoneId: number } | null } }[];
    };
    const shielded = page.edges.flatMap((edge) => (edge.node.shieldZone ? [edge.node.shieldZone.shieldZoneId] : []));
    expect(page.edges).toHaveLength(20);
    expect(shielded.length).toBeGreaterThan(10);
    expect(shielded.length).toBeLessThan(20);
    expect(upstreamCalls()).toEqual([
      'GET /pullzone?page=1&perPage=20',
      'GET /shield/shield-zones/pullzone-mapping',
      ...shielded.map((id) => `GET /shield/metrics/overview/${id}`),
    ]);
    expect(estimateCalls(SHOWCASE)).toBeGreaterThanOrEqual(upstreamCalls().length);
  });

  it('reads no Shield data when shieldZone is not selected', async () => {
    await data('{ pullZones(first: 20) { edges { node { pullZoneId name } } } }');
    expect(upstreamCalls()).toEqual(['GET /pullzone?page=1&perPage=20']);
  });

  it("reads each zone's own record when a setting is selected, at most one call per Pull Zone", async () => {
    const text = '{ pullZones(first: 5) { edges { node { pullZoneId shieldZone { planType wafEnabled } } } } }';
    const page = (await data(text))['pullZones'] as { edges: { node: { shieldZone: unknown } }[] };
    expect(page.edges[0]?.node.shieldZone).toEqual({ planType: 'ADVANCED', wafEnabled: true });
    const calls = upstreamCalls();
    expect(calls.filter((call) => call.includes('/get-by-pullzone/'))).toHaveLength(5);
    expect(calls).not.toContain('GET /shield/shield-zones/pullzone-mapping');
    expect(estimateCalls(text)).toBeGreaterThanOrEqual(calls.length);
  });

  it('reads a single Pull Zone with get-by-pullzone, and null for a zone without Shield', async () => {
    const text = `{ web: pullZone(pullZoneId: ${WEB_PULL_ZONE_ID}) { shieldZone { shieldZoneId } }
      staging: pullZone(pullZoneId: ${STAGING_PULL_ZONE_ID}) { shieldZone { shieldZoneId } } }`;
    const result = await data(text);
    expect(result).toEqual({
      web: { shieldZone: { shieldZoneId: WEB_SHIELD_ZONE_ID } },
      staging: { shieldZone: null },
    });
    expect(upstreamCalls().filter((call) => call.includes('/shield/'))).toEqual(
      expect.arrayContaining([
        `GET /shield/shield-zone/get-by-pullzone/${WEB_PULL_ZONE_ID}`,
        `GET /shield/shield-zone/get-by-pullzone/${STAGING_PULL_ZONE_ID}`,
      ]),
    );
  });
});

describe('the links of a Shield Zone', () => {
  it('links to its Pull Zone through the Pull Zone loader, one read shared with pullZone', async () => {
    const result = await data(`{ shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID}) { pullZone { pullZoneId name } }
      pullZone(pullZoneId: ${WEB_PULL_ZONE_ID}) { name } }`);
    expect(result['shieldZone']).toEqual({ pullZone: { pullZoneId: WEB_PULL_ZONE_ID, name: 'acme-web' } });
    expect(upstreamCalls().sort()).toEqual([
      `GET /pullzone/${WEB_PULL_ZONE_ID}`,
      `GET /shield/shield-zone/${WEB_SHIELD_ZONE_ID}`,
    ]);
  });

  it('lists triggered WAF rules with their AI recommendation, read only for the rules that select it', async () => {
    const text = `{ shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID}) { triggeredWafRules(first: 2) {
      totalCount edges { node { wafRuleId description totalTriggeredRequests topTargetedUrls { url count }
        aiRecommendation { recommendation } } } } } }`;
    const zone = (await data(text))['shieldZone'] as {
      triggeredWafRules: { totalCount: number; edges: { node: { wafRuleId: string; aiRecommendation: unknown } }[] };
    };
    const rules = zone.triggeredWafRules;
    expect(rules.totalCount).toBe(4);
    expect(rules.edges.map((edge) => edge.node.wafRuleId)).toEqual([TRIGGERED_WAF_RULE_ID, '941100']);
    expect(rules.edges[0]?.node.aiRecommendation).toEqual({ recommendation: expect.stringContaining('blocking') });
    expect(upstreamCalls()).toEqual([
      `GET /shield/shield-zone/${WEB_SHIELD_ZONE_ID}`,
      `GET /shield/waf/rules/review-triggered/${WEB_SHIELD_ZONE_ID}`,
      `GET /shield/waf/rules/review-triggered/ai-recommendation/${WEB_SHIELD_ZONE_ID}/${TRIGGERED_WAF_RULE_ID}`,
      `GET /shield/waf/rules/review-triggered/ai-recommendation/${WEB_SHIELD_ZONE_ID}/941100`,
    ]);
    expect(estimateCalls(text)).toBeGreaterThanOrEqual(upstreamCalls().length);
  });

  it('reads detailed metrics with the range and resolution asked, and refuses a range that ends before it starts', async () => {
    const to = new Date(Date.now() - 3_600_000);
    const from = new Date(to.getTime() - 6 * 3_600_000);
    const text = `query ($from: DateTime, $to: DateTime) { shieldZone(shieldZoneId: ${MEDIA_SHIELD_ZONE_ID}) {
      detailedMetrics(from: $from, to: $to, resolution: HOURLY) { resolution waf { totals { name value } points { time counts { name value } } } } } }`;
    const zone = (await data(text, { from: from.toISOString(), to: to.toISOString() }))['shieldZone'] as {
      detailedMetrics: { resolution: string; waf: { points: unknown[] } };
    };
    expect(zone.detailedMetrics.resolution).toBe('HOURLY');
    expect(zone.detailedMetrics.waf.points.length).toBeGreaterThanOrEqual(6);
    const sent = new URLSearchParams({ StartDate: from.toISOString(), EndDate: to.toISOString(), Resolution: '3' });
    expect(upstreamCalls()).toContain(`GET /shield/metrics/overview/${MEDIA_SHIELD_ZONE_ID}/detailed?${sent}`);

    graph.sandbox.clearRequests();
    expectBadInput(await query(text, { from: to.toISOString(), to: from.toISOString() }), 'to');
    expect(upstreamCalls()).toEqual([`GET /shield/shield-zone/${MEDIA_SHIELD_ZONE_ID}`]);
  });
});

describe('ShieldZone.eventLogs', () => {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const [year, month, day] = yesterday.split('-');
  const upstreamDate = `${month}-${day}-${year}`;
  const LOGS = `query ($date: Date!, $first: Int, $after: String, $zone: SafeInt!) { shieldZone(shieldZoneId: $zone) {
    eventLogs(date: $date, first: $first, after: $after) { edges { cursor node { logId timestamp matchedRuleId country } }
      pageInfo { hasNextPage hasPreviousPage endCursor } } } }`;

  interface LogPage {
    edges: { cursor: string; node: { logId: string; timestamp: string } }[];
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
  }

  async function logPage(variables: Record<string, unknown>): Promise<LogPage> {
    const result = await data(LOGS, { zone: WEB_SHIELD_ZONE_ID, date: yesterday, ...variables });
    return (result['shieldZone'] as { eventLogs: LogPage }).eventLogs;
  }

  it("pages through a day's events across bunny.net's continuation tokens, every event once and in order", async () => {
    const pages: LogPage[] = [];
    let after: string | null = null;
    for (let index = 0; index < 4; index += 1) {
      const page: LogPage = await logPage({ first: 20, after });
      expect(page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: index > 0 });
      pages.push(page);
      after = page.pageInfo.endCursor;
    }
    // bunny.net's pages hold 25 events here, and each GraphQL page reads one of them: 20, then its last 5, and so on.
    expect(pages.map((page) => page.edges.length)).toEqual([20, 5, 20, 5]);
    const seen = pages.flatMap((page) => page.edges.map((edge) => edge.node.logId));
    const times = pages.flatMap((page) => page.edges.map((edge) => edge.node.timestamp));
    expect(new Set(seen).size).toBe(50);
    expect([...times].sort()).toEqual(times);
    const base = `GET /shield/event-logs/${WEB_SHIELD_ZONE_ID}/${upstreamDate}`;
    expect(upstreamCalls().filter((call) => call.includes('/event-logs/'))).toEqual([
      `${base}/0`,
      `${base}/0`,
      `${base}/o25`,
      `${base}/o25`,
    ]);

    const whole = await logPage({ first: 25 });
    const next = await logPage({ first: 25, after: whole.pageInfo.endCursor });
    expect([...whole.edges, ...next.edges].map((edge) => edge.node.logId)).toEqual(seen);
    expect(estimateCalls(LOGS, { zone: WEB_SHIELD_ZONE_ID, date: yesterday })).toBeGreaterThanOrEqual(2);
  });

  it('refuses a cursor of another zone, another date or with a forged token naming after, before any event-log call', async () => {
    const cursor = (await logPage({ first: 5 })).pageInfo.endCursor ?? '';
    const [list] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string];
    const forged = (value: unknown[]) => Buffer.from(JSON.stringify(value)).toString('base64url');
    graph.sandbox.clearRequests();
    const refusals = [
      { zone: MEDIA_SHIELD_ZONE_ID, after: cursor },
      { date: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10), after: cursor },
      { after: forged([list, '../../pullzone', 0]) },
      { after: forged([list, 'o25', -1]) },
      { after: `${cursor}A` },
    ];
    for (const variables of refusals) {
      const response = await query(LOGS, { zone: WEB_SHIELD_ZONE_ID, date: yesterday, first: 5, ...variables });
      expectBadInput(response, 'after');
    }
    expect(upstreamCalls().filter((call) => call.includes('/event-logs/'))).toEqual([]);
  });

  it('refuses a date in the future naming date, before any event-log call', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expectBadInput(await query(LOGS, { zone: WEB_SHIELD_ZONE_ID, date: tomorrow }), 'date');
    expect(upstreamCalls().filter((call) => call.includes('/event-logs/'))).toEqual([]);
  });
});

describe("createShieldZone's shieldZone", () => {
  const CREATE = `mutation { createShieldZone(input: { pullZoneId: ${STAGING_PULL_ZONE_ID}, shieldZone: { planType: BUSINESS } }) {
    pullZoneId shieldZone { id shieldZoneId pullZoneId planType } } }`;

  it('reads the created zone when selected, and the zone then shows in the list, the mapping and get-by-pullzone', async () => {
    const created = (await data(CREATE))['createShieldZone'] as { shieldZone: { id: string; shieldZoneId: number } };
    expect(created.shieldZone).toMatchObject({
      shieldZoneId: FIRST_CREATED_SHIELD_ZONE_ID,
      pullZoneId: STAGING_PULL_ZONE_ID,
      planType: 'BUSINESS',
    });
    expect(upstreamCalls()).toEqual([
      'POST /shield/shield-zone',
      `GET /shield/shield-zone/${FIRST_CREATED_SHIELD_ZONE_ID}`,
    ]);

    const after = await data(`{ shieldZones(first: 100) { totalCount }
      pullZones(first: 3) { edges { node { pullZoneId shieldZone { id } } } }
      staging: pullZone(pullZoneId: ${STAGING_PULL_ZONE_ID}) { shieldZone { planType } } }`);
    expect(after['shieldZones']).toEqual({ totalCount: SEEDED_SHIELD_ZONES + 1 });
    const listed = (after['pullZones'] as { edges: { node: { pullZoneId: number; shieldZone: unknown } }[] }).edges;
    expect(listed.find((edge) => edge.node.pullZoneId === STAGING_PULL_ZONE_ID)?.node.shieldZone).toEqual({
      id: created.shieldZone.id,
    });
    expect(after['staging']).toEqual({ shieldZone: { planType: 'BUSINESS' } });
  });

  it('reads nothing after the creation when shieldZone is not selected', async () => {
    await data(`mutation { createShieldZone(input: { pullZoneId: ${STAGING_PULL_ZONE_ID} }) { pullZoneId } }`);
    expect(upstreamCalls()).toEqual(['POST /shield/shield-zone']);
  });
});

describe("GraphiQL's Shield tab", () => {
  async function run(operationName: string, variables: Record<string, unknown>): Promise<GraphQLResponse['body']> {
    return (await graph.operation(shieldGraphiqlTab, operationName, variables)).body;
  }

  it('runs its dashboard query and its mutation against the sandbox without errors, within the default budget', async () => {
    const now = Date.now();
    const variables = {
      shieldZoneId: WEB_SHIELD_ZONE_ID,
      from: new Date(now - 3_600_000).toISOString(),
      to: new Date(now - 60_000).toISOString(),
      date: new Date(now).toISOString().slice(0, 10),
    };
    const dashboard = await run('ShieldOverview', variables);
    expect(dashboard.errors).toBeUndefined();
    expect(estimateCalls(shieldGraphiqlTab, variables, 'ShieldOverview')).toBeLessThanOrEqual(50);

    const change = await run('ProtectPullZone', { unprotectedPullZoneId: STAGING_PULL_ZONE_ID });
    expect(change.errors).toBeUndefined();
    expect(change.data?.['createShieldZone']).toMatchObject({ shieldZone: { planType: 'ADVANCED', wafEnabled: true } });
  });
});

describe("docs/graph.md's Shield example", () => {
  const [example = { comment: '', operation: '' }] = documentedExamples('docs/graph.md', 'Shield');

  it('runs with the 21 upstream calls its comment names, within its estimate', async () => {
    expect(example.comment).toContain('21 calls against the sandbox (19 are protected)');
    const result = await data(example.operation);
    const edges = (result['pullZones'] as { edges: { node: { shieldZone: unknown } }[] }).edges;
    expect(edges.filter((edge) => edge.node.shieldZone !== null)).toHaveLength(19);
    const calls = upstreamCalls();
    expect(calls.slice(0, 2)).toEqual(['GET /pullzone?page=1&perPage=20', 'GET /shield/shield-zones/pullzone-mapping']);
    expect(calls.slice(2).every((call) => call.startsWith('GET /shield/metrics/overview/'))).toBe(true);
    expect(calls).toHaveLength(21);
    expect(estimateCalls(example.operation)).toBe(2 + 1 + 20);
  });

  it('runs with first: 25 at the default budget: the mapping counted once for the page, not once per zone', async () => {
    const wider = example.operation.replace('first: 20', 'first: 25');
    const edges = ((await data(wider))['pullZones'] as { edges: { node: { shieldZone: unknown } }[] }).edges;
    const protectedZones = edges.filter((edge) => edge.node.shieldZone !== null).length;
    expect(edges).toHaveLength(25);
    expect(upstreamCalls()).toHaveLength(2 + protectedZones);
    expect(estimateCalls(wider)).toBe(2 + 1 + 25);
  });
});

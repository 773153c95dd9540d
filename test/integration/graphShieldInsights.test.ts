import { describe, expect, it } from 'vitest';
import { MEDIA_SHIELD_ZONE_ID, TRIGGERED_WAF_RULE_ID, WEB_SHIELD_ZONE_ID } from '../../src/sandbox/index.js';
import { WEB_CUSTOM_PAGE_TYPE } from '../../src/sandbox/shield/fixtures.js';
import { shieldGraphiqlTab } from '../../src/areas/shield/graphiqlTab.js';
import { estimateCalls, useSandboxGraph } from '../support/sandboxGraph.js';

/** A zone's insights and custom response pages through the graph, against the sandbox. */

const graph = useSandboxGraph('shield-insights-graph-key');
const { data, query, upstreamCalls, expectRefused } = graph;

describe("a zone's insights", () => {
  it('reads overages, a WAF rule, bot detection and upload scanning metrics: one call each beside the zone', async () => {
    const text = `{ shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID}) {
      overages(year: 2026, month: 10) { year month totalOverage totalCleanRequests segments { periodStart periodEnd planType overage } }
      wafRuleMetrics(wafRuleId: "${TRIGGERED_WAF_RULE_ID}") { totalTriggers blockedRequests pastTwentyEightDays { date value { totalTriggers } } }
      botDetectionMetrics { totalChallengedRequests pastTwentyEightDays { value { challengedRequests } } }
      uploadScanningMetrics { totalFilesScanned pastTwentyEightDays { value { filesScanned } } } } }`;
    const { shieldZone } = await data<{ shieldZone: Record<string, Record<string, unknown>> }>(text);
    expect(shieldZone['overages']).toMatchObject({
      year: 2026,
      month: 10,
      segments: [{ planType: expect.any(String) }],
    });
    const rule = shieldZone['wafRuleMetrics'] as {
      totalTriggers: number;
      pastTwentyEightDays: { value: { totalTriggers: number } }[];
    };
    expect(rule.pastTwentyEightDays).toHaveLength(28);
    expect(rule.totalTriggers).toBe(rule.pastTwentyEightDays.reduce((sum, day) => sum + day.value.totalTriggers, 0));
    expect(shieldZone['botDetectionMetrics']?.['totalChallengedRequests']).toBeGreaterThan(0);
    expect(shieldZone['uploadScanningMetrics']?.['totalFilesScanned']).toBeGreaterThan(0);
    expect(upstreamCalls().sort()).toEqual(
      [
        `GET /shield/shield-zone/${WEB_SHIELD_ZONE_ID}`,
        `GET /shield/metrics/overages/${WEB_SHIELD_ZONE_ID}?year=2026&month=10`,
        `GET /shield/metrics/shield-zone/${WEB_SHIELD_ZONE_ID}/waf-rule/${TRIGGERED_WAF_RULE_ID}`,
        `GET /shield/metrics/shield-zone/${WEB_SHIELD_ZONE_ID}/bot-detection`,
        `GET /shield/metrics/shield-zone/${WEB_SHIELD_ZONE_ID}/upload-scanning`,
      ].sort(),
    );
    expect(estimateCalls(text)).toBeGreaterThanOrEqual(5);
  });

  it("reads a triggered rule's own metrics, the same as the zone's for that rule", async () => {
    const { shieldZone } = await data<{ shieldZone: Record<string, unknown> }>(`{
      shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID}) { wafRuleMetrics(wafRuleId: "${TRIGGERED_WAF_RULE_ID}") { totalTriggers }
        triggeredWafRules(first: 20) { edges { node { wafRuleId metrics { totalTriggers } } } } } }`);
    const rules = (shieldZone['triggeredWafRules'] as { edges: { node: { wafRuleId: string; metrics: unknown } }[] })
      .edges;
    const triggered = rules.find((edge) => edge.node.wafRuleId === TRIGGERED_WAF_RULE_ID);
    expect(triggered?.node.metrics).toEqual(shieldZone['wafRuleMetrics']);
  });

  it('searches the event logs a page at a time, each page one call, every event once', async () => {
    const to = new Date(Date.now() - 60_000).toISOString();
    const from = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const SEARCH = `query ($after: String) { shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID}) {
      eventLogSearch(from: "${from}", to: "${to}", filters: [{ field: FEATURE, op: EQ, values: ["waf"] }], first: 5, after: $after) {
        totalCount edges { node { id logId timestamp fields { name value } } } pageInfo { hasNextPage endCursor } } } }`;
    type Page = {
      totalCount: number;
      edges: { node: { logId: string; fields: { name: string; value: string }[] } }[];
      pageInfo: { hasNextPage: boolean; endCursor: string };
    };
    const first = (await data<{ shieldZone: { eventLogSearch: Page } }>(SEARCH)).shieldZone.eventLogSearch;
    expect(first.edges).toHaveLength(5);
    expect(first.totalCount).toBeGreaterThan(5);
    for (const { node } of first.edges) expect(node.fields).toContainEqual({ name: 'feature', value: 'waf' });
    const second = (await data<{ shieldZone: { eventLogSearch: Page } }>(SEARCH, { after: first.pageInfo.endCursor }))
      .shieldZone.eventLogSearch;
    const seen = new Set([...first.edges, ...second.edges].map((edge) => edge.node.logId));
    expect(seen.size).toBe(10);
    expect(upstreamCalls().filter((call) => call.includes('/search'))).toEqual([
      `POST /shield/event-logs/${WEB_SHIELD_ZONE_ID}/search`,
      `POST /shield/event-logs/${WEB_SHIELD_ZONE_ID}/search`,
    ]);
  });

  it('refuses a month out of range, a rule id with a slash and a search window past 72 hours: only the zone is read', async () => {
    const zone = `shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID})`;
    const old = new Date(Date.now() - 80 * 3_600_000).toISOString();
    const refusals = [
      [`overages(month: 13) { year }`, 'month'],
      [`wafRuleMetrics(wafRuleId: "../942100") { totalTriggers }`, 'wafRuleId'],
      [`eventLogSearch(from: "${old}", to: "${new Date().toISOString()}") { totalCount }`, 'from'],
    ] as const;
    for (const [link, argument] of refusals) {
      graph.sandbox.clearRequests();
      const { body } = await query(`{ ${zone} { ${link} } }`);
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument });
      expect(upstreamCalls()).toEqual([`GET /shield/shield-zone/${WEB_SHIELD_ZONE_ID}`]);
    }
  });
});

describe('custom response pages', () => {
  it("reads a zone's page, sets another that is then read, and deletes it", async () => {
    const page = await data(`{ shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID}) {
      customPage(pageType: "${WEB_CUSTOM_PAGE_TYPE}") { pageType html } } }`);
    expect(page).toEqual({
      shieldZone: { customPage: { pageType: 'block', html: '<html><body><h1>Blocked by acme</h1></body></html>' } },
    });
    const html = '<html>\n<body>Slow down.</body>\n</html>';
    const set = await data<{ setShieldCustomPage: { customPage: { id: string } } }>(
      `mutation ($html: String!) { setShieldCustomPage(input: { shieldZoneId: ${MEDIA_SHIELD_ZONE_ID}, pageType: "ratelimit", html: $html }) {
        customPage { id pageType html } shieldZone { customPage(pageType: "ratelimit") { html } } } }`,
      { html },
    );
    expect(set.setShieldCustomPage).toMatchObject({
      customPage: { pageType: 'ratelimit', html },
      shieldZone: { customPage: { html } },
    });
    const deleted =
      await data(`mutation { deleteShieldCustomPage(input: { shieldZoneId: ${MEDIA_SHIELD_ZONE_ID}, pageType: "ratelimit" }) {
      deletedShieldCustomPageId } }`);
    expect(deleted).toEqual({
      deleteShieldCustomPage: { deletedShieldCustomPageId: set.setShieldCustomPage.customPage.id },
    });
    const gone = await query(
      `{ shieldZone(shieldZoneId: ${MEDIA_SHIELD_ZONE_ID}) { customPage(pageType: "ratelimit") { html } } }`,
    );
    expect(gone.body.data).toEqual({ shieldZone: { customPage: null } });
    expect(gone.body.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
  });

  it('refuses a page type that is not one path segment and an empty page, before any call', async () => {
    expectRefused(
      await query(`mutation { setShieldCustomPage(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, pageType: "a/b", html: "<p>x</p>" }) {
        customPage { id } } }`),
      'input.pageType',
    );
    expectRefused(
      await query(`mutation { setShieldCustomPage(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, pageType: "block", html: " " }) {
        customPage { id } } }`),
      'input.html',
    );
    expectRefused(
      await query(
        `mutation ($html: String!) { setShieldCustomPage(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, pageType: "block", html: $html }) {
          customPage { id } } }`,
        { html: '<p>half a pair: \ud800</p>' },
      ),
      'input.html',
    );
  });
});

describe("GraphiQL's Shield tab, its insights query", () => {
  it('runs against the sandbox in ten calls: the zone, API Guardian and its two endpoints, one per other link', async () => {
    const now = Date.now();
    const variables = {
      shieldZoneId: WEB_SHIELD_ZONE_ID,
      from: new Date(now - 3_600_000).toISOString(),
      to: new Date(now - 60_000).toISOString(),
    };
    const { body } = await graph.operation(shieldGraphiqlTab, 'ShieldInsights', variables);
    expect(body.errors).toBeUndefined();
    expect(body.data?.['shieldZone']).toMatchObject({
      apiGuardian: { title: 'Acme store API', endpoints: { totalCount: 2 } },
      customPage: { pageType: 'block' },
    });
    expect(
      upstreamCalls()
        .map((call) => call.replace(/\?.*$/, ''))
        .sort(),
    ).toEqual(
      [
        `GET /shield/shield-zone/${WEB_SHIELD_ZONE_ID}`,
        `GET /shield/shield-zone/${WEB_SHIELD_ZONE_ID}/api-guardian`,
        `GET /shield/metrics/shield-zone/${WEB_SHIELD_ZONE_ID}/api-guardian/endpoint/5001`,
        `GET /shield/metrics/shield-zone/${WEB_SHIELD_ZONE_ID}/api-guardian/endpoint/5002`,
        `GET /shield/metrics/shield-zone/${WEB_SHIELD_ZONE_ID}/api-guardian`,
        `GET /shield/shield-zone/${WEB_SHIELD_ZONE_ID}/custom-page/block`,
        `GET /shield/metrics/overages/${WEB_SHIELD_ZONE_ID}`,
        `GET /shield/metrics/shield-zone/${WEB_SHIELD_ZONE_ID}/bot-detection`,
        `GET /shield/metrics/shield-zone/${WEB_SHIELD_ZONE_ID}/upload-scanning`,
        `POST /shield/event-logs/${WEB_SHIELD_ZONE_ID}/search`,
      ].sort(),
    );
    expect(estimateCalls(shieldGraphiqlTab, variables, 'ShieldInsights')).toBeGreaterThanOrEqual(10);
  });
});

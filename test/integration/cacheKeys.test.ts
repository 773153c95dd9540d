import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CDN_SCRIPT_ID, WEB_SHIELD_ZONE_ID } from '../../src/sandbox/index.js';
import { startFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.js';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * Records that are not `Node`s but that bunny.net keys (an edge script's releases, a Shield Zone's triggered WAF rules
 * and security events) carry a stable `id`, so a normalized client cache holds one record per release, rule or event
 * whichever field brought it. A record bunny.net sends without its key is left out.
 */

/** The sandbox's clock: the event logs list today's events, and the rules' latest events partly fall on it. */
const NOW = new Date('2026-11-21T00:40:00Z');
const TODAY = '2026-11-21';

const graph = useSandboxGraph('cache-keys', { now: NOW });

// biome-ignore lint/suspicious/noExplicitAny: answers are read at any depth; each expectation checks the shape it reads.
type Json = Record<string, any>;

describe('stable ids of records that are not Nodes', () => {
  it("gives an edge script's live release the same id in currentRelease and in releases, one id per release", async () => {
    const { edgeScript } = await graph.data<Json>(`{ edgeScript(edgeScriptId: ${CDN_SCRIPT_ID}) {
      currentRelease { id releaseId } releases(first: 5) { edges { node { id releaseId } } } } }`);
    const listed = edgeScript.releases.edges.map((edge: Json) => edge.node);
    expect(new Set(listed.map((release: Json) => release.id)).size).toBe(listed.length);
    expect(listed).toContainEqual(edgeScript.currentRelease);
    const again = await graph.data<Json>(`{ edgeScript(edgeScriptId: ${CDN_SCRIPT_ID}) { currentRelease { id } } }`);
    expect(again.edgeScript.currentRelease.id).toBe(edgeScript.currentRelease.id);
  });

  it("gives a security event the same id in a triggered rule's logs and in the zone's event logs", async () => {
    const { shieldZone } = await graph.data<Json>(`{ shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID}) {
      triggeredWafRules(first: 50) { edges { node { id wafRuleId logs { id logId timestamp } } } } } }`);
    const rules = shieldZone.triggeredWafRules.edges.map((edge: Json) => edge.node);
    expect(rules.length).toBeGreaterThan(1);
    expect(new Set(rules.map((rule: Json) => rule.id)).size).toBe(rules.length);

    const events = new Map<string, string>();
    let after: string | null = null;
    do {
      const page: Json = await graph.data<Json>(
        `query ($after: String) { shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID}) {
          eventLogs(date: "${TODAY}", first: 100, after: $after) { edges { node { id logId } } pageInfo { hasNextPage endCursor } } } }`,
        { after },
      );
      const { edges, pageInfo } = page['shieldZone'].eventLogs;
      for (const { node } of edges) events.set(node.logId, node.id);
      after = pageInfo.hasNextPage ? pageInfo.endCursor : null;
    } while (after !== null);

    const ruleLogs = rules.flatMap((rule: Json) => rule.logs).filter((log: Json) => log.timestamp.startsWith(TODAY));
    expect(ruleLogs.length).toBeGreaterThan(0);
    for (const log of ruleLogs) expect(events.get(log.logId), log.logId).toBe(log.id);
    expect(new Set(events.values()).size).toBe(events.size);
  });

  it('makes ids that node(id:) refuses as not a Node, before any upstream call', async () => {
    const { edgeScript } = await graph.data<Json>(
      `{ edgeScript(edgeScriptId: ${CDN_SCRIPT_ID}) { currentRelease { id } } }`,
    );
    graph.sandbox.clearRequests();
    const response = await graph.query('query ($id: ID!) { node(id: $id) { id } }', {
      id: edgeScript.currentRelease.id,
    });
    graph.expectRefused(response, 'id');
  });
});

describe('records bunny.net sends without their key', () => {
  let api: FakeUpstream;
  let gw: TestGateway;

  beforeAll(async () => {
    api = await startFakeUpstream();
    gw = await startGateway({ BUNNY_API_URL: api.url, LOG_LEVEL: 'error' });
  });

  afterAll(async () => {
    await gw.close();
    await api.close();
  });

  it('leaves out triggered rules without a ruleId and events without a logId, keeping the others', async () => {
    const event = (logId: string | null) => ({ logId, timestamp: 1_700_000_000_000, log: 'GET /', labels: null });
    api.answer((request) => {
      if (request.url === '/shield/shield-zone/7') return { body: { data: { shieldZoneId: 7 }, error: null } };
      if (request.url === '/shield/waf/rules/review-triggered/7')
        return {
          body: {
            totalTriggeredRules: 2,
            triggeredRules: [
              { ruleId: '942100', ruleLogs: [event('a'), event(null)] },
              { ruleId: null, ruleLogs: [event('b')] },
            ],
          },
        };
      return { status: 404 };
    });
    const { body } = await gw.graphql(
      '{ shieldZone(shieldZoneId: 7) { triggeredWafRules { edges { node { id wafRuleId logs { id logId } } } } } }',
    );
    expect(body.errors).toBeUndefined();
    const edges = (body.data as Json)['shieldZone'].triggeredWafRules.edges;
    expect(edges).toEqual([
      {
        node: {
          id: Buffer.from('TriggeredWafRule:7/942100').toString('base64url'),
          wafRuleId: '942100',
          logs: [{ id: Buffer.from('ShieldEventLog:7/a').toString('base64url'), logId: 'a' }],
        },
      },
    ]);
  });

  it('leaves out releases without an id, and answers a live release without one as none', async () => {
    api.answer((request) => {
      if (request.url === '/compute/script/5') return { body: { Id: 5, Name: 'router', CurrentReleaseId: 77 } };
      if (request.url === '/compute/script/5/releases/active') return { body: { Uuid: 'no-id' } };
      if (request.url.startsWith('/compute/script/5/releases?'))
        return {
          body: {
            Items: [{ Id: 77, Uuid: 'kept' }, { Uuid: 'no-id' }],
            CurrentPage: 1,
            TotalItems: 2,
            HasMoreItems: false,
          },
        };
      return { status: 404 };
    });
    const { body } = await gw.graphql(
      '{ edgeScript(edgeScriptId: 5) { currentRelease { id } releases { edges { node { id uuid } } } } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      edgeScript: {
        currentRelease: null,
        releases: {
          edges: [{ node: { id: Buffer.from('EdgeScriptRelease:77').toString('base64url'), uuid: 'kept' } }],
        },
      },
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { FakeUpstream, ReceivedRequest } from '../support/fakeUpstream.js';
import { useGatewayOnFake, type GraphQLResponse, type TestGateway } from '../support/gateway.js';

/**
 * A link reads with an id its parent record gave (a Pull Zone's id for its Shield Zone, a listed zone's id for its
 * metrics, a new zone's id). When bunny.net's record gives an id its own API does not take back (Shield's paths take
 * int32 ids), the link fails as bunny.net's failure (UPSTREAM_ERROR) before any call, and its siblings are answered:
 * never BAD_USER_INPUT naming an argument the caller never sent, never a call bunny.net refuses.
 */

let upstream: FakeUpstream;
let gw: TestGateway;
useGatewayOnFake({ status: 200, body: {} }, (started) => ({ upstream, gw } = started), { RETRY_MAX: '0' });

const BEYOND_INT32 = 7454654940466849;
const BEYOND_SAFE = 2 ** 60;

/** Answers by path: the records under test, and `{}` for anything else (a call the test then sees was made). */
function answerByPath(records: Record<string, unknown>): void {
  upstream.answer((request: ReceivedRequest) => {
    const path = request.url.split('?')[0] ?? '';
    return path in records ? { body: records[path] as object } : { body: {} };
  });
}

const paths = () => upstream.requests.map((request) => request.url.split('?')[0]);

/** The one error is bunny.net's, at `path`, naming no argument, and its message names what the record gave. */
function expectRecordsFault(body: GraphQLResponse['body'], path: (string | number)[], shown: string): void {
  expect(body.errors).toHaveLength(1);
  const [error] = body.errors ?? [];
  expect(error?.path).toEqual(path);
  expect(error?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR' });
  expect(error?.extensions?.['argument']).toBeUndefined();
  expect(error?.message).toContain(`bunny.net's record gives`);
  expect(error?.message).toContain(shown);
}

describe('an id from a bunny.net record that its API does not take back', () => {
  it("a Pull Zone's id beyond int32: its shieldZone fails as bunny.net's, without calling get-by-pullzone", async () => {
    answerByPath({ '/pullzone': { Items: [{ Id: BEYOND_INT32, Name: 'big' }], TotalItems: 1 } });
    const { body } = await gw.graphql('{ pullZones(first: 1) { edges { node { name shieldZone { planType } } } } }');
    expectRecordsFault(body, ['pullZones', 'edges', 0, 'node', 'shieldZone'], String(BEYOND_INT32));
    expect(body.data).toEqual({ pullZones: { edges: [{ node: { name: 'big', shieldZone: null } }] } });
    expect(paths()).toEqual(['/pullzone']);
  });

  it("a listed Shield Zone's id beyond int32: its metrics fail as bunny.net's, before the metrics call", async () => {
    answerByPath({ '/shield/shield-zones': { data: [{ shieldZoneId: 3_000_000_000, pullZoneId: 5 }] } });
    const { body } = await gw.graphql(
      '{ shieldZones(first: 1) { edges { node { shieldZoneId metrics { totalBillableRequests } } } } }',
    );
    expectRecordsFault(body, ['shieldZones', 'edges', 0, 'node', 'metrics'], '3000000000');
    expect(paths()).toEqual(['/shield/shield-zones']);
  });

  it.each([
    ['detailedMetrics', '{ detailedMetrics { resolution } }'],
    ['eventLogs', `{ eventLogs(date: "${new Date().toISOString().slice(0, 10)}", first: 1) { edges { cursor } } }`],
  ])("a listed Shield Zone's id beyond int32: its %s fail as bunny.net's", async (field, selection) => {
    answerByPath({ '/shield/shield-zones': { data: [{ shieldZoneId: 3_000_000_000 }] } });
    const { body } = await gw.graphql(`{ shieldZones(first: 1) { edges { node ${selection} } } }`);
    expectRecordsFault(body, ['shieldZones', 'edges', 0, 'node', field], '3000000000');
    expect(paths()).toEqual(['/shield/shield-zones']);
  });

  it("a new Shield Zone's id beyond int32: the creation payload's shieldZone fails as bunny.net's, the creation stands", async () => {
    answerByPath({
      '/shield/shield-zone': { data: { pullZoneId: 5, shieldZone: { shieldZoneId: 3_000_000_000 } }, error: null },
    });
    const { body } = await gw.graphql(
      'mutation { createShieldZone(input: { pullZoneId: 5 }) { pullZoneId shieldZone { planType } } }',
    );
    expectRecordsFault(body, ['createShieldZone', 'shieldZone'], '3000000000');
    expect(body.data).toEqual({ createShieldZone: { pullZoneId: 5, shieldZone: null } });
    expect(paths()).toEqual(['/shield/shield-zone']);
  });

  it("a Shield Zone's Pull Zone id that is no safe integer: its pullZone fails as bunny.net's", async () => {
    answerByPath({ '/shield/shield-zone/42': { data: { shieldZoneId: 42, pullZoneId: BEYOND_SAFE } } });
    const { body } = await gw.graphql('{ shieldZone(shieldZoneId: 42) { shieldZoneId pullZone { name } } }');
    expectRecordsFault(body, ['shieldZone', 'pullZone'], String(BEYOND_SAFE));
    expect(paths()).toEqual(['/shield/shield-zone/42']);
  });

  it("a triggered rule's id that is no path segment: its aiRecommendation fails as bunny.net's, not as `wafRuleId`", async () => {
    answerByPath({
      '/shield/shield-zone/42': { data: { shieldZoneId: 42 } },
      '/shield/waf/rules/review-triggered/42': { triggeredRules: [{ ruleId: '../930100' }], totalTriggeredRules: 1 },
    });
    const { body } = await gw.graphql(
      '{ shieldZone(shieldZoneId: 42) { triggeredWafRules(first: 1) { edges { node { wafRuleId aiRecommendation { wafRuleId } } } } } }',
    );
    expectRecordsFault(
      body,
      ['shieldZone', 'triggeredWafRules', 'edges', 0, 'node', 'aiRecommendation'],
      '"../930100"',
    );
    expect(paths()).toEqual(['/shield/shield-zone/42', '/shield/waf/rules/review-triggered/42']);
  });

  it("a Pull Zone's id that is no safe integer: its originErrorLogs fail as bunny.net's, not as `pullZoneId`", async () => {
    answerByPath({ '/pullzone/7': { Id: BEYOND_SAFE, Name: 'odd' } });
    const { body } = await gw.graphql(
      '{ pullZone(pullZoneId: 7) { name originErrorLogs(date: "2026-01-02") { logId } } }',
    );
    expectRecordsFault(body, ['pullZone', 'originErrorLogs'], String(BEYOND_SAFE));
    expect(paths()).toEqual(['/pullzone/7']);
  });

  it("a Pull Zone's id that is no safe integer: its statistics fail as bunny.net's", async () => {
    answerByPath({ '/pullzone/7': { Id: BEYOND_SAFE, Name: 'odd' } });
    const { body } = await gw.graphql(
      '{ pullZone(pullZoneId: 7) { name statistics(from: "2026-01-01T00:00:00Z", to: "2026-01-02T00:00:00Z") { cacheHitRate } } }',
    );
    expectRecordsFault(body, ['pullZone', 'statistics'], String(BEYOND_SAFE));
    expect(paths()).toEqual(['/pullzone/7']);
  });

  it("a listed edge script's id that is no safe integer: its releases and currentRelease fail as bunny.net's", async () => {
    answerByPath({ '/compute/script': { Items: [{ Id: BEYOND_SAFE, Name: 'odd', CurrentReleaseId: 3 }] } });
    const { body } = await gw.graphql(
      '{ edgeScripts(first: 1) { edges { node { currentRelease { uuid } releases(first: 1) { totalCount } } } } }',
    );
    expect(body.errors?.map((error) => error.extensions?.['code'])).toEqual(['UPSTREAM_ERROR', 'UPSTREAM_ERROR']);
    expect(body.errors?.every((error) => error.message.includes(String(BEYOND_SAFE)))).toBe(true);
    expect(paths()).toEqual(['/compute/script']);
  });

  it("a script's linked Pull Zone id that is no safe integer: the edge's node fails as bunny.net's", async () => {
    answerByPath({ '/compute/script/9': { Id: 9, LinkedPullZones: [{ Id: BEYOND_SAFE, PullZoneName: 'odd' }] } });
    const { body } = await gw.graphql(
      '{ edgeScript(edgeScriptId: 9) { linkedPullZones(first: 1) { edges { pullZoneName node { name } } } } }',
    );
    expectRecordsFault(body, ['edgeScript', 'linkedPullZones', 'edges', 0, 'node'], String(BEYOND_SAFE));
    expect(paths()).toEqual(['/compute/script/9']);
  });

  it("a listed video library's id that is no safe integer: its videos and statistics fail as bunny.net's", async () => {
    answerByPath({ '/videolibrary': { Items: [{ Id: BEYOND_SAFE, Name: 'odd', ApiKey: 'library-key-00000001' }] } });
    const { body } = await gw.graphql(
      '{ videoLibraries(first: 1) { edges { node { name videos(first: 1) { totalCount } statistics { views { value } } } } } }',
    );
    expect(body.errors?.map((error) => error.extensions?.['code'])).toEqual(['UPSTREAM_ERROR', 'UPSTREAM_ERROR']);
    expect(body.errors?.every((error) => error.message.includes(String(BEYOND_SAFE)))).toBe(true);
    expect(paths()).toEqual(['/videolibrary']);
  });

  it("a listed container app's id that is no path segment: its configuration, endpoints and volumes fail as bunny.net's", async () => {
    answerByPath({ '/mc/apps': { items: [{ id: 'app/../other', name: 'odd' }], meta: { totalItems: 1 } } });
    const { body } = await gw.graphql(
      '{ containerApps(first: 1) { edges { node { name configuration { runtimeType } endpoints(first: 1) { totalCount } volumes(first: 1) { totalCount } } } } }',
    );
    expect(body.errors).toHaveLength(3);
    for (const error of body.errors ?? []) {
      expect(error.extensions).toMatchObject({ code: 'UPSTREAM_ERROR' });
      expect(error.extensions?.['argument']).toBeUndefined();
      expect(error.message).toContain('"app/../other"');
    }
    expect(paths()).toEqual(['/mc/apps']);
  });
});

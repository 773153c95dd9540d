import { describe, expect, it } from 'vitest';
import type { FakeUpstream, ReceivedRequest } from '../support/fakeUpstream.js';
import { useGatewayOnFake, type TestGateway } from '../support/gateway.js';

/**
 * Continuation tokens as bunny.net may answer them, from a fake host: each goes back where its list sends it (a query
 * value, or one path segment) exactly as it came, and a token that could not go back is bunny.net's fault, said at
 * once (UPSTREAM_ERROR), never a cursor the gateway would refuse later as the caller's `after`.
 */

let upstream: FakeUpstream;
let gw: TestGateway;
useGatewayOnFake({ status: 200, body: {} }, (both) => ({ upstream, gw } = both));

const APPS = `query ($after: String) { containerApps(first: 1, after: $after) {
  edges { node { appId } } pageInfo { hasNextPage endCursor } } }`;
const EVENTS = `query ($after: String, $date: Date!) { shieldZone(shieldZoneId: 7) {
  eventLogs(date: $date, first: 1, after: $after) { edges { node { logId } } pageInfo { endCursor } } } }`;

const DAY = '2026-11-21';

/** A fake Shield: zone 7, and a day of event logs whose next token is `token`. */
const shield =
  (token: string) =>
  ({ url }: ReceivedRequest) =>
    url.startsWith('/shield/event-logs/')
      ? { body: { logs: [{ logId: `log-of-${url}` }], hasMoreData: true, continuationToken: token } }
      : { body: { data: { shieldZoneId: 7 } } };

const refusedByBunny = (body: { errors?: unknown }) =>
  expect(body.errors).toEqual([
    expect.objectContaining({ extensions: expect.objectContaining({ code: 'UPSTREAM_ERROR' }) }),
  ]);

describe("Magic Containers' nextCursor", () => {
  it('goes back in the query string as bunny.net sent it, whatever it holds', async () => {
    const token = `v2/${'Ab+/'.repeat(300)}==?a=%2F#frag`;
    upstream.answer({ body: { items: [{ id: 'app-1' }], meta: { totalItems: 2 }, cursor: token } });
    const first = await gw.graphql(APPS);
    expect(first.body.errors).toBeUndefined();
    const after = (first.body.data?.['containerApps'] as { pageInfo: { endCursor: string } } | undefined)?.pageInfo
      .endCursor;
    upstream.requests.length = 0;
    const next = await gw.graphql(APPS, { after });
    expect(next.body.errors).toBeUndefined();
    const sent = new URL(`http://fake${upstream.requests[0]?.url}`).searchParams;
    expect(sent.get('nextCursor')).toBe(token);
    expect(sent.get('limit')).toBe('1');
  });

  it('is UPSTREAM_ERROR when no query value could carry it back (over 4,096 characters)', async () => {
    upstream.answer({ body: { items: [{ id: 'app-1' }], cursor: 'x'.repeat(4097) } });
    refusedByBunny((await gw.graphql(APPS)).body);
  });
});

describe("Shield's event-log continuation token", () => {
  it('goes back as one path segment, percent-encoded, when it holds + and =', async () => {
    upstream.answer(shield('page+2=='));
    const first = await gw.graphql(EVENTS, { date: DAY });
    expect(first.body.errors).toBeUndefined();
    const zone = first.body.data?.['shieldZone'] as { eventLogs: { pageInfo: { endCursor: string } } } | undefined;
    upstream.requests.length = 0;
    const next = await gw.graphql(EVENTS, { date: DAY, after: zone?.eventLogs.pageInfo.endCursor });
    expect(next.body.errors).toBeUndefined();
    expect(upstream.requests.map((request) => request.url)).toContain('/shield/event-logs/7/11-21-2026/page%2B2%3D%3D');
  });

  it('is UPSTREAM_ERROR when it could not stay one path segment', async () => {
    for (const token of ['a/b', 'a?b', 'x'.repeat(1025)]) {
      upstream.answer(shield(token));
      refusedByBunny((await gw.graphql(EVENTS, { date: DAY })).body);
    }
  });
});

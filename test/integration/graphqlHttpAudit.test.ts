import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.js';
import { startGateway, upstreamEnv, type TestGateway } from '../support/gateway.js';

/**
 * The GraphQL-over-HTTP specification authors' audit (the `graphql-http` package), run against the gateway with
 * its JSON POST fast path and against yoga alone (`fastPath: false`). Every audit passes on both: the MUSTs, and
 * the SHOULDs and MAYs too.
 */

/**
 * The audits' client is not a browser: it sends yoga's CSRF header, as any non-browser client may, because the
 * gateway refuses GET requests without a header that only a preflighted browser request could carry.
 */
const auditFetch: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  headers.set('x-graphql-yoga-csrf', 'audit');
  return fetch(input, { ...init, headers });
};

let upstream: FakeUpstream;
const gateways: Record<string, TestGateway> = {};

beforeAll(async () => {
  upstream = await startFakeUpstream({ status: 500 });
  gateways['fast path'] = await startGateway(upstreamEnv(upstream.url));
  gateways['yoga alone'] = await startGateway(upstreamEnv(upstream.url), { fastPath: false });
});

afterAll(async () => {
  await Promise.all(Object.values(gateways).map((gw) => gw.close()));
  await upstream.close();
});

describe.each(['fast path', 'yoga alone'])('the GraphQL-over-HTTP audit, %s', (which) => {
  const audits = serverAudits({ url: () => `${gateways[which]?.url}/graphql`, fetchFn: auditFetch });
  it('runs the whole audit: 61 checks, 13 of them MUST', () => {
    expect(audits).toHaveLength(61);
    expect(audits.filter((audit) => audit.name.startsWith('MUST'))).toHaveLength(13);
  });
  it.each(audits.map((audit) => [audit.name, audit] as const))('%s', async (_name, audit) => {
    const result = await audit.fn();
    expect(result, 'reason' in result ? result.reason : audit.id).toMatchObject({ status: 'ok' });
  });
});

import { getIntrospectionQuery } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { useFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.js';
import { TEST_KEY, upstreamEnv } from '../support/gateway.js';
import { spawnGateway, type SpawnedGateway } from './spawnGateway.js';

/**
 * The production entry (src/server.ts, `npm start`) as a fresh process: safe by default whatever NODE_ENV says, and
 * unharmed by a deeply nested document even as its very first request, before anything has warmed up.
 */

let api: FakeUpstream;
let gw: SpawnedGateway | undefined;

useFakeUpstream((fake) => (api = fake));
afterEach(async () => {
  await gw?.kill();
  gw = undefined;
});

function post(url: string, query: string): Promise<{ status: number; body: Record<string, unknown> }> {
  return fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      AccessKey: TEST_KEY,
    },
    body: JSON.stringify({ query }),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> }));
}

function graphiqlPage(url: string): Promise<Response> {
  return fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
}

describe('the production entry', () => {
  it('refuses a 5,000-deep literal as its very first request with 400 GRAPHQL_PARSE_FAILED, and lives on', async () => {
    gw = await spawnGateway(upstreamEnv(api.url));
    const deep = `${'['.repeat(5_000)}1${']'.repeat(5_000)}`;
    const first = await post(gw.url, `{ shieldZoneMetrics(shieldZoneId: ${deep}) { totalBillableRequests } }`);
    expect(first.status).toBe(400);
    expect(first.body['errors']).toMatchObject([{ extensions: { code: 'GRAPHQL_PARSE_FAILED' } }]);
    expect(api.requests).toHaveLength(0);
    expect((await post(gw.url, '{ ping }')).body).toEqual({ data: { ping: true } });
  });

  it('serves no GraphiQL and no introspection when NODE_ENV is not set', async () => {
    gw = await spawnGateway(upstreamEnv(api.url, { NODE_ENV: '' }));
    const page = await graphiqlPage(gw.url);
    expect(page.headers.get('content-type') ?? '').not.toContain('text/html');
    const introspection = await post(gw.url, getIntrospectionQuery());
    expect(introspection.status).toBe(400);
    expect(JSON.stringify(introspection.body)).toContain('introspection');
  });

  it('serves GraphiQL and introspection when GRAPHIQL=true and INTROSPECTION=true ask for them', async () => {
    gw = await spawnGateway(upstreamEnv(api.url, { NODE_ENV: '', GRAPHIQL: 'true', INTROSPECTION: 'true' }));
    const page = await graphiqlPage(gw.url);
    expect(page.headers.get('content-type')).toContain('text/html');
    const introspection = await post(gw.url, getIntrospectionQuery());
    expect(introspection.body['data']).toMatchObject({ __schema: expect.any(Object) });
  });
});

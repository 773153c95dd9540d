import { describe, expect, it } from 'vitest';
import type { FakeUpstream } from '../support/fakeUpstream.js';
import { useGatewayOnFake, type TestGateway } from '../support/gateway.js';

/**
 * The shapes bunny.net may answer the Pull Zone reads with, from a fake host: the paged object, the plain array its
 * schema declares (read as the whole list), records without an id, and answers that are neither.
 */

let upstream: FakeUpstream;
let gw: TestGateway;
useGatewayOnFake({ status: 200, body: [] }, (both) => ({ upstream, gw } = both));

const zones = (from: number, count: number): { Id: number; Name: string }[] =>
  Array.from({ length: count }, (_, index) => ({ Id: from + index, Name: `zone-${from + index}` }));

const PAGE = `query ($first: Int, $after: String) { pullZones(first: $first, after: $after) {
  totalCount edges { cursor node { pullZoneId } } pageInfo { hasNextPage endCursor } } }`;

interface Page {
  totalCount: number | null;
  edges: { cursor: string; node: { pullZoneId: number } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

async function page(variables: Record<string, unknown>): Promise<Page> {
  const { body } = await gw.graphql(PAGE, variables);
  expect(body.errors).toBeUndefined();
  return body.data?.['pullZones'] as Page;
}

describe('pullZones answers', () => {
  it('reads a plain array answered to a paged request as the whole list, and pages through it itself', async () => {
    upstream.answer({ body: zones(1, 7) });
    const first = await page({ first: 5 });
    expect(first.edges.map((edge) => edge.node.pullZoneId)).toEqual([1, 2, 3, 4, 5]);
    expect(first).toMatchObject({ totalCount: 7, pageInfo: { hasNextPage: true } });
    const rest = await page({ first: 5, after: first.pageInfo.endCursor });
    expect(rest.edges.map((edge) => edge.node.pullZoneId)).toEqual([6, 7]);
    expect(rest.pageInfo.hasNextPage).toBe(false);
  });

  it("takes hasNextPage from bunny.net's HasMoreItems when it sends no TotalItems", async () => {
    upstream.answer({ body: { Items: zones(1, 20), CurrentPage: 1, HasMoreItems: true } });
    const result = await page({});
    expect(result).toMatchObject({ totalCount: null, pageInfo: { hasNextPage: true } });
    expect(upstream.requests.map((request) => request.url)).toEqual(['/pullzone?page=1&perPage=20']);
  });

  it('asks for pages of a multiple of first that bunny.net allows (6 for first: 2, its least being 5), and returns only the records asked for', async () => {
    upstream.answer({ body: { Items: zones(1, 6), CurrentPage: 1, TotalItems: 9, HasMoreItems: true } });
    const result = await page({ first: 2 });
    expect(result.edges.map((edge) => edge.node.pullZoneId)).toEqual([1, 2]);
    expect(result.pageInfo.hasNextPage).toBe(true);
    expect(upstream.requests.map((request) => request.url)).toEqual(['/pullzone?page=1&perPage=6']);
  });

  it('leaves out a listed record without an id, and the others keep their cursors', async () => {
    upstream.answer({ body: { Items: [{ Id: 1 }, { Name: 'no id' }, null, { Id: 4 }], TotalItems: 4 } });
    const result = await page({ first: 5 });
    expect(result.edges.map((edge) => edge.node.pullZoneId)).toEqual([1, 4]);
    const after = await page({ first: 5, after: result.edges[0]?.cursor });
    expect(after.edges.map((edge) => edge.node.pullZoneId)).toEqual([4]);
  });

  it('answers UPSTREAM_ERROR for a list answer that is neither an array nor a page', async () => {
    for (const body of ['"text"', '42', '{"Items":"x"}']) {
      upstream.answer({ body, headers: { 'content-type': 'application/json' } });
      const { body: result } = await gw.graphql(PAGE);
      expect(result.errors?.map((error) => error.extensions?.['code'])).toEqual(['UPSTREAM_ERROR']);
    }
  });

  it("gives pullZone the id it asked for when bunny.net's record leaves Id out", async () => {
    upstream.answer({ body: { Name: 'sparse' } });
    const { body } = await gw.graphql('{ pullZone(pullZoneId: 77) { pullZoneId name } }');
    expect(body).toEqual({ data: { pullZone: { pullZoneId: 77, name: 'sparse' } } });
  });

  it('answers UPSTREAM_ERROR when GET /pullzone/{id} answers 200 with no body', async () => {
    upstream.answer({ status: 200, body: '' });
    const { body } = await gw.graphql('{ pullZone(pullZoneId: 77) { name } }');
    expect(body.errors?.map((error) => error.extensions?.['code'])).toEqual(['UPSTREAM_ERROR']);
  });
});

describe('Pull Zone change answers', () => {
  it('finds a new zone by its name, with one search, when bunny.net answers the creation without a body', async () => {
    upstream.answer((request) =>
      request.method === 'POST'
        ? { status: 201, body: '' }
        : {
            body: {
              Items: [
                { Id: 9, Name: 'acme-shopping' },
                { Id: 10, Name: 'acme-shop' },
              ],
              TotalItems: 2,
            },
          },
    );
    const { body } = await gw.graphql(
      'mutation { createPullZone(input: { name: "acme-shop", settings: { originUrl: "https://o.example.com" } }) { pullZoneId pullZone { pullZoneId name } } }',
    );
    expect(body).toEqual({
      data: { createPullZone: { pullZoneId: null, pullZone: { pullZoneId: 10, name: 'acme-shop' } } },
    });
    expect(upstream.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /pullzone',
      'GET /pullzone?page=1&perPage=100&search=acme-shop',
    ]);
  });

  it("refuses to read a new zone whose answered id has lost digits, as bunny.net's doing, with no read", async () => {
    upstream.answer({
      status: 201,
      body: '{"Id": 9007199254740993, "Name": "acme-shop"}',
      headers: { 'content-type': 'application/json' },
    });
    const { body } = await gw.graphql(
      'mutation { createPullZone(input: { name: "acme-shop", settings: { originUrl: "https://o.example.com" } }) { pullZone { id } } }',
    );
    expect(body.data).toEqual({ createPullZone: { pullZone: null } });
    expect(body.errors?.map((error) => error.extensions?.['code'])).toEqual(['UPSTREAM_ERROR']);
    expect(upstream.requests.map((request) => request.method)).toEqual(['POST']);
  });

  it('answers available as null when bunny.net answers the name check without a body', async () => {
    upstream.answer({ status: 200, body: '' });
    const { body } = await gw.graphql('{ pullZoneNameAvailability(name: "acme") { name available } }');
    expect(body).toEqual({ data: { pullZoneNameAvailability: { name: 'acme', available: null } } });
  });

  it("names the setting bunny.net refuses as the caller's argument", async () => {
    upstream.answer({
      status: 400,
      body: { ErrorKey: 'validation.invalid', Field: 'OriginShieldZoneCode', Message: 'Unknown zone.' },
    });
    const { body } = await gw.graphql(
      'mutation { updatePullZone(input: { pullZoneId: 5, settings: { originShieldZoneCode: "XX" } }) { clientMutationId } }',
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      upstream: { field: 'settings.originShieldZoneCode' },
    });
  });

  it('scrubs a certificate key bunny.net echoes in an error from the answer', async () => {
    const key = 'U2VjcmV0S2V5TWF0ZXJpYWxOb3RGb3JFeWVz';
    upstream.answer({
      status: 400,
      body: { ErrorKey: 'certificate.invalid', Field: 'CertificateKey', Message: `Bad key ${key}` },
    });
    const { body } = await gw.graphql(
      `mutation { uploadPullZoneCertificate(input: { pullZoneId: 5, hostname: "a.example.com", certificate: "QQ==", certificateKey: "${key}" }) { clientMutationId } }`,
    );
    expect(body.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(body)).not.toContain(key);
  });
});

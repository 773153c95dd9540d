import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/areas/shared/globalId.js';
import { SEEDED_PULL_ZONE_COUNT } from '../../src/sandbox/seed.js';
import { MEDIA_PULL_ZONE_ID, SPARE_PULL_ZONE_ID, WEB_PULL_ZONE_ID } from '../../src/sandbox/index.js';
import { documentedExamples } from '../support/documentedExamples.js';
import { estimateCalls, useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * Pull Zones as a whole, through HTTP against the sandbox: counted, named, created, changed (settings), deleted and
 * purged, each change answering the zone as it is now, read only when selected, and each bad argument refused before
 * any call.
 */

const graph = useSandboxGraph('pull-zones-test-key');
const { query, data, upstreamCalls } = graph;

interface Zone {
  id: string;
  pullZoneId: number;
  name: string;
  originUrl: string;
  type: string;
  cacheControlMaxAgeOverride: number;
  blockedCountries: string[];
  optimizerImageQuality: number;
  enableWebpVary: boolean;
  originShieldZoneCode: string;
  enableOriginShield: boolean;
  hostnames: { value: string; isSystemHostname: boolean }[];
}

const ZONE_FIELDS = `id pullZoneId name originUrl type cacheControlMaxAgeOverride blockedCountries optimizerImageQuality
  enableWebpVary originShieldZoneCode enableOriginShield hostnames { value isSystemHostname }`;

describe('reading the account', () => {
  it('counts the zones with one call, as many as the list holds', async () => {
    const result = await data<{ pullZoneCount: number }>('{ pullZoneCount }');
    expect(result.pullZoneCount).toBe(SEEDED_PULL_ZONE_COUNT);
    expect(upstreamCalls()).toEqual(['GET /pullzone/count']);
  });

  it("answers whether a name is free: a seeded zone's name is taken, a new one free, one call each", async () => {
    const text = `{ taken: pullZoneNameAvailability(name: "acme-web") { name available }
      free: pullZoneNameAvailability(name: "acme-brand-new") { name available } }`;
    expect(await data(text)).toEqual({
      taken: { name: 'acme-web', available: false },
      free: { name: 'acme-brand-new', available: true },
    });
    expect(upstreamCalls()).toEqual(['POST /pullzone/checkavailability', 'POST /pullzone/checkavailability']);
  });

  it('reads every setting from the zone record itself, without a call of its own', async () => {
    const { pullZone } = await data<{ pullZone: Zone }>(
      `{ pullZone(pullZoneId: ${WEB_PULL_ZONE_ID}) { ${ZONE_FIELDS} } }`,
    );
    expect(pullZone).toMatchObject({ cacheControlMaxAgeOverride: -1, blockedCountries: [], optimizerImageQuality: 85 });
    expect(upstreamCalls()).toEqual([`GET /pullzone/${WEB_PULL_ZONE_ID}`]);
  });
});

describe('createPullZone', () => {
  const CREATE = `mutation { createPullZone(input: { name: "acme-shop", settings: { originUrl: "https://shop-origin.example.com",
    type: VOLUME, cacheControlMaxAgeOverride: 86400, blockedCountries: ["KP", "IR"], enableWebpVary: true } }) {
    pullZoneId pullZone { ${ZONE_FIELDS} } } }`;

  it('creates the zone with its settings and answers it, read by the id bunny.net answered', async () => {
    const { createPullZone } = await data<{ createPullZone: { pullZoneId: number; pullZone: Zone } }>(CREATE);
    const id = createPullZone.pullZoneId;
    expect(createPullZone.pullZone).toMatchObject({
      id: toGlobalId('PullZone', id),
      pullZoneId: id,
      name: 'acme-shop',
      originUrl: 'https://shop-origin.example.com',
      type: 'VOLUME',
      cacheControlMaxAgeOverride: 86400,
      blockedCountries: ['KP', 'IR'],
      enableWebpVary: true,
      hostnames: [{ value: 'acme-shop.b-cdn.net', isSystemHostname: true }],
    });
    expect(upstreamCalls()).toEqual(['POST /pullzone', `GET /pullzone/${id}`]);
    graph.sandbox.clearRequests();
    const { pullZones } = await data<{ pullZones: { totalCount: number; edges: { node: { pullZoneId: number } }[] } }>(
      '{ pullZones(search: "acme-shop") { totalCount edges { node { pullZoneId } } } }',
    );
    expect(pullZones).toEqual({ totalCount: 1, edges: [{ node: { pullZoneId: id } }] });
  });

  it("passes bunny.net's refusal of a taken name on as BAD_USER_INPUT about name", async () => {
    const { body } = await query(
      'mutation { createPullZone(input: { name: "acme-web", settings: { originUrl: "https://o.example.com" } }) { clientMutationId } }',
    );
    expect(body.errors).toEqual([
      expect.objectContaining({
        extensions: expect.objectContaining({
          code: 'BAD_USER_INPUT',
          upstream: expect.objectContaining({ errorKey: 'pullzone.name_taken', field: 'name' }),
        }),
      }),
    ]);
  });

  it('makes no read when the new zone is not selected', async () => {
    await data(
      'mutation { createPullZone(input: { name: "acme-quiet", settings: { originUrl: "https://o.example.com" } }) { clientMutationId } }',
    );
    expect(upstreamCalls()).toEqual(['POST /pullzone']);
  });
});

describe('updatePullZone', () => {
  it('changes only the settings given and answers the zone as it is now', async () => {
    const { updatePullZone } = await data<{ updatePullZone: { pullZone: Zone } }>(
      `mutation { updatePullZone(input: { pullZoneId: ${MEDIA_PULL_ZONE_ID}, settings: { enableOriginShield: true,
        originShieldZoneCode: "IL", optimizerImageQuality: 70 } }) { pullZone { ${ZONE_FIELDS} } } }`,
    );
    expect(updatePullZone.pullZone).toMatchObject({
      name: 'acme-media',
      originUrl: 'https://media-origin.acme-demo.com',
      enableOriginShield: true,
      originShieldZoneCode: 'IL',
      optimizerImageQuality: 70,
      cacheControlMaxAgeOverride: -1,
    });
    expect(upstreamCalls()).toEqual([`POST /pullzone/${MEDIA_PULL_ZONE_ID}`, `GET /pullzone/${MEDIA_PULL_ZONE_ID}`]);
  });

  it('sends bunny.net only the settings given, in its own names', async () => {
    await data(`mutation { updatePullZone(input: { pullZoneId: ${MEDIA_PULL_ZONE_ID}, settings: { verifyOriginSsl: true,
      enableWebpVary: false, tokenAuthenticationEnabled: true, originType: STORAGE_ZONE, storageZoneId: 42 } }) { clientMutationId } }`);
    const sent = graph.sandbox.requests.find((request) => request.method === 'POST');
    expect(JSON.parse(sent?.body.toString('utf8') ?? '')).toEqual({
      VerifyOriginSSL: true,
      EnableWebpVary: false,
      ZoneSecurityEnabled: true,
      OriginType: 2,
      StorageZoneId: 42,
    });
  });
});

describe('deletePullZone', () => {
  it("answers the deleted zone's global id, and the zone is gone from its read, the list and the count", async () => {
    const { deletePullZone } = await data<{ deletePullZone: { deletedPullZoneId: string; pullZoneId: number } }>(
      `mutation { deletePullZone(input: { pullZoneId: ${SPARE_PULL_ZONE_ID} }) { deletedPullZoneId pullZoneId } }`,
    );
    expect(deletePullZone).toMatchObject({
      deletedPullZoneId: toGlobalId('PullZone', SPARE_PULL_ZONE_ID),
      pullZoneId: SPARE_PULL_ZONE_ID,
    });
    expect(upstreamCalls()).toEqual([`DELETE /pullzone/${SPARE_PULL_ZONE_ID}`]);
    const { body } = await query(`{ pullZone(pullZoneId: ${SPARE_PULL_ZONE_ID}) { id } pullZoneCount }`);
    expect(body.data).toEqual({ pullZone: null, pullZoneCount: SEEDED_PULL_ZONE_COUNT - 1 });
    expect(body.errors?.map((error) => error.extensions?.['code'])).toEqual(['NOT_FOUND']);
  });
});

describe('purging', () => {
  it("purges a zone's cache by tag with one call, and reads the zone only when selected", async () => {
    const { purgePullZoneCache } = await data(
      `mutation { purgePullZoneCache(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, cacheTag: "product-42" }) { pullZoneId cacheTag } }`,
    );
    expect(purgePullZoneCache).toEqual({ pullZoneId: WEB_PULL_ZONE_ID, cacheTag: 'product-42' });
    expect(upstreamCalls()).toEqual([`POST /pullzone/${WEB_PULL_ZONE_ID}/purgeCache`]);
    expect(JSON.parse(graph.sandbox.requests[0]?.body.toString('utf8') ?? '')).toEqual({ CacheTag: 'product-42' });
  });

  it('purges a URL with its options as query parameters, never fetching the URL itself', async () => {
    const { purgePullZoneUrl } = await data(
      'mutation { purgePullZoneUrl(input: { url: "https://acme-web.b-cdn.net/img/*", async: true }) { url async } }',
    );
    expect(purgePullZoneUrl).toEqual({ url: 'https://acme-web.b-cdn.net/img/*', async: true });
    expect(upstreamCalls()).toEqual([
      `POST /purge?url=${encodeURIComponent('https://acme-web.b-cdn.net/img/*')}&async=true&exactPath=false`,
    ]);
  });
});

describe('bad arguments', () => {
  const cases: [string, string][] = [
    ['{ pullZoneNameAvailability(name: "-acme") { available } }', 'name'],
    ['{ pullZoneNameAvailability(name: "acme.web") { available } }', 'name'],
    ['mutation { createPullZone(input: { name: "a b" }) { clientMutationId } }', 'input.name'],
    [
      'mutation { createPullZone(input: { name: "ok", settings: { originUrl: "ftp://origin.example.com" } }) { clientMutationId } }',
      'input.settings.originUrl',
    ],
    [
      `mutation { updatePullZone(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, settings: {} }) { clientMutationId } }`,
      'input.settings',
    ],
    [
      `mutation { updatePullZone(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, settings: { optimizerImageQuality: 0 } }) { clientMutationId } }`,
      'input.settings.optimizerImageQuality',
    ],
    [
      `mutation { updatePullZone(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, settings: { cacheControlMaxAgeOverride: -2 } }) { clientMutationId } }`,
      'input.settings.cacheControlMaxAgeOverride',
    ],
    [
      `mutation { updatePullZone(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, settings: { blockedCountries: ["USA"] } }) { clientMutationId } }`,
      'input.settings.blockedCountries[0]',
    ],
    [
      `mutation { updatePullZone(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, settings: { originShieldMaxConcurrentRequests: 0 } }) { clientMutationId } }`,
      'input.settings.originShieldMaxConcurrentRequests',
    ],
    [
      `mutation { updatePullZone(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, settings: { originRetries: -1 } }) { clientMutationId } }`,
      'input.settings.originRetries',
    ],
    [
      `mutation { updatePullZone(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, settings: { accessControlOriginHeaderExtensions: [".css"] } }) { clientMutationId } }`,
      'input.settings.accessControlOriginHeaderExtensions[0]',
    ],
    [
      `mutation { updatePullZone(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, settings: { storageZoneId: 0 } }) { clientMutationId } }`,
      'input.settings.storageZoneId',
    ],
    [
      `mutation { updatePullZone(input: { pullZoneId: 0, settings: { enableLogging: true } }) { clientMutationId } }`,
      'input.pullZoneId',
    ],
    ['mutation { deletePullZone(input: { pullZoneId: -4 }) { clientMutationId } }', 'input.pullZoneId'],
    [
      `mutation { purgePullZoneCache(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, cacheTag: " " }) { clientMutationId } }`,
      'input.cacheTag',
    ],
    [
      'mutation { purgePullZoneUrl(input: { url: "https://user:secret@cdn.example.com/a.js" }) { clientMutationId } }',
      'input.url',
    ],
    ['mutation { purgePullZoneUrl(input: { url: "/relative/path.js" }) { clientMutationId } }', 'input.url'],
  ];

  it.each(cases)('refuses %s naming %s, before any call', async (text, argument) => {
    graph.expectRefused(await query(text), argument);
  });

  it('refuses a setting text holding a lone surrogate, naming it', async () => {
    const text = `mutation ($header: String) { updatePullZone(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, settings: { originHostHeader: $header } }) { clientMutationId } }`;
    graph.expectRefused(await query(text, { header: 'a\ud800' }), 'input.settings.originHostHeader');
  });
});

describe('the estimate', () => {
  it('admits each change with its payload link at no less than the calls made', async () => {
    const text = `mutation { updatePullZone(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, settings: { enableLogging: false } }) { pullZone { id } } }`;
    await data(text);
    expect(estimateCalls(text)).toBeGreaterThanOrEqual(upstreamCalls().length);
  });
});

describe("docs/areas/pullZones.md's examples", () => {
  const week = `dateFrom=${encodeURIComponent('2026-11-14T00:00:00.000Z')}&dateTo=${encodeURIComponent('2026-11-21T00:00:00.000Z')}`;
  const ZONE = `/pullzone/${WEB_PULL_ZONE_ID}`;
  const showcase = documentedExamples('docs/areas/pullZones.md', 'Showcase queries');
  const changes = documentedExamples('docs/areas/pullZones.md', 'Changes');

  /** Runs an example, checks the count its comment names and the calls made, and that the estimate admits them. */
  async function runs(example: { comment: string; operation: string } | undefined, calls: (string | RegExp)[]) {
    expect(example?.comment).toContain(`${calls.length} upstream call`);
    const { body } = await query(example?.operation ?? '');
    expect(body.errors).toBeUndefined();
    expect(upstreamCalls()).toEqual(
      calls.map((call) => (typeof call === 'string' ? call : expect.stringMatching(call))),
    );
    expect(estimateCalls(example?.operation ?? '')).toBeGreaterThanOrEqual(calls.length);
    return body.data;
  }

  it('runs the glance at the account with the 2 calls it names', async () => {
    await runs(showcase[0], ['GET /pullzone/count', 'GET /pullzone?page=1&perPage=5']);
  });

  it("runs one zone's access with the 1 call it names", async () => {
    await runs(showcase[1], [`GET ${ZONE}`]);
  });

  it("runs a week's traffic, optimizer and SafeHop with the 4 calls it names", async () => {
    await runs(showcase[2], [
      `GET ${ZONE}`,
      `GET /statistics?pullZone=${WEB_PULL_ZONE_ID}&${week}&hourly=false&loadErrors=true`,
      `GET ${ZONE}/optimizer/statistics?${week}&hourly=false`,
      `GET ${ZONE}/safehop/statistics?${week}&hourly=false`,
    ]);
  });

  it('runs the creation with the 2 calls it names', async () => {
    await runs(changes[0], ['POST /pullzone', /^GET \/pullzone\/14\d{5}$/]);
  });

  it('runs the purges with the 2 calls it names', async () => {
    await runs(changes[1], [
      `POST ${ZONE}/purgeCache`,
      `POST /purge?url=${encodeURIComponent('https://acme-web.b-cdn.net/img/*')}&async=false&exactPath=false`,
    ]);
  });

  it('runs the new hostname with its free certificate with the 3 calls it names', async () => {
    const data = await runs(changes[2], [
      `POST ${ZONE}/addHostname`,
      'GET /pullzone/loadFreeCertificate?hostname=cdn.acme-demo.com&useOnlyHttp01=true',
      'GET /pullzone?page=1&perPage=100&search=cdn.acme-demo.com',
    ]);
    expect(data).toMatchObject({
      issuePullZoneFreeCertificate: { pullZoneHostname: { hasCertificate: true, certificateProvisionType: 'HTTP01' } },
    });
  });

  it('runs the new Edge Rule with the 2 calls it names', async () => {
    const data = await runs(changes[3], [`POST ${ZONE}/edgerules/addOrUpdate`, `GET ${ZONE}`]);
    expect(data).toMatchObject({ setPullZoneEdgeRule: { edgeRule: { enabled: true } } });
  });
});

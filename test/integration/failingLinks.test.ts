import { isObjectType } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/areas/shared/globalId.js';
import { DeclaredCosts } from '../../src/plugins/cost/declaredCosts.js';
import {
  DEMO_LIBRARY_ID,
  libraryApiKeyFor,
  startSandbox,
  WEB_PULL_ZONE_ID,
  type Sandbox,
} from '../../src/sandbox/index.js';
import { buildSchema } from '../../src/schema.js';
import { startFailingProxies, type FailingProxies } from '../support/failingRoute.js';
import { fieldOwners } from '../support/fieldOwners.js';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { GET_PULL_ZONE, query, type Row, rowsOfAreas } from './failingLinks/rows.js';

/**
 * Every field that calls bunny.net is nullable (GitHub's and Relay's convention), so when its call fails only that
 * field is null, with its error, and everything beside it is still answered: one row per such field (the schema's
 * `@cost` says which), each run against the sandbox with that one route failing.
 */

/** A video of the demo library without an upload yet, so an upload to it is accepted. */
async function newVideo(): Promise<string> {
  const { body } = await gateway.graphql(
    `mutation { createVideo(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, video: { title: "Fresh" } }) { video { videoId } } }`,
    undefined,
    { AccessKey: key },
  );
  return (body.data as { createVideo: { video: { videoId: string } } }).createVideo.video.videoId;
}

/** The operation as a GraphQL multipart request, its `$file` the row's file. */
async function multipartGraphql(url: string, row: Row, headers: Record<string, string>) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: row.operation, variables: { file: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([row.file ?? ''], { type: 'application/octet-stream' }), 'file.bin');
  const response = await fetch(`${url}/graphql`, { method: 'POST', body: form, headers });
  return { body: (await response.json()) as Awaited<ReturnType<TestGateway['graphql']>>['body'] };
}

/** The base schema's own field that calls bunny.net (no area's): `node`, reading the record it names. */
const baseRows = (): Row[] => [
  query(`node(id: "${toGlobalId('PullZone', WEB_PULL_ZONE_ID)}")`, '{ id }', GET_PULL_ZONE),
];

const AREA_ROWS = await rowsOfAreas();

/** Every row: the base schema's, and each area's from its own file (failingLinks/<area>.ts). */
const rows = (): Row[] => [...baseRows(), ...AREA_ROWS.flatMap((owner) => owner.rows())];

const at = (data: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | null)?.[key], data);

let sandbox: Sandbox;
let proxies: FailingProxies;
let gateway: TestGateway;
let key = '';
let accounts = 0;

beforeAll(async () => {
  sandbox = await startSandbox();
  proxies = await startFailingProxies(sandbox);
  gateway = await startGateway({
    BUNNY_API_URL: proxies.urls.api,
    BUNNY_VIDEO_URL: proxies.urls.video,
    BUNNY_ORIGIN_LOG_URL: proxies.urls.originLogs,
    BUNNY_STORAGE_URL: proxies.urls.storage,
    LOG_LEVEL: 'error',
  });
});

afterAll(async () => {
  await gateway.close();
  await proxies.close();
  await sandbox.close();
});

beforeEach(() => {
  // A fresh sandbox account per test, so that each mutation finds the seeded state.
  accounts += 1;
  key = `failing-links-${accounts}-${Date.now()}`;
  proxies.fail(undefined);
});

describe('a field whose call to bunny.net fails', () => {
  // Subscriptions aside: a failing read ends the stream with its error (test/integration/live).
  it('has a row here for every field that calls bunny.net, nodes and subscriptions aside', () => {
    const schema = buildSchema();
    const costs = new DeclaredCosts(schema);
    const calling = Object.values(schema.getTypeMap())
      .filter(isObjectType)
      .filter((type) => !type.name.startsWith('__') && type !== schema.getSubscriptionType())
      .flatMap((type) =>
        Object.values(type.getFields()).flatMap((field) =>
          costs.field(field) > 0 ? [`${type.name}.${field.name}`] : [],
        ),
      );
    expect(
      rows()
        .map((row) => row.field)
        .sort(),
    ).toEqual(calling.filter((name) => name !== 'Query.nodes').sort());
  });

  it("has each area's rows in the area's own file: every row's field is one the area's SDL declares", () => {
    const owners = fieldOwners();
    const misplaced = AREA_ROWS.flatMap(({ area, rows: rowsOf }) =>
      rowsOf()
        .filter((row) => owners(row.field) !== area)
        .map((row) => `${row.field} in failingLinks/${area}.ts, declared by ${owners(row.field)}`),
    );
    expect(misplaced).toEqual([]);
    expect(AREA_ROWS.length).toBeGreaterThanOrEqual(10);
  });

  it.each(rows().map((row) => [row.field, row.operation] as const))(
    'nulls %s alone, with its error, and answers everything beside it',
    async (field) => {
      const found = rows().find((candidate) => candidate.field === field) as Row;
      const row = found.freshVideo
        ? { ...found, operation: found.operation.replace('$VIDEO', await newVideo()) }
        : found;
      proxies.fail(row.fails);
      const headers: Record<string, string> = { AccessKey: key };
      if (row.withLibraryKey) headers['X-Library-Key'] = libraryApiKeyFor(key, DEMO_LIBRARY_ID);
      const { body } =
        row.file === undefined
          ? await gateway.graphql(row.operation, undefined, headers)
          : await multipartGraphql(gateway.url, row, headers);

      expect(proxies.failed.length, 'the route was called and failed').toBeGreaterThan(0);
      expect(body.data, JSON.stringify(body.errors)).not.toBeNull();
      expect(at(body.data, row.nulled)).toBeNull();
      expect(at(body.data, row.kept)).toBeTruthy();
      expect(body.errors).toContainEqual(
        expect.objectContaining({
          path: row.nulled,
          extensions: expect.objectContaining({ code: 'UPSTREAM_ERROR' }),
        }),
      );
    },
  );
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.js';
import { startGateway, type TestGateway } from '../support/gateway.js';

/**
 * Edge Scripts against a fake bunny.net answering what the sandbox never does: a script linking a Pull Zone bunny.net
 * no longer has, a live release bunny.net no longer finds, code far larger than the gateway reads into memory, and an
 * error that echoes a secret's value.
 */

/** What the gateway reads of one JSON answer: small here, so that the code below is 30 times more. */
const MAX_UPSTREAM_JSON_BYTES = 65_536;

let api: FakeUpstream;
let gw: TestGateway;

beforeAll(async () => {
  api = await startFakeUpstream();
  gw = await startGateway({
    BUNNY_API_URL: api.url,
    LOG_LEVEL: 'info',
    MAX_UPSTREAM_JSON_BYTES: String(MAX_UPSTREAM_JSON_BYTES),
  });
});

beforeEach(() => {
  api.requests.length = 0;
});

afterAll(async () => {
  await gw.close();
  await api.close();
});

const SCRIPT = {
  Id: 5,
  Name: 'router',
  CurrentReleaseId: 77,
  LinkedPullZones: [
    { Id: 101, PullZoneName: 'kept' },
    { Id: 102, PullZoneName: 'gone' },
    null,
    { PullZoneName: 'no id' },
  ],
};

describe('EdgeScript links when bunny.net no longer has the linked record', () => {
  it('answers a linked zone bunny.net no longer has as a null node with NOT_FOUND at its edge, the others intact', async () => {
    api.answer((request) => {
      if (request.url === '/compute/script/5') return { body: SCRIPT };
      if (request.url === '/pullzone/101') return { body: { Id: 101, Name: 'kept' } };
      return { status: 404 };
    });
    const { body } = await gw.graphql(
      '{ edgeScript(edgeScriptId: 5) { linkedPullZones { totalCount edges { pullZoneName node { name } } } } }',
    );
    expect(body.data).toEqual({
      edgeScript: {
        linkedPullZones: {
          totalCount: 2,
          edges: [
            { pullZoneName: 'kept', node: { name: 'kept' } },
            { pullZoneName: 'gone', node: null },
          ],
        },
      },
    });
    expect(body.errors).toEqual([
      expect.objectContaining({
        path: ['edgeScript', 'linkedPullZones', 'edges', 1, 'node'],
        extensions: expect.objectContaining({ code: 'NOT_FOUND' }),
      }),
    ]);
  });

  it('answers a live release bunny.net no longer finds as null with NOT_FOUND, the script intact', async () => {
    api.answer((request) => (request.url === '/compute/script/5' ? { body: SCRIPT } : { status: 404 }));
    const { body } = await gw.graphql('{ edgeScript(edgeScriptId: 5) { name currentRelease { uuid } } }');
    expect(body.data).toEqual({ edgeScript: { name: 'router', currentRelease: null } });
    expect(body.errors?.map((error) => [error.path, error.extensions?.['code']])).toEqual([
      [['edgeScript', 'currentRelease'], 'NOT_FOUND'],
    ]);
  });
});

describe("a script's code larger than the gateway reads into memory", () => {
  const code = `export default {};\n${'const s = "\u00e9\\t\u{1F407}";\n'.repeat(80_000)}`;
  const answer = Buffer.from(JSON.stringify({ LastModified: '2026-11-21T10:00:00Z', Code: code }));

  it('streams through the download route unchanged, the JSON unwrapped as it arrives', async () => {
    expect(answer.length).toBeGreaterThan(30 * MAX_UPSTREAM_JSON_BYTES);
    api.answer({ headers: { 'content-type': 'application/json; charset=utf-8' }, body: answer });
    const response = await fetch(`${gw.url}/exports/edge-scripts/5/code.js`, {
      headers: { AccessKey: 'key-1234567890' },
    });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(code))).toBe(true);
    expect(api.requests.map((request) => request.url)).toEqual(['/compute/script/5/code']);
  });

  it('is refused by the inline field, which reads the answer whole, with the field alone null', async () => {
    api.answer((request) =>
      request.url === '/compute/script/5'
        ? { body: SCRIPT }
        : { headers: { 'content-type': 'application/json' }, body: answer },
    );
    const { body } = await gw.graphql('{ edgeScript(edgeScriptId: 5) { name code { code } } }');
    expect(body.data).toEqual({ edgeScript: { name: 'router', code: null } });
    expect(body.errors?.map((error) => [error.path, error.extensions?.['code']])).toEqual([
      [['edgeScript', 'code'], 'UPSTREAM_ERROR'],
    ]);
  });
});

describe("a secret's value", () => {
  const VALUE = 'whsec_7Hq2xP9mK4vL1nR8';
  const echo = (): void =>
    api.answer({
      status: 400,
      body: { ErrorKey: 'validation', Field: 'Secret', Message: `Invalid secret "${VALUE}"` },
    });

  it.each([
    [
      'addEdgeScriptSecret',
      `createEdgeScriptSecret(input: { edgeScriptId: 5, edgeScriptSecret: { name: "HOOK", secret: "${VALUE}" } })`,
    ],
    [
      'upsertEdgeScriptSecret',
      `setEdgeScriptSecret(input: { edgeScriptId: 5, edgeScriptSecret: { name: "HOOK", secret: "${VALUE}" } })`,
    ],
    ['updateEdgeScriptSecret', `updateEdgeScriptSecret(input: { edgeScriptId: 5, secretId: 7, secret: "${VALUE}" })`],
  ])('is scrubbed from the error of %s when bunny.net echoes it, and from every log line', async (_, field) => {
    echo();
    const logged = gw.rawLogs.length;
    const { body } = await gw.graphql(`mutation { ${field} { clientMutationId } }`);
    expect(api.requests).toHaveLength(1);
    expect(JSON.parse(api.requests[0]?.body.toString() ?? '{}')).toMatchObject({ Secret: VALUE });
    expect(body.errors?.[0]?.message).toContain('Invalid secret "[redacted]"');
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      upstream: { errorKey: 'validation', field: expect.stringMatching(/secret$/) },
    });
    expect(JSON.stringify(body)).not.toContain(VALUE);
    expect(gw.rawLogs.length).toBeGreaterThan(logged);
    expect(gw.rawLogs.join('\n')).not.toContain(VALUE);
  });

  it('is never quoted when the gateway refuses it: over 2048 bytes, nothing is sent', async () => {
    const long = `${VALUE}${'x'.repeat(2048)}`;
    const { body } = await gw.graphql(
      `mutation { createEdgeScriptSecret(input: { edgeScriptId: 5, edgeScriptSecret: { name: "HOOK", secret: "${long}" } }) { clientMutationId } }`,
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'input.edgeScriptSecret.secret',
    });
    expect(JSON.stringify(body)).not.toContain(VALUE);
    expect(api.requests).toHaveLength(0);
  });
});

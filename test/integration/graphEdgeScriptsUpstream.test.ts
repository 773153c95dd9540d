import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.js';
import { startGateway, type TestGateway } from '../support/gateway.js';

/**
 * Edge Script links against a fake bunny.net answering what the sandbox never does: a script linking a Pull Zone
 * bunny.net no longer has, and a live release bunny.net no longer finds.
 */

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

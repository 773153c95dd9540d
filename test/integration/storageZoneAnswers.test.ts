import { describe, expect, it } from 'vitest';
import type { FakeUpstream, ReceivedRequest } from '../support/fakeUpstream.js';
import { useGatewayOnFake, type TestGateway } from '../support/gateway.js';

/**
 * What bunny.net's Storage Zone answers may hold, from a fake host: passwords in every read of a zone, which the
 * graph answers only from the mutation that makes one and keeps out of every error and log line; empty answers; and
 * regions without a code.
 */

let upstream: FakeUpstream;
let gw: TestGateway;
useGatewayOnFake({ status: 204 }, (both) => ({ upstream, gw } = both));

const PASSWORD = 'f3a1c9e2-7b4d-4e8a-9c6f-1d2e3a4b5c6d-ab12-cd34';
const READ_ONLY = '0b9d8c7a-6f5e-4d3c-2b1a-0f9e8d7c6b5a-ef56-7890';

/** A zone read answers the zone with its passwords; its statistics answer a 400 that echoes the password. */
function echoingPasswords(request: ReceivedRequest) {
  if (request.url.includes('/statistics'))
    return { status: 400, body: { ErrorKey: 'range', Field: 'dateFrom', Message: `No range for key ${PASSWORD}` } };
  if (request.method === 'POST') return { status: 204 };
  return { body: { Id: 5, Name: 'secret-zone', Password: PASSWORD, ReadOnlyPassword: READ_ONLY } };
}

describe('Storage Zone passwords', () => {
  it('are no field of a zone read, and an error that echoes one shows [redacted]', async () => {
    upstream.answer(echoingPasswords);
    const { body } = await gw.graphql(
      '{ storageZone(storageZoneId: 5) { name statistics { fileCountChart { value } } } }',
    );
    expect(body.data).toEqual({ storageZone: { name: 'secret-zone', statistics: null } });
    expect(body.errors?.[0]?.message).toContain('No range for key [redacted]');
    expect(JSON.stringify(body)).not.toContain(PASSWORD);
    expect(gw.rawLogs.join('\n')).not.toContain(PASSWORD);
  });

  it('is answered by a reset, read from the zone after it, and scrubbed from the errors beside it and the logs', async () => {
    upstream.answer(echoingPasswords);
    const { body } = await gw.graphql(
      'mutation { resetStorageZonePassword(input: { storageZoneId: 5 }) { password storageZone { statistics { fileCountChart { value } } } } }',
    );
    expect(body.data).toEqual({ resetStorageZonePassword: { password: PASSWORD, storageZone: { statistics: null } } });
    expect(body.errors?.[0]?.message).toContain('[redacted]');
    expect(JSON.stringify(body.errors)).not.toContain(PASSWORD);
    expect(gw.rawLogs.join('\n')).not.toContain(PASSWORD);
    expect(upstream.requests.map((request) => `${request.method} ${request.url.split('?')[0]}`)).toEqual([
      'POST /storagezone/5/resetPassword',
      'GET /storagezone/5',
      'GET /storagezone/5/statistics',
    ]);
  });

  it('answers the read-only password from the read-only reset, not the password', async () => {
    upstream.answer(echoingPasswords);
    const { body } = await gw.graphql(
      'mutation { resetStorageZoneReadOnlyPassword(input: { storageZoneId: 5 }) { password } }',
    );
    expect(body.data).toEqual({ resetStorageZoneReadOnlyPassword: { password: READ_ONLY } });
  });

  it('answers a creation bunny.net answered with no body with no zone and no passwords', async () => {
    upstream.answer({ status: 201 });
    const { body } = await gw.graphql(
      'mutation { createStorageZone(input: { name: "quiet-zone", region: "DE" }) { storageZone { id } password } }',
    );
    expect(body).toEqual({ data: { createStorageZone: { storageZone: null, password: null } } });
  });
});

describe('storage regions', () => {
  it('leaves out a region bunny.net lists without a code, and a null one', async () => {
    upstream.answer({ body: [{ Id: 'DE', Name: 'Falkenstein' }, { Name: 'no code' }, null, { Id: 'NY' }] });
    const { body } = await gw.graphql('{ storageRegions { totalCount edges { node { code name } } } }');
    expect(body.data).toEqual({
      storageRegions: {
        totalCount: 4,
        edges: [{ node: { code: 'DE', name: 'Falkenstein' } }, { node: { code: 'NY', name: null } }],
      },
    });
  });
});

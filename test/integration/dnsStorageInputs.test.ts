import { describe, expect, it } from 'vitest';
import type { FakeUpstream } from '../support/fakeUpstream.js';
import { useGatewayOnFake, type TestGateway } from '../support/gateway.js';

/**
 * The argument checks of DNS and Storage Zones, from a fake host that must never be called: every string that reaches
 * a path, a query string or a body is Unicode text (a lone surrogate is refused naming it), and a zone file over
 * MAX_UPLOAD_BYTES aborts its upload rather than send part of it.
 */

let upstream: FakeUpstream;
let gw: TestGateway;
useGatewayOnFake({ status: 200, body: { RecordsSuccessful: 1 } }, (started) => ({ upstream, gw } = started), {
  RETRY_MAX: '0',
  MAX_UPLOAD_BYTES: '2048',
});

const LONE = '\ud800';

const cases: [query: string, variables: Record<string, unknown>, argument: string][] = [
  ['query($s: String) { dnsZones(search: $s) { totalCount } }', { s: `acme${LONE}` }, 'search'],
  [
    'mutation($v: String) { createDnsRecord(input: { dnsZoneId: 1, dnsRecord: { type: TXT, name: "t", value: $v } }) { clientMutationId } }',
    { v: `spf${LONE}` },
    'input.dnsRecord.value',
  ],
  [
    'mutation($c: String) { updateDnsRecord(input: { dnsZoneId: 1, dnsRecordId: 2, dnsRecord: { comment: $c } }) { clientMutationId } }',
    { c: LONE },
    'input.dnsRecord.comment',
  ],
  [
    'mutation($n: String!) { createDnsRecord(input: { dnsZoneId: 1, dnsRecord: { type: SCRIPT, edgeScriptId: 3, environmentVariables: [{ name: $n, value: "v" }] } }) { clientMutationId } }',
    { n: `KEY${LONE}` },
    'input.dnsRecord.environmentVariables[0].name',
  ],
  [
    'mutation($e: String) { updateDnsZone(input: { dnsZoneId: 1, dnsZone: { soaEmail: $e } }) { clientMutationId } }',
    { e: `a${LONE}@b.example` },
    'input.dnsZone.soaEmail',
  ],
  [
    'mutation($v: String) { createDnsRecord(input: { dnsZoneId: 1, dnsRecord: { type: A, name: "www", value: $v } }) { clientMutationId } }',
    { v: 'not-an-ip' },
    'input.dnsRecord.value',
  ],
  [
    'mutation($v: String) { updateDnsRecord(input: { dnsZoneId: 1, dnsRecordId: 2, dnsRecord: { type: AAAA, value: $v } }) { clientMutationId } }',
    { v: '192.0.2.1' },
    'input.dnsRecord.value',
  ],
  ['query($n: String!) { storageZoneAvailability(name: $n) { available } }', { n: `zone${LONE}` }, 'name'],
  ['query($s: String) { storageZones(search: $s) { totalCount } }', { s: LONE }, 'search'],
  [
    'mutation($r: String!) { createStorageZone(input: { name: "zone-a", region: $r }) { clientMutationId } }',
    { r: `DE${LONE}` },
    'input.region',
  ],
  [
    'mutation($u: String) { updateStorageZone(input: { storageZoneId: 1, storageZone: { originUrl: $u } }) { clientMutationId } }',
    { u: `https://origin.example/${LONE}` },
    'input.storageZone.originUrl',
  ],
  [
    'mutation($p: String) { updateStorageZone(input: { storageZoneId: 1, storageZone: { custom404FilePath: $p } }) { clientMutationId } }',
    { p: `/404${LONE}.html` },
    'input.storageZone.custom404FilePath',
  ],
];

describe('a string argument of DNS or Storage Zones', () => {
  it.each(cases)(
    '%s is refused as BAD_USER_INPUT naming the argument, before any call',
    async (query, variables, argument) => {
      const { body } = await gw.graphql(query, variables);
      expect(body.errors?.map((error) => error.extensions)).toEqual([
        expect.objectContaining({ code: 'BAD_USER_INPUT', argument }),
      ]);
      expect(upstream.requests).toHaveLength(0);
    },
  );
});

describe("a link's string argument", () => {
  it("is refused naming it after its parent's read, before the link's own call", async () => {
    upstream.answer({ body: { Id: 1, Domain: 'a.example' } });
    const { body } = await gw.graphql(
      'query($s: String) { dnsZone(dnsZoneId: 1) { records(search: $s) { totalCount } } }',
      {
        s: LONE,
      },
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'search' });
    expect(upstream.requests.map((request) => request.url)).toEqual(['/dnszone/1']);
  });
});

/** importDnsZoneRecords with a zone file of `bytes` bytes, as a multipart request. */
async function importZoneFile(gateway: TestGateway, bytes: number) {
  const form = new FormData();
  const query =
    'mutation ($f: File!) { importDnsZoneRecords(input: { dnsZoneId: 7, zoneFile: $f }) { recordsSuccessful } }';
  form.set('operations', JSON.stringify({ query, variables: { f: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.f'] }));
  form.set('0', new Blob(['a'.repeat(bytes)], { type: 'text/plain' }), 'zone.txt');
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    body: form,
    headers: { AccessKey: 'key-0001' },
  });
  return (await response.json()) as { data?: unknown; errors?: { extensions?: Record<string, unknown> }[] };
}

describe('a zone file import', () => {
  it('sends a file within MAX_UPLOAD_BYTES whole, as the text/plain body', async () => {
    expect(await importZoneFile(gw, 2048)).toEqual({ data: { importDnsZoneRecords: { recordsSuccessful: 1 } } });
    expect(upstream.requests[0]?.headers['content-type']).toBe('text/plain');
    expect(upstream.requests[0]?.body.length).toBe(2048);
  });

  it('over MAX_UPLOAD_BYTES is BAD_USER_INPUT naming zoneFile, and bunny.net never gets the whole file', async () => {
    const body = await importZoneFile(gw, 2049);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'input.zoneFile' });
    expect(upstream.requests.every((request) => request.body.length < 2049)).toBe(true);
  });
});

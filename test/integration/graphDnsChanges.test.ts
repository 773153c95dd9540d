import { describe, expect, it } from 'vitest';
import {
  ACME_APEX_DNS_RECORD_ID,
  ACME_DNS_DOMAIN,
  ACME_DNS_ZONE_ID,
  FIRST_CREATED_DNS_RECORD_ID,
  FIRST_CREATED_DNS_ZONE_ID,
  MEDIA_DNS_ZONE_ID,
  MEDIA_PULL_ZONE_ID,
  SEEDED_DNS_ZONE_COUNT,
} from '../../src/sandbox/index.js';
import { useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * The DNS mutations through HTTP against the sandbox: each change is made, and the payload's zone or record (read
 * only when selected) shows it; a created zone or record can be listed and linked, a deleted one disappears.
 */

const graph = useSandboxGraph('dns-changes-test-key');
const { query, data, upstreamCalls, expectRefused } = graph;

const globalIdOf = (type: string, id: number | string): string => Buffer.from(`${type}:${id}`).toString('base64url');

const RECORD_NAMES = `records(first: 100) { totalCount edges { node { dnsRecordId name value } } }`;

describe('zones', () => {
  it('creates a zone with a record; it is listed, linked, and gone from the list once deleted', async () => {
    const created = await data<{ createDnsZone: { dnsZone: { id: string; dnsZoneId: number; records: unknown } } }>(
      `mutation { createDnsZone(input: { domain: "new-shop.example", records: [{ type: A, name: "", value: "192.0.2.77" }] }) {
        domain dnsZone { id dnsZoneId domain records(first: 5) { totalCount edges { node { name value } } } } } }`,
    );
    expect(created.createDnsZone.dnsZone).toMatchObject({
      id: globalIdOf('DnsZone', FIRST_CREATED_DNS_ZONE_ID),
      dnsZoneId: FIRST_CREATED_DNS_ZONE_ID,
      records: { totalCount: 1, edges: [{ node: { name: '', value: '192.0.2.77' } }] },
    });
    // bunny.net answers 201 with no body, as its document has it: the new zone is found by its domain.
    expect(upstreamCalls()).toEqual([
      'POST /dnszone',
      'GET /dnszone?page=1&perPage=100&search=new-shop.example',
      `GET /dnszone/${FIRST_CREATED_DNS_ZONE_ID}/records?page=1&perPage=5`,
    ]);
    const listed = await data<{ dnsZones: { totalCount: number } }>('{ dnsZones(search: "new-shop") { totalCount } }');
    expect(listed.dnsZones.totalCount).toBe(1);

    graph.sandbox.clearRequests();
    const deleted = await data<{ deleteDnsZone: { deletedDnsZoneId: string } }>(
      `mutation { deleteDnsZone(input: { dnsZoneId: ${FIRST_CREATED_DNS_ZONE_ID} }) { deletedDnsZoneId dnsZoneId } }`,
    );
    expect(deleted.deleteDnsZone).toEqual({
      deletedDnsZoneId: created.createDnsZone.dnsZone.id,
      dnsZoneId: FIRST_CREATED_DNS_ZONE_ID,
    });
    const after = await data<{ dnsZones: { totalCount: number } }>('{ dnsZones { totalCount } }');
    expect(after.dnsZones.totalCount).toBe(SEEDED_DNS_ZONE_COUNT);
    expect(upstreamCalls()).toEqual([`DELETE /dnszone/${FIRST_CREATED_DNS_ZONE_ID}`, 'GET /dnszone?page=1&perPage=20']);
  });

  it('refuses a domain bunny.net could not take, and a record of the new zone without its value, before any call', async () => {
    expectRefused(
      await query('mutation { createDnsZone(input: { domain: "not a domain" }) { clientMutationId } }'),
      'input.domain',
    );
    expectRefused(
      await query(
        'mutation { createDnsZone(input: { domain: "ok.example", records: [{ type: MX }] }) { clientMutationId } }',
      ),
      'input.records[0].value',
    );
  });

  it('changes the settings given and answers the zone as bunny.net sent it back, with no read', async () => {
    const { updateDnsZone } = await data<{ updateDnsZone: { dnsZone: Record<string, unknown> } }>(
      `mutation { updateDnsZone(input: { dnsZoneId: ${ACME_DNS_ZONE_ID}, dnsZone: { soaEmail: "dns@acme-demo.com",
        logAnonymization: DROP, certificateKeyType: RSA } }) { dnsZone { soaEmail logAnonymization certificateKeyType } } }`,
    );
    expect(updateDnsZone.dnsZone).toEqual({
      soaEmail: 'dns@acme-demo.com',
      logAnonymization: 'DROP',
      certificateKeyType: 'RSA',
    });
    expect(upstreamCalls()).toEqual([`POST /dnszone/${ACME_DNS_ZONE_ID}`]);
    expect(JSON.parse(graph.sandbox.requests[0]?.body.toString('utf8') ?? '')).toEqual({
      SoaEmail: 'dns@acme-demo.com',
      LogAnonymizationType: 1,
      CertificateKeyType: 1,
    });
    graph.sandbox.clearRequests();
    expectRefused(
      await query(
        `mutation { updateDnsZone(input: { dnsZoneId: ${ACME_DNS_ZONE_ID}, dnsZone: {} }) { clientMutationId } }`,
      ),
      'input.dnsZone',
    );
    expectRefused(
      await query(
        `mutation { updateDnsZone(input: { dnsZoneId: ${ACME_DNS_ZONE_ID}, dnsZone: { soaEmail: "no-at-sign" } }) { clientMutationId } }`,
      ),
      'input.dnsZone.soaEmail',
    );
  });

  it('turns DNSSEC off and on, answering the DS record and the zone as it is now', async () => {
    const text = (
      enabled: boolean,
    ) => `mutation { setDnsZoneDnssec(input: { dnsZoneId: ${MEDIA_DNS_ZONE_ID}, enabled: ${enabled} }) {
      enabled algorithm digestType dsRecord dnsZone { dnssecEnabled } } }`;
    type Change = {
      setDnsZoneDnssec: { enabled: boolean; dsRecord: string | null; dnsZone: { dnssecEnabled: boolean } };
    };
    const on = (await data<Change>(text(true))).setDnsZoneDnssec;
    expect(on).toMatchObject({ enabled: true, algorithm: 13, digestType: 'SHA-256', dnsZone: { dnssecEnabled: true } });
    expect(on.dsRecord).toMatch(/^acme-media\.net\. 3600 IN DS \d+ 13 2 [0-9A-F]{64}$/);
    const off = (await data<Change>(text(false))).setDnsZoneDnssec;
    expect(off).toMatchObject({ enabled: false, dsRecord: null, dnsZone: { dnssecEnabled: false } });
    expect(upstreamCalls()).toEqual([
      `POST /dnszone/${MEDIA_DNS_ZONE_ID}/dnssec`,
      `GET /dnszone/${MEDIA_DNS_ZONE_ID}`,
      `DELETE /dnszone/${MEDIA_DNS_ZONE_ID}/dnssec`,
      `GET /dnszone/${MEDIA_DNS_ZONE_ID}`,
    ]);
  });

  it('issues a wildcard certificate for a name of the zone, and refuses a name that is not a hostname', async () => {
    const { issueDnsZoneCertificate } = await data<{ issueDnsZoneCertificate: unknown }>(
      `mutation { issueDnsZoneCertificate(input: { dnsZoneId: ${ACME_DNS_ZONE_ID}, domain: "*.acme-demo.com" }) { domain } }`,
    );
    expect(issueDnsZoneCertificate).toEqual({ domain: '*.acme-demo.com' });
    expect(JSON.parse(graph.sandbox.requests[0]?.body.toString('utf8') ?? '')).toEqual({ Domain: '*.acme-demo.com' });
    const { body } = await query(
      `mutation { issueDnsZoneCertificate(input: { dnsZoneId: ${ACME_DNS_ZONE_ID}, domain: "shop.other.example" }) { clientMutationId } }`,
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstream: { field: 'domain' } });
    graph.sandbox.clearRequests();
    expectRefused(
      await query(
        `mutation { issueDnsZoneCertificate(input: { dnsZoneId: ${ACME_DNS_ZONE_ID}, domain: "a b" }) { clientMutationId } }`,
      ),
      'input.domain',
    );
  });

  it('starts a record scan for a zone, whose latest scan then shows it, or for a domain alone', async () => {
    const byZone = await data<{ scanDnsRecords: { jobId: string; dnsZone: { latestRecordScan: { jobId: string } } } }>(
      `mutation { scanDnsRecords(input: { dnsZoneId: ${MEDIA_DNS_ZONE_ID} }) { jobId status dnsZone { latestRecordScan { jobId status } } } }`,
    );
    expect(byZone.scanDnsRecords.dnsZone.latestRecordScan.jobId).toBe(byZone.scanDnsRecords.jobId);
    graph.sandbox.clearRequests();
    const byDomain = await data<{ scanDnsRecords: unknown }>(
      'mutation { scanDnsRecords(input: { domain: "moving-in.example" }) { status domain dnsZone { id } } }',
    );
    expect(byDomain.scanDnsRecords).toEqual({ status: 'PENDING', domain: 'moving-in.example', dnsZone: null });
    expect(upstreamCalls()).toEqual(['POST /dnszone/records/scan']);
    graph.sandbox.clearRequests();
    expectRefused(await query('mutation { scanDnsRecords(input: {}) { jobId } }'), 'input.dnsZoneId');
    expectRefused(
      await query(`mutation { scanDnsRecords(input: { dnsZoneId: 1, domain: "a.example" }) { jobId } }`),
      'input.domain',
    );
  });
});

describe('records', () => {
  const recordsOf = async (zone: number) =>
    (
      await data<{ dnsZone: { records: { totalCount: number; edges: { node: Record<string, unknown> }[] } } }>(
        `{ dnsZone(dnsZoneId: ${zone}) { ${RECORD_NAMES} } }`,
      )
    ).dnsZone.records;

  it('adds a PULL_ZONE record, answered as bunny.net made it and linked to its Pull Zone', async () => {
    const { createDnsRecord } = await data<{ createDnsRecord: { dnsRecord: Record<string, unknown> } }>(
      `mutation { createDnsRecord(input: { dnsZoneId: ${MEDIA_DNS_ZONE_ID}, dnsRecord: { type: PULL_ZONE, name: "cdn", pullZoneId: ${MEDIA_PULL_ZONE_ID} } }) {
        dnsRecord { id dnsRecordId type linkName pullZoneId pullZone { name } } } }`,
    );
    expect(createDnsRecord.dnsRecord).toEqual({
      id: globalIdOf('DnsRecord', `${MEDIA_DNS_ZONE_ID}/${FIRST_CREATED_DNS_RECORD_ID}`),
      dnsRecordId: FIRST_CREATED_DNS_RECORD_ID,
      type: 'PULL_ZONE',
      linkName: String(MEDIA_PULL_ZONE_ID),
      pullZoneId: MEDIA_PULL_ZONE_ID,
      pullZone: { name: 'acme-media' },
    });
    expect(upstreamCalls()).toEqual([
      `PUT /dnszone/${MEDIA_DNS_ZONE_ID}/records`,
      `GET /pullzone/${MEDIA_PULL_ZONE_ID}`,
    ]);
    expect((await recordsOf(MEDIA_DNS_ZONE_ID)).totalCount).toBe(2);
  });

  it('changes only the fields given and answers the record and its zone with one read', async () => {
    const { updateDnsRecord } = await data<{ updateDnsRecord: unknown }>(
      `mutation { updateDnsRecord(input: { dnsZoneId: ${ACME_DNS_ZONE_ID}, dnsRecordId: ${ACME_APEX_DNS_RECORD_ID}, dnsRecord: { value: "192.0.2.11", enabled: false, comment: "moved" } }) {
        dnsRecord { value ttl enabled comment monitorType } dnsZone { domain } } }`,
    );
    expect(updateDnsRecord).toEqual({
      dnsRecord: { value: '192.0.2.11', ttl: 300, enabled: false, comment: 'moved', monitorType: 'PING' },
      dnsZone: { domain: ACME_DNS_DOMAIN },
    });
    expect(upstreamCalls()).toEqual([
      `POST /dnszone/${ACME_DNS_ZONE_ID}/records/${ACME_APEX_DNS_RECORD_ID}`,
      `GET /dnszone/${ACME_DNS_ZONE_ID}`,
    ]);
    expect(JSON.parse(graph.sandbox.requests[0]?.body.toString('utf8') ?? '')).toEqual({
      Id: ACME_APEX_DNS_RECORD_ID,
      Value: '192.0.2.11',
      Disabled: true,
      Comment: 'moved',
    });
  });

  it('deletes a record: the zone no longer lists it, and deletedId is the id it had', async () => {
    const { deleteDnsRecord } = await data<{
      deleteDnsRecord: { deletedDnsRecordId: string; dnsZone: { records: unknown } };
    }>(
      `mutation { deleteDnsRecord(input: { dnsZoneId: ${ACME_DNS_ZONE_ID}, dnsRecordId: ${ACME_APEX_DNS_RECORD_ID} }) {
        deletedDnsRecordId dnsZone { ${RECORD_NAMES} } } }`,
    );
    expect(deleteDnsRecord.deletedDnsRecordId).toBe(
      globalIdOf('DnsRecord', `${ACME_DNS_ZONE_ID}/${ACME_APEX_DNS_RECORD_ID}`),
    );
    const ids = (await recordsOf(ACME_DNS_ZONE_ID)).edges.map((edge) => edge.node['dnsRecordId']);
    expect(ids).not.toContain(ACME_APEX_DNS_RECORD_ID);
    const { body } = await query(
      `mutation { deleteDnsRecord(input: { dnsZoneId: ${ACME_DNS_ZONE_ID}, dnsRecordId: ${ACME_APEX_DNS_RECORD_ID} }) { clientMutationId } }`,
    );
    expect(body.errors?.map((error) => error.extensions?.['code'])).toEqual(['NOT_FOUND']);
  });

  it('refuses a record without what its type needs, or with a port out of range, before any call', async () => {
    const add = (input: string) =>
      query(
        `mutation { createDnsRecord(input: { dnsZoneId: ${ACME_DNS_ZONE_ID}, dnsRecord: ${input} }) { clientMutationId } }`,
      );
    expectRefused(await add('{ type: PULL_ZONE, name: "cdn" }'), 'input.dnsRecord.pullZoneId');
    expectRefused(
      await add('{ type: SRV, name: "_sip._tcp", value: "sip.example", port: 70000 }'),
      'input.dnsRecord.port',
    );
    expectRefused(await add('{ type: A, name: "a b", value: "192.0.2.1" }'), 'input.dnsRecord.name');
    expectRefused(
      await query(
        `mutation { updateDnsRecord(input: { dnsZoneId: ${ACME_DNS_ZONE_ID}, dnsRecordId: 1, dnsRecord: {} }) { clientMutationId } }`,
      ),
      'input.dnsRecord',
    );
  });

  it('imports a zone file sent as a multipart file part, streamed to bunny.net as text/plain', async () => {
    const zoneFile = [
      '$ORIGIN acme-media.net.',
      'www 600 IN A 192.0.2.30',
      '@ IN MX 10 mail.acme-media.net.',
      '@ IN SOA ns1.example. hostmaster.acme-media.net. 1 7200 3600 1209600 300',
      '@ 300 IN A 192.0.2.20',
    ].join('\n');
    const form = new FormData();
    const mutation = `mutation ($f: File!) { importDnsZoneRecords(input: { dnsZoneId: ${MEDIA_DNS_ZONE_ID}, zoneFile: $f }) {
      recordsSuccessful recordsFailed recordsSkipped dnsZone { records(first: 10) { totalCount } } } }`;
    form.set('operations', JSON.stringify({ query: mutation, variables: { f: null } }));
    form.set('map', JSON.stringify({ 0: ['variables.f'] }));
    form.set('0', new Blob([zoneFile], { type: 'text/plain' }), 'acme-media.net.zone');
    const response = await fetch(`${graph.gateway.url}/graphql`, {
      method: 'POST',
      body: form,
      headers: { AccessKey: graph.key },
    });
    expect(await response.json()).toEqual({
      data: {
        importDnsZoneRecords: {
          recordsSuccessful: 2,
          recordsFailed: 0,
          recordsSkipped: 2,
          dnsZone: { records: { totalCount: 3 } },
        },
      },
    });
    const sent = graph.sandbox.requests[0];
    expect(sent?.headers['content-type']).toBe('text/plain');
    expect(sent?.body.toString('utf8')).toBe(zoneFile);
  });

  it('refuses a zone file sent as a plain variable, before any call', async () => {
    expectRefused(
      await query(
        `mutation { importDnsZoneRecords(input: { dnsZoneId: ${MEDIA_DNS_ZONE_ID}, zoneFile: "www IN A 192.0.2.1" }) { clientMutationId } }`,
      ),
      'input.zoneFile',
    );
  });
});

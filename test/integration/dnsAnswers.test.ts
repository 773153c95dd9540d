import { describe, expect, it } from 'vitest';
import type { FakeUpstream } from '../support/fakeUpstream.js';
import { useGatewayOnFake, type TestGateway } from '../support/gateway.js';

/**
 * The shapes bunny.net may answer the DNS writes with, from a fake host: the new zone in the creation's answer (which
 * its document leaves empty), an update answered with no body, and records or scans without the fields the graph
 * reads.
 */

let upstream: FakeUpstream;
let gw: TestGateway;
useGatewayOnFake({ status: 204 }, (both) => ({ upstream, gw } = both));

const calls = () => upstream.requests.map((request) => `${request.method} ${request.url}`);

describe('DNS write answers', () => {
  it('takes the new zone from the creation answer when bunny.net sends it, with no search', async () => {
    upstream.answer({ status: 201, body: { Id: 7001, Domain: 'answered.example', DnsSecEnabled: false } });
    const { body } = await gw.graphql(
      'mutation { createDnsZone(input: { domain: "answered.example" }) { dnsZone { dnsZoneId domain } } }',
    );
    expect(body).toEqual({ data: { createDnsZone: { dnsZone: { dnsZoneId: 7001, domain: 'answered.example' } } } });
    expect(calls()).toEqual(['POST /dnszone']);
  });

  it('finds the new zone by its exact domain when the answer is empty, and null when no zone holds it', async () => {
    upstream.answer((request) =>
      request.method === 'POST'
        ? { status: 201 }
        : {
            body: {
              Items: [
                { Id: 1, Domain: 'shop.answered.example' },
                { Id: 2, Domain: 'Answered.Example.' },
              ],
            },
          },
    );
    const text = (domain: string) =>
      `mutation { createDnsZone(input: { domain: "${domain}" }) { dnsZone { dnsZoneId } } }`;
    expect((await gw.graphql(text('answered.example'))).body.data).toEqual({
      createDnsZone: { dnsZone: { dnsZoneId: 2 } },
    });
    expect((await gw.graphql(text('other.example'))).body.data).toEqual({ createDnsZone: { dnsZone: null } });
  });

  it('answers an update bunny.net answered with no body with a null zone, and reads nothing more', async () => {
    upstream.answer({ status: 200 });
    const { body } = await gw.graphql(
      'mutation { updateDnsZone(input: { dnsZoneId: 5, dnsZone: { loggingEnabled: true } }) { dnsZone { id } } }',
    );
    expect(body).toEqual({ data: { updateDnsZone: { dnsZone: null } } });
    expect(calls()).toEqual(['POST /dnszone/5']);
  });

  it("leaves a listed record without an id out of the zone's records, and reads a record type it does not know as null", async () => {
    upstream.answer((request) =>
      request.url.includes('/records')
        ? { body: { Items: [{ Id: 1, Type: 99, Flags: 'AA==' }, { Name: 'no id' }], TotalItems: 2 } }
        : { body: { Id: 5 } },
    );
    const { body } = await gw.graphql(
      '{ dnsZone(dnsZoneId: 5) { records { totalCount edges { node { dnsRecordId type flags } } } } }',
    );
    expect(body).toEqual({
      data: { dnsZone: { records: { totalCount: 2, edges: [{ node: { dnsRecordId: 1, type: null, flags: null } }] } } },
    });
  });

  it('points a PULL_ZONE record at no Pull Zone when its link is not an id, and reads no Pull Zone', async () => {
    upstream.answer((request) =>
      request.url.includes('/records')
        ? {
            body: {
              Items: [
                { Id: 1, Type: 7, LinkName: 'acme-web' },
                { Id: 2, Type: 0, Accelerated: true, AcceleratedPullZoneId: 42 },
              ],
            },
          }
        : { body: { Id: 42, Name: 'accelerating' } },
    );
    const { body } = await gw.graphql(
      '{ dnsZone(dnsZoneId: 5) { records { edges { node { pullZoneId pullZone { name } } } } } }',
    );
    expect(body.data).toEqual({
      dnsZone: {
        records: {
          edges: [
            { node: { pullZoneId: null, pullZone: null } },
            { node: { pullZoneId: 42, pullZone: { name: 'accelerating' } } },
          ],
        },
      },
    });
    expect(calls().filter((call) => call.startsWith('GET /pullzone/'))).toEqual(['GET /pullzone/42']);
  });
});

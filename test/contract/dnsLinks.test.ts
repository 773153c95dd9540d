import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACME_DNS_ZONE_ID,
  MEDIA_DNS_ZONE_ID,
  SANDBOX_DEMO_KEY,
  startSandbox,
  type Sandbox,
} from '../../src/sandbox/index.js';
import { TEST_KEY, startGateway, type TestGateway } from '../support/gateway.js';
import { useDocumentedUpstream } from './support/documentedAnswers.js';
import {
  documentedOperation,
  documentedStatuses,
  routeRequest,
  validateRequest,
  validateResponse,
  type Contract,
} from './support/documents.js';
import { GATEWAY_ENV, expectedCode } from './support/operations.js';
import { startRecordingProxy, type RecordingProxy } from './support/recordingProxy.js';
import { describeContract } from './support/suite.js';

/**
 * The DNS calls the graph makes below the root (links), the zone file import (a multipart upload) and the zone file
 * download (a route beside /graphql), against bunny.net's published documents: each request validates, each
 * documented answer becomes data or the right error code, and the sandbox's requests and answers validate too.
 */

interface Call {
  /** What the request reads or sends. */
  readonly name: string;
  readonly method: string;
  /** The documented path of the call under test. */
  readonly path: string;
  /** True for the import: core-api.json documents no body for it, though bunny.net reads the zone file from it. */
  readonly undocumentedBody?: boolean;
  /** Sends it through the gateway: the JSON body of the answer, and the HTTP status of the gateway. */
  send(gateway: TestGateway, key: string): Promise<{ status: number; body: Record<string, unknown> }>;
}

const ZONE = `dnsZone(dnsZoneId: ${ACME_DNS_ZONE_ID})`;

const graphql = (text: string) => async (gateway: TestGateway, key: string) => {
  const { status, body } = await gateway.graphql(text, undefined, { AccessKey: key });
  return { status, body: body as Record<string, unknown> };
};

/** `importDnsZoneRecords` with a small zone file, as the multipart request it must be. */
async function importZoneFile(gateway: TestGateway, key: string) {
  const form = new FormData();
  const mutation = `mutation ($f: File!) { importDnsZoneRecords(dnsZoneId: ${MEDIA_DNS_ZONE_ID}, zoneFile: $f) {
    dnsZoneId recordsSuccessful recordsFailed recordsSkipped success } }`;
  form.set('operations', JSON.stringify({ query: mutation, variables: { f: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.f'] }));
  form.set('0', new Blob(['shop 300 IN A 192.0.2.40\n'], { type: 'text/plain' }), 'zone.txt');
  const response = await fetch(`${gateway.url}/graphql`, { method: 'POST', body: form, headers: { AccessKey: key } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The zone file download: its bytes on success, the JSON error otherwise. */
async function downloadZoneFile(gateway: TestGateway, key: string) {
  const response = await fetch(`${gateway.url}/exports/dns/${ACME_DNS_ZONE_ID}/zone-file.txt`, {
    headers: { AccessKey: key },
  });
  const text = await response.text();
  return {
    status: response.status,
    body: response.ok ? { zoneFile: text } : (JSON.parse(text) as Record<string, unknown>),
  };
}

const CALLS: readonly Call[] = [
  {
    name: "a zone's records",
    method: 'GET',
    path: '/dnszone/{zoneId}/records',
    send: graphql(`{ ${ZONE} { records(first: 5, type: A, search: "host") { totalCount edges { node { id dnsRecordId
      type name value ttl weight priority port flags tag accelerated accelerationStatus linkName pullZoneId enabled comment
      autoSslIssuance smartRoutingType latencyZone geolocationLatitude geolocationLongitude
      geolocation { country city latitude longitude } ipGeolocation { countryCode country asn organizationName city }
      monitorType monitorStatus environmentVariables { name value } } } } } }`),
  },
  {
    name: "a zone's statistics",
    method: 'GET',
    path: '/dnszone/{id}/statistics',
    send: graphql(`{ ${ZONE} { statistics(from: "2026-11-14T00:00:00Z", to: "2026-11-21T00:00:00Z") {
      totalQueriesServed queriesServedChart { at value } normalQueriesServedChart { at value }
      smartQueriesServedChart { at value } queriesByType { type queries } } } }`),
  },
  {
    name: "a zone's latest record scan",
    method: 'GET',
    path: '/dnszone/{zoneId}/records/scan',
    send: graphql(`{ ${ZONE} { latestRecordScan { jobId status dnsZoneId domain createdAt completedAt error
      records { name type ttl value priority weight port proxied } } } }`),
  },
  {
    name: 'a zone file import',
    method: 'POST',
    path: '/dnszone/{zoneId}/import',
    undocumentedBody: true,
    send: importZoneFile,
  },
  { name: 'the zone file download', method: 'GET', path: '/dnszone/{id}/export', send: downloadZoneFile },
];

/**
 * What the document says of a request: nothing, except that the import's body is not in it (core-api.json gives the
 * import no request body; bunny.net takes the zone file as the raw body, as its clients send it).
 */
const violationsOf = (call: Call) =>
  call.undocumentedBody
    ? [{ where: '', message: 'No supported content types, but request included a non-empty body' }]
    : [];

/** The error codes of an answer, from GraphQL's `errors` or the download route's. */
const codesOf = (body: Record<string, unknown>): Set<unknown> =>
  new Set(((body['errors'] ?? []) as { extensions?: { code?: string } }[]).map((error) => error.extensions?.code));

await describeContract(
  "DNS's links, import and download against bunny.net published OpenAPI documents",
  (contract: Contract) => {
    describe('the gateway against answers generated from the documents', () => {
      const upstream = useDocumentedUpstream(contract, ['api']);

      function expectValidRequests(path: string, call: Call): void {
        const operations = upstream.exchanges.map(({ request }) => routeRequest(contract, 'api', request));
        expect(operations.map((routed) => routed.operation.path)).toContain(path);
        for (const routed of operations) expect(validateRequest(routed)).toEqual(violationsOf(call));
      }

      for (const call of CALLS) {
        const { operation } = documentedOperation(contract, 'api', call.method, call.path);
        for (const status of documentedStatuses(operation)) {
          const code = expectedCode(status);
          it(`${call.name}: ${call.method} ${call.path} answered HTTP ${status} becomes ${code ?? 'data'}`, async () => {
            upstream.target = { path: call.path, status, variant: 'static' };
            const { body } = await call.send(upstream.gateway, TEST_KEY);
            expectValidRequests(call.path, call);
            if (code === null) expect(body['errors']).toBeUndefined();
            else expect(codesOf(body)).toEqual(new Set([code]));
          });
        }

        it(`${call.name}: every generated success answer of ${call.method} ${call.path} becomes data without errors`, async () => {
          for (const status of documentedStatuses(operation).filter((s) => s >= 200 && s < 300)) {
            for (const variant of ['full', 'sparse', 'bare', 'nulls'] as const) {
              upstream.target = { path: call.path, status, variant };
              const { body } = await call.send(upstream.gateway, TEST_KEY);
              expect(body['errors'], `HTTP ${status} ${variant}`).toBeUndefined();
            }
          }
        });
      }
    });

    describe('the sandbox', () => {
      let sandbox: Sandbox;
      let proxy: RecordingProxy;
      let gw: TestGateway;

      beforeAll(async () => {
        sandbox = await startSandbox();
        proxy = await startRecordingProxy(sandbox.urls.api);
        gw = await startGateway({ ...GATEWAY_ENV, BUNNY_API_URL: proxy.url });
      });

      afterAll(async () => {
        await gw?.close();
        await proxy?.close();
        await sandbox?.close();
      });

      for (const call of CALLS) {
        it(`${call.name}: the sandbox's requests and answers match the documents`, async () => {
          proxy.exchanges.length = 0;
          const { status, body } = await call.send(gw, SANDBOX_DEMO_KEY);
          expect(body['errors']).toBeUndefined();
          expect(status).toBe(200);
          const paths = proxy.exchanges.map(({ request, response }) => {
            const routed = routeRequest(contract, 'api', request);
            expect(validateRequest(routed), `${request.method} ${request.url}`).toEqual(violationsOf(call));
            expect(validateResponse(routed, response), `answer to ${request.url}`).toEqual([]);
            return routed.operation.path;
          });
          expect(paths).toContain(call.path);
        });
      }
    });
  },
);

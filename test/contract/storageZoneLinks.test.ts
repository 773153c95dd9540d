import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSETS_STORAGE_ZONE_ID,
  MEDIA_PULL_ZONE_ID,
  SANDBOX_DEMO_KEY,
  startSandbox,
  type Sandbox,
} from '../../src/sandbox/index.js';
import type { FakeAnswer, ReceivedRequest } from '../support/fakeUpstream.js';
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
 * The Storage Zone calls the graph makes below the root (links), against bunny.net's published documents: each
 * request validates, each documented answer of the linked call becomes data or the right error code, and the
 * sandbox's requests and answers for the same queries validate too. The root fields are entries of the main suite.
 */

interface Link {
  readonly name: string;
  readonly query: string;
  /** The documented path of the linked call. */
  readonly path: string;
}

const ZONE = `storageZone(storageZoneId: ${ASSETS_STORAGE_ZONE_ID})`;
const RANGE = 'from: "2026-11-14T00:00:00Z", to: "2026-11-21T00:00:00Z"';

const LINKS: readonly Link[] = [
  {
    name: "a zone's storage statistics",
    query: `{ ${ZONE} { statistics(${RANGE}) { storageUsedChart { at value } fileCountChart { at value } } } }`,
    path: '/storagezone/{id}/statistics',
  },
  {
    name: "a zone's egress statistics",
    query: `{ ${ZONE} { egressStatistics(${RANGE}, hourly: true) { totalEgress httpEgressTotal s3EgressTotal
      s3PresignedEgressTotal ftpEgressTotal sftpEgressTotal totalEgressChart { at value } httpEgressChart { at value }
      s3EgressChart { at value } s3PresignedEgressChart { at value } ftpEgressChart { at value } sftpEgressChart { at value } } } }`,
    path: '/storagezone/{id}/statistics/egress',
  },
  {
    name: "a Pull Zone's Storage Zone",
    query: `{ pullZone(pullZoneId: ${MEDIA_PULL_ZONE_ID}) { storageZone { id storageZoneId name region replicationRegions
      storageUsed filesStored dateModified deleted rewrite404To200 custom404FilePath storageHostname s3Hostname zoneTier
      s3Supported priceOverride discount replicationChangeInProgress pullZones { totalCount edges { pullZoneId pullZoneName } } } } }`,
    path: '/storagezone/{id}',
  },
];

await describeContract("Storage Zones' links against bunny.net published OpenAPI documents", (contract: Contract) => {
  describe('the gateway against answers generated from the documents', () => {
    /** The Pull Zone is not under test here: it names Storage Zone 5. */
    const pullZoneAnswer = (request: ReceivedRequest): FakeAnswer | undefined =>
      /^\/pullzone\/\d+$/.test(request.url) ? { body: { Id: MEDIA_PULL_ZONE_ID, StorageZoneId: 5 } } : undefined;

    const upstream = useDocumentedUpstream(contract, ['api'], pullZoneAnswer);
    const query = (text: string) => upstream.gateway.graphql(text, undefined, { AccessKey: TEST_KEY });

    function expectValidRequests(path: string): void {
      const operations = upstream.exchanges.map(({ request }) => routeRequest(contract, 'api', request));
      expect(operations.map((routed) => routed.operation.path)).toContain(path);
      for (const routed of operations) expect(validateRequest(routed)).toEqual([]);
    }

    for (const link of LINKS) {
      const { operation } = documentedOperation(contract, 'api', 'GET', link.path);
      for (const status of documentedStatuses(operation)) {
        const code = expectedCode(status);
        it(`${link.name}: GET ${link.path} answered HTTP ${status} becomes ${code ?? 'data'}`, async () => {
          upstream.target = { path: link.path, status, variant: 'static' };
          const { body } = await query(link.query);
          expectValidRequests(link.path);
          if (code === null) expect(body.errors).toBeUndefined();
          else expect(new Set(body.errors?.map((error) => error.extensions?.['code']))).toEqual(new Set([code]));
        });
      }

      it(`${link.name}: every generated success answer of GET ${link.path} becomes data without errors`, async () => {
        for (const status of documentedStatuses(operation).filter((s) => s >= 200 && s < 300)) {
          for (const variant of ['full', 'sparse', 'bare', 'nulls'] as const) {
            upstream.target = { path: link.path, status, variant };
            const { body } = await query(link.query);
            expect(body.errors, `HTTP ${status} ${variant}`).toBeUndefined();
          }
        }
      }, 60_000);
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

    for (const link of LINKS) {
      it(`${link.name}: the sandbox's requests and answers match the documents`, async () => {
        proxy.exchanges.length = 0;
        const { body } = await gw.graphql(link.query, undefined, { AccessKey: SANDBOX_DEMO_KEY });
        expect(body.errors).toBeUndefined();
        const paths = proxy.exchanges.map(({ request, response }) => {
          const routed = routeRequest(contract, 'api', request);
          expect(validateRequest(routed), `${request.method} ${request.url}`).toEqual([]);
          expect(validateResponse(routed, response), `answer to ${request.url}`).toEqual([]);
          return routed.operation.path;
        });
        expect(paths).toContain(link.path);
      });
    }
  });
});

import { ASSETS_STORAGE_ZONE_ID, MEDIA_PULL_ZONE_ID } from '../../src/sandbox/index.js';
import type { FakeAnswer, ReceivedRequest } from '../support/fakeUpstream.js';
import type { Contract } from './support/documents.js';
import { describeLinkContract, graphqlLink } from './support/linkContract.js';
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

/** The Pull Zone is not under test here: it names Storage Zone 5. */
const pullZoneAnswer = (request: ReceivedRequest): FakeAnswer | undefined =>
  /^\/pullzone\/\d+$/.test(request.url) ? { body: { Id: MEDIA_PULL_ZONE_ID, StorageZoneId: 5 } } : undefined;

await describeContract("Storage Zones' links against bunny.net published OpenAPI documents", (contract: Contract) =>
  describeLinkContract(
    contract,
    LINKS.map((link) => graphqlLink(link.name, link.path, link.query)),
    { otherAnswers: pullZoneAnswer },
  ),
);

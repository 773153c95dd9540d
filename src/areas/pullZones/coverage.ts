import { type CoverageEntry, operationsOf } from '../shared/coverage.js';

/**
 * The core API's operations this area owns (core-api.json), with the fields that reach them (src/areas/shared/
 * coverage.ts). Until the core API's other areas exist (DNS Zones, Storage Zones, the account), their operations are
 * listed here too, each to move to its area's coverage.ts when that area is made. The Video Library operations of the
 * core API belong to Stream.
 */

const core = operationsOf('core-api');
const NOT_YET = 'not yet in the graph (issue 25)';

export const pullZonesCoverage: readonly CoverageEntry[] = [
  // Pull Zones
  core.reachedBy('GET /pullzone', 'Query.pullZones'),
  core.leftOut('POST /pullzone', NOT_YET),
  core.leftOut('GET /pullzone/count', NOT_YET),
  core.reachedBy('GET /pullzone/{id}', 'Query.pullZone', 'ShieldZone.pullZone', 'LinkedPullZoneEdge.node'),
  core.leftOut('POST /pullzone/{id}', NOT_YET),
  core.leftOut('DELETE /pullzone/{id}', NOT_YET),
  core.leftOut('DELETE /pullzone/{pullZoneId}/edgerules/{edgeRuleId}', NOT_YET),
  core.leftOut('POST /pullzone/{pullZoneId}/edgerules/addOrUpdate', NOT_YET),
  core.reachedBy(
    'POST /pullzone/{pullZoneId}/edgerules/{edgeRuleId}/setEdgeRuleEnabled',
    'Mutation.setEdgeRuleEnabled',
  ),
  core.leftOut('POST /pullzone/{id}/updatePrivateKeyType', NOT_YET),
  core.leftOut('GET /pullzone/loadFreeCertificate', NOT_YET),
  core.leftOut('POST /pullzone/requestExternalDnsCertificate', NOT_YET),
  core.leftOut('POST /pullzone/completeExternalDnsCertificate', NOT_YET),
  core.reachedBy('POST /pullzone/requestExternalHttpCertificate', 'Mutation.requestExternalHttpCertificate'),
  core.leftOut('POST /pullzone/completeExternalHttpCertificate', NOT_YET),
  core.leftOut('POST /pullzone/{id}/purgeCache', NOT_YET),
  core.leftOut('POST /pullzone/checkavailability', NOT_YET),
  core.leftOut('POST /pullzone/{id}/addCertificate', NOT_YET),
  core.leftOut('DELETE /pullzone/{id}/removeCertificate', NOT_YET),
  core.leftOut('POST /pullzone/{id}/addHostname', NOT_YET),
  core.leftOut('DELETE /pullzone/{id}/removeHostname', NOT_YET),
  core.leftOut('POST /pullzone/{id}/setForceSSL', NOT_YET),
  core.reachedBy('POST /pullzone/{id}/resetSecurityKey', 'Mutation.resetPullZoneSecurityKey'),
  core.leftOut('POST /pullzone/{id}/addAllowedReferrer', NOT_YET),
  core.leftOut('POST /pullzone/{id}/removeAllowedReferrer', NOT_YET),
  core.leftOut('POST /pullzone/{id}/addBlockedReferrer', NOT_YET),
  core.leftOut('POST /pullzone/{id}/removeBlockedReferrer', NOT_YET),
  core.leftOut('POST /pullzone/{id}/addBlockedIp', NOT_YET),
  core.reachedBy('POST /pullzone/{id}/removeBlockedIp', 'Mutation.removeBlockedIp'),
  core.leftOut('POST /purge', NOT_YET),

  // Statistics
  core.reachedBy('GET /statistics', 'PullZone.statistics'),
  core.leftOut('GET /pullzone/{pullZoneId}/optimizer/statistics', NOT_YET),
  core.leftOut('GET /pullzone/{pullZoneId}/originshield/queuestatistics', NOT_YET),
  core.leftOut('GET /pullzone/{pullZoneId}/safehop/statistics', NOT_YET),

  // DNS Zones, until their area exists
  core.leftOut('GET /dnszone', NOT_YET),
  core.leftOut('POST /dnszone', NOT_YET),
  core.leftOut('GET /dnszone/{id}', NOT_YET),
  core.leftOut('POST /dnszone/{id}', NOT_YET),
  core.leftOut('DELETE /dnszone/{id}', NOT_YET),
  core.leftOut('GET /dnszone/{id}/export', NOT_YET),
  core.leftOut('POST /dnszone/checkavailability', NOT_YET),
  core.leftOut('PUT /dnszone/{zoneId}/records', NOT_YET),
  core.leftOut('GET /dnszone/{zoneId}/records', NOT_YET),
  core.leftOut('POST /dnszone/{zoneId}/records/{id}', NOT_YET),
  core.leftOut('DELETE /dnszone/{zoneId}/records/{id}', NOT_YET),
  core.leftOut('POST /dnszone/{zoneId}/import', NOT_YET),
  core.leftOut('POST /dnszone/{zoneId}/certificate/issue', NOT_YET),
  core.leftOut('GET /dnszone/{id}/statistics', NOT_YET),
  core.leftOut('POST /dnszone/{id}/dnssec', NOT_YET),
  core.leftOut('DELETE /dnszone/{id}/dnssec', NOT_YET),
  core.leftOut('POST /dnszone/records/scan', NOT_YET),
  core.leftOut('GET /dnszone/{zoneId}/records/scan', NOT_YET),

  // Storage Zones, until their area exists
  core.leftOut('GET /storagezone', NOT_YET),
  core.leftOut('POST /storagezone', NOT_YET),
  core.leftOut('POST /storagezone/checkavailability', NOT_YET),
  core.leftOut('GET /storagezone/{id}', NOT_YET),
  core.leftOut('POST /storagezone/{id}', NOT_YET),
  core.leftOut('DELETE /storagezone/{id}', NOT_YET),
  core.leftOut('POST /storagezone/{id}/resetPassword', NOT_YET),
  core.leftOut('POST /storagezone/resetReadOnlyPassword', NOT_YET),
  core.leftOut('GET /storagezone/{id}/statistics/egress', NOT_YET),
  core.leftOut('GET /storagezone/regions', NOT_YET),
  core.leftOut('GET /storagezone/{id}/statistics', NOT_YET),
];

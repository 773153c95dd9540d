import { type CoverageEntry, operationsOf } from '../shared/coverage.js';

/**
 * The core API's Pull Zone operations and POST /purge (core-api.json), with the fields that reach them (src/areas/
 * shared/coverage.ts). The core API's other operations are in their areas' coverage.ts: DNS, Storage Zones, the
 * account, and the Video Library operations in Stream.
 */

const core = operationsOf('core-api');

export const pullZonesCoverage: readonly CoverageEntry[] = [
  // Pull Zones
  core.reachedBy('GET /pullzone', 'Query.pullZones'),
  core.reachedBy('POST /pullzone', 'Mutation.createPullZone'),
  core.reachedBy('GET /pullzone/count', 'Query.pullZoneCount'),
  core.reachedBy('GET /pullzone/{id}', 'Query.pullZone', 'ShieldZone.pullZone', 'LinkedPullZoneEdge.node'),
  core.reachedBy('POST /pullzone/{id}', 'Mutation.updatePullZone'),
  core.reachedBy('DELETE /pullzone/{id}', 'Mutation.deletePullZone'),
  core.reachedBy('DELETE /pullzone/{pullZoneId}/edgerules/{edgeRuleId}', 'Mutation.deletePullZoneEdgeRule'),
  core.reachedBy('POST /pullzone/{pullZoneId}/edgerules/addOrUpdate', 'Mutation.setPullZoneEdgeRule'),
  core.reachedBy(
    'POST /pullzone/{pullZoneId}/edgerules/{edgeRuleId}/setEdgeRuleEnabled',
    'Mutation.setPullZoneEdgeRuleEnabled',
  ),
  core.reachedBy('POST /pullzone/{id}/updatePrivateKeyType', 'Mutation.setPullZoneCertificateKeyType'),
  core.reachedBy('GET /pullzone/loadFreeCertificate', 'Mutation.issuePullZoneFreeCertificate'),
  core.reachedBy('POST /pullzone/requestExternalDnsCertificate', 'Mutation.requestPullZoneExternalDnsCertificate'),
  core.reachedBy('POST /pullzone/completeExternalDnsCertificate', 'Mutation.completePullZoneExternalDnsCertificate'),
  core.reachedBy('POST /pullzone/requestExternalHttpCertificate', 'Mutation.requestPullZoneExternalHttpCertificate'),
  core.reachedBy('POST /pullzone/completeExternalHttpCertificate', 'Mutation.completePullZoneExternalHttpCertificate'),
  core.reachedBy('POST /pullzone/{id}/purgeCache', 'Mutation.purgePullZoneCache'),
  core.reachedBy('POST /pullzone/checkavailability', 'Query.pullZoneNameAvailability'),
  core.reachedBy('POST /pullzone/{id}/addCertificate', 'Mutation.uploadPullZoneCertificate'),
  core.reachedBy('DELETE /pullzone/{id}/removeCertificate', 'Mutation.removePullZoneCertificate'),
  core.reachedBy('POST /pullzone/{id}/addHostname', 'Mutation.addPullZoneHostname'),
  core.reachedBy('DELETE /pullzone/{id}/removeHostname', 'Mutation.removePullZoneHostname'),
  core.reachedBy('POST /pullzone/{id}/setForceSSL', 'Mutation.setPullZoneHostnameForceSsl'),
  core.reachedBy('POST /pullzone/{id}/resetSecurityKey', 'Mutation.resetPullZoneSecurityKey'),
  core.reachedBy('POST /pullzone/{id}/addAllowedReferrer', 'Mutation.addPullZoneAllowedReferrer'),
  core.reachedBy('POST /pullzone/{id}/removeAllowedReferrer', 'Mutation.removePullZoneAllowedReferrer'),
  core.reachedBy('POST /pullzone/{id}/addBlockedReferrer', 'Mutation.addPullZoneBlockedReferrer'),
  core.reachedBy('POST /pullzone/{id}/removeBlockedReferrer', 'Mutation.removePullZoneBlockedReferrer'),
  core.reachedBy('POST /pullzone/{id}/addBlockedIp', 'Mutation.addPullZoneBlockedIp'),
  core.reachedBy('POST /pullzone/{id}/removeBlockedIp', 'Mutation.removePullZoneBlockedIp'),
  core.reachedBy('POST /purge', 'Mutation.purgePullZoneUrl'),

  // Statistics
  core.reachedBy('GET /statistics', 'PullZone.statistics'),
  core.reachedBy('GET /pullzone/{pullZoneId}/optimizer/statistics', 'PullZone.optimizerStatistics'),
  core.reachedBy('GET /pullzone/{pullZoneId}/originshield/queuestatistics', 'PullZone.originShieldQueueStatistics'),
  core.reachedBy('GET /pullzone/{pullZoneId}/safehop/statistics', 'PullZone.safeHopStatistics'),
];

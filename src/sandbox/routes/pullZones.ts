import { accessKey } from '../auth.js';
import { getPullZone, listPullZones } from '../pullZoneReads.js';
import { removeBlockedIp, requestExternalHttpCertificate, resetSecurityKey, setEdgeRuleEnabled } from '../pullZones.js';
import { getStatistics } from '../statistics.js';
import type { Route } from '../router.js';
import { noBody, route } from './route.js';

/** Core API (core-api.json): Pull Zones and their statistics. */
export const routes: readonly Route[] = [
  route('api', 'GET', '/pullzone', accessKey(noBody), listPullZones),
  route('api', 'GET', '/pullzone/{id:int64}', accessKey(noBody), getPullZone),
  route(
    'api',
    'POST',
    '/pullzone/{pullZoneId:int64}/edgerules/{edgeRuleId}/setEdgeRuleEnabled',
    accessKey(noBody),
    setEdgeRuleEnabled,
  ),
  route('api', 'POST', '/pullzone/{id:int64}/removeBlockedIp', accessKey(noBody), removeBlockedIp),
  route('api', 'POST', '/pullzone/requestExternalHttpCertificate', accessKey(noBody), requestExternalHttpCertificate),
  route('api', 'POST', '/pullzone/{id:int64}/resetSecurityKey', accessKey(noBody), resetSecurityKey),
  route('api', 'GET', '/statistics', accessKey(noBody), getStatistics),
];

import { accessKey } from '../core/auth.js';
import {
  addAllowedReferrer,
  addBlockedIp,
  addBlockedReferrer,
  addHostname,
  removeAllowedReferrer,
  removeBlockedIp,
  removeBlockedReferrer,
  removeHostname,
  setForceSsl,
} from './access.js';
import {
  addCertificate,
  completeExternalDnsCertificate,
  completeExternalHttpCertificate,
  loadFreeCertificate,
  removeCertificate,
  requestExternalDnsCertificate,
  requestExternalHttpCertificate,
  updatePrivateKeyType,
} from './certificates.js';
import { addOrUpdateEdgeRule, deleteEdgeRule, setEdgeRuleEnabled } from './edgeRules.js';
import {
  checkPullZoneAvailability,
  createPullZone,
  deletePullZone,
  purgePullZoneCache,
  purgeUrl,
  updatePullZone,
} from './lifecycle.js';
import { countPullZones, getPullZone, listPullZones } from './reads.js';
import { resetSecurityKey } from './shared.js';
import { getOptimizerStatistics, getOriginShieldQueueStatistics, getSafeHopStatistics } from './statistics.js';
import { getStatistics } from './traffic.js';
import type { Handler, HttpMethod, Route } from '../router.js';
import { noBody, route } from '../core/route.js';

/** Every route of this table: the api host, the account's AccessKey, a 401 with no body. */
const api = (method: HttpMethod, pattern: string, handle: Handler): Route =>
  route('api', method, pattern, accessKey(noBody), handle);

/** Core API (core-api.json): Pull Zones, their statistics, and purging by URL. Fixed paths before `{id}` ones. */
export const routes: readonly Route[] = [
  api('GET', '/pullzone', listPullZones),
  api('POST', '/pullzone', createPullZone),
  api('GET', '/pullzone/count', countPullZones),
  api('POST', '/pullzone/checkavailability', checkPullZoneAvailability),
  api('GET', '/pullzone/loadFreeCertificate', loadFreeCertificate),
  api('POST', '/pullzone/requestExternalHttpCertificate', requestExternalHttpCertificate),
  api('POST', '/pullzone/completeExternalHttpCertificate', completeExternalHttpCertificate),
  api('POST', '/pullzone/requestExternalDnsCertificate', requestExternalDnsCertificate),
  api('POST', '/pullzone/completeExternalDnsCertificate', completeExternalDnsCertificate),
  api('GET', '/pullzone/{id:int64}', getPullZone),
  api('POST', '/pullzone/{id:int64}', updatePullZone),
  api('DELETE', '/pullzone/{id:int64}', deletePullZone),
  api('POST', '/pullzone/{id:int64}/purgeCache', purgePullZoneCache),
  api('POST', '/pullzone/{id:int64}/addHostname', addHostname),
  api('DELETE', '/pullzone/{id:int64}/removeHostname', removeHostname),
  api('POST', '/pullzone/{id:int64}/setForceSSL', setForceSsl),
  api('POST', '/pullzone/{id:int64}/addCertificate', addCertificate),
  api('DELETE', '/pullzone/{id:int64}/removeCertificate', removeCertificate),
  api('POST', '/pullzone/{id:int64}/updatePrivateKeyType', updatePrivateKeyType),
  api('POST', '/pullzone/{id:int64}/addBlockedIp', addBlockedIp),
  api('POST', '/pullzone/{id:int64}/removeBlockedIp', removeBlockedIp),
  api('POST', '/pullzone/{id:int64}/addAllowedReferrer', addAllowedReferrer),
  api('POST', '/pullzone/{id:int64}/removeAllowedReferrer', removeAllowedReferrer),
  api('POST', '/pullzone/{id:int64}/addBlockedReferrer', addBlockedReferrer),
  api('POST', '/pullzone/{id:int64}/removeBlockedReferrer', removeBlockedReferrer),
  api('POST', '/pullzone/{id:int64}/resetSecurityKey', resetSecurityKey),
  api('POST', '/pullzone/{pullZoneId:int64}/edgerules/addOrUpdate', addOrUpdateEdgeRule),
  api('DELETE', '/pullzone/{pullZoneId:int64}/edgerules/{edgeRuleId}', deleteEdgeRule),
  api('POST', '/pullzone/{pullZoneId:int64}/edgerules/{edgeRuleId}/setEdgeRuleEnabled', setEdgeRuleEnabled),
  api('GET', '/pullzone/{pullZoneId:int64}/optimizer/statistics', getOptimizerStatistics),
  api('GET', '/pullzone/{pullZoneId:int64}/originshield/queuestatistics', getOriginShieldQueueStatistics),
  api('GET', '/pullzone/{pullZoneId:int64}/safehop/statistics', getSafeHopStatistics),
  api('GET', '/statistics', getStatistics),
  api('POST', '/purge', purgeUrl),
];

import type { EdgeRuleActionType, Resolvers } from '../../__generated__/resolvers-types.js';
import { intEnum, prop, withoutNulls } from '../shared/codecs.js';
import { toGlobalId } from '../shared/globalId.js';

/** bunny.net's PullZoneType: 0 = Premium, 1 = Volume. */
const pullZoneTypes = intEnum(['PREMIUM', 'VOLUME']);

/** bunny.net's PullZoneOriginType, 0 to 6. */
const originTypes = intEnum([
  'ORIGIN_URL',
  'DNS_ACCELERATE',
  'STORAGE_ZONE',
  'LOAD_BALANCER',
  'EDGE_SCRIPT',
  'MAGIC_CONTAINERS',
  'PUSH_ZONE',
]);

/** bunny.net's EdgeRuleActionType: codes 0 to 34 in this order, then 37 (35 and 36 are not documented). */
const contiguousActionTypes = intEnum([
  'FORCE_SSL',
  'REDIRECT',
  'ORIGIN_URL',
  'OVERRIDE_CACHE_TIME',
  'BLOCK_REQUEST',
  'SET_RESPONSE_HEADER',
  'SET_REQUEST_HEADER',
  'FORCE_DOWNLOAD',
  'DISABLE_TOKEN_AUTHENTICATION',
  'ENABLE_TOKEN_AUTHENTICATION',
  'OVERRIDE_CACHE_TIME_PUBLIC',
  'IGNORE_QUERY_STRING',
  'DISABLE_OPTIMIZER',
  'FORCE_COMPRESSION',
  'SET_STATUS_CODE',
  'BYPASS_PERMA_CACHE',
  'OVERRIDE_BROWSER_CACHE_TIME',
  'ORIGIN_STORAGE',
  'SET_NETWORK_RATE_LIMIT',
  'SET_CONNECTION_LIMIT',
  'SET_REQUESTS_PER_SECOND_LIMIT',
  'RUN_EDGE_SCRIPT',
  'ORIGIN_MAGIC_CONTAINERS',
  'DISABLE_WAF',
  'RETRY_ORIGIN',
  'OVERRIDE_BROWSER_CACHE_RESPONSE_HEADER',
  'REMOVE_BROWSER_CACHE_RESPONSE_HEADER',
  'DISABLE_SHIELD_CHALLENGE',
  'DISABLE_SHIELD',
  'DISABLE_SHIELD_BOT_DETECTION',
  'BYPASS_AWS_S3_AUTHENTICATION',
  'DISABLE_SHIELD_ACCESS_LISTS',
  'DISABLE_SHIELD_RATE_LIMITING',
  'ENABLE_REQUEST_COALESCING',
  'DISABLE_REQUEST_COALESCING',
]);

export function edgeRuleActionType(code: unknown): EdgeRuleActionType | null {
  return code === 37 ? 'STRIP_COOKIES_CLIENT_TO_ORIGIN' : contiguousActionTypes.fromUpstream(code);
}

/** The `Node` type name of a Pull Zone, in its global id. */
export const PULL_ZONE_TYPE = 'PullZone' as const;

/**
 * Pull Zone records: the parent of each type is bunny.net's PascalCase record (codegen `mappers`); each field reads
 * its property only when selected. Lists bunny.net leaves out or sends as null are empty.
 */
export const pullZoneTypeResolvers: Resolvers = {
  PullZone: {
    id: (zone) => toGlobalId(PULL_ZONE_TYPE, zone.Id),
    pullZoneId: prop('Id'),
    name: prop('Name'),
    originUrl: prop('OriginUrl'),
    enabled: prop('Enabled'),
    suspended: prop('Suspended'),
    type: (zone) => pullZoneTypes.fromUpstream(zone.Type),
    originType: (zone) => originTypes.fromUpstream(zone.OriginType),
    hostnames: (zone) => withoutNulls(zone.Hostnames) ?? [],
    blockedIps: (zone) => withoutNulls(zone.BlockedIps) ?? [],
    edgeRules: (zone) => withoutNulls(zone.EdgeRules) ?? [],
    monthlyBandwidthUsed: prop('MonthlyBandwidthUsed'),
    monthlyBandwidthLimit: prop('MonthlyBandwidthLimit'),
    monthlyCharges: prop('MonthlyCharges'),
    storageZoneId: prop('StorageZoneId'),
    edgeScriptId: prop('EdgeScriptId'),
  },
  PullZoneHostname: {
    hostnameId: prop('Id'),
    value: prop('Value'),
    forceSsl: prop('ForceSSL'),
    isSystemHostname: prop('IsSystemHostname'),
    isManagedHostname: prop('IsManagedHostname'),
    hasCertificate: prop('HasCertificate'),
  },
  EdgeRule: {
    guid: prop('Guid'),
    description: prop('Description'),
    enabled: prop('Enabled'),
    actionType: (rule) => edgeRuleActionType(rule.ActionType),
    actionParameter1: prop('ActionParameter1'),
    actionParameter2: prop('ActionParameter2'),
    orderIndex: prop('OrderIndex'),
    readOnly: prop('ReadOnly'),
  },
  EdgeRuleToggle: {
    pullZone: (toggle, _, { scope: { pullZones } }) => pullZones.loadPullZone(toggle.pullZoneId),
  },
  BlockedIpRemoval: {
    pullZone: (removal, _, { scope: { pullZones } }) => pullZones.loadPullZone(removal.pullZoneId),
  },
  SecurityKeyReset: {
    pullZone: (reset, _, { scope: { pullZones } }) => pullZones.loadPullZone(reset.pullZoneId),
  },
  ExternalHttpCertificateRequest: {
    pullZone: (request, _, { scope: { pullZones } }) => pullZones.findPullZoneByHostname(request.hostname),
  },
};

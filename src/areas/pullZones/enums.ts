import type { EdgeRuleActionType } from '../../__generated__/resolvers-types.js';
import { intEnum } from '../shared/codecs.js';

/** bunny.net's integer-coded enums of Pull Zones (core-api.json), each in the order of its codes. */

/** PullZoneType: 0 = Premium, 1 = Volume. */
export const pullZoneTypes = intEnum(['PREMIUM', 'VOLUME']);

/** PullZoneOriginType, 0 to 6. */
export const originTypes = intEnum([
  'ORIGIN_URL',
  'DNS_ACCELERATE',
  'STORAGE_ZONE',
  'LOAD_BALANCER',
  'EDGE_SCRIPT',
  'MAGIC_CONTAINERS',
  'PUSH_ZONE',
]);

/** PrivateKeyType: 0 = Ecdsa, 1 = Rsa. */
export const privateKeyTypes = intEnum(['ECDSA', 'RSA']);

/** CertificateProvisionType, 0 to 4. */
export const certificateProvisionTypes = intEnum(['UNKNOWN', 'HTTP01', 'DNS01', 'CUSTOM', 'MANAGED']);

/** TriggerTypes, 0 to 13. */
export const triggerTypes = intEnum([
  'URL',
  'REQUEST_HEADER',
  'RESPONSE_HEADER',
  'URL_EXTENSION',
  'COUNTRY_CODE',
  'REMOTE_IP',
  'URL_QUERY_STRING',
  'RANDOM_CHANCE',
  'STATUS_CODE',
  'REQUEST_METHOD',
  'COOKIE_VALUE',
  'COUNTRY_STATE_CODE',
  'ORIGIN_RETRY_ATTEMPT_COUNT',
  'ORIGIN_CONNECTION_ERROR',
]);

/** TriggerMatchingTypes and PatternMatchingTypes: 0 = MatchAny, 1 = MatchAll, 2 = MatchNone. */
export const matchingTypes = intEnum(['ANY', 'ALL', 'NONE']);

/** EdgeRuleActionType: codes 0 to 34 in this order, then 37 (35 and 36 are not documented). */
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

const STRIP_COOKIES_CODE = 37;

export const edgeRuleActionTypes = {
  fromUpstream(code: unknown): EdgeRuleActionType | null {
    return code === STRIP_COOKIES_CODE ? 'STRIP_COOKIES_CLIENT_TO_ORIGIN' : contiguousActionTypes.fromUpstream(code);
  },
  toUpstream(name: EdgeRuleActionType): number {
    return name === 'STRIP_COOKIES_CLIENT_TO_ORIGIN' ? STRIP_COOKIES_CODE : contiguousActionTypes.toUpstream(name);
  },
};

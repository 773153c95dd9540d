import type { PullZoneResolvers, PullZoneSettingsInput } from '../../../__generated__/resolvers-types.js';
import { defaultFieldName } from '../../../errors/fromUpstream.js';
import { withoutNulls } from '../../shared/codecs.js';
import { originTypes, pullZoneTypes } from '../enums.js';
import type { KnownPullZone, UpstreamPullZone, UpstreamPullZoneSettings } from '../upstreamTypes.js';

/**
 * A Pull Zone's settings, one table: each GraphQL name (a field of `PullZone` and of `PullZoneSettingsInput`), the
 * property of bunny.net's settings models it sets, the property of PullZoneModel it is read from when that is spelt
 * otherwise, and the check its value passes (settingsValidation.ts). The enums and the settings `PullZone` had
 * before the table (origin, type, storage zone, bandwidth cap) keep their own resolvers in mappers.ts.
 */

/** What a setting's value must be, beyond its GraphQL type. */
export type SettingCheck =
  | 'flag'
  | 'enum'
  | 'count'
  | 'maxAge'
  | 'bytes'
  | 'rate'
  | 'storageZone'
  | 'url'
  | 'hostHeader'
  | 'zoneCode'
  | 'countries'
  | 'parameterNames'
  | 'extensions'
  | { readonly min: number; readonly max: number };

export interface Setting {
  readonly upstream: keyof UpstreamPullZoneSettings;
  /** PullZoneModel's name, where it differs from `upstream`; `false` when PullZone reads it in mappers.ts. */
  readonly read?: keyof UpstreamPullZone | false;
  readonly check: SettingCheck;
  /** A list: read as `[String!]!`, empty when bunny.net sends none. */
  readonly list?: true;
}

type Table = { readonly [Name in keyof PullZoneSettingsInput]-?: Setting };

const flag = (upstream: keyof UpstreamPullZoneSettings, read?: keyof UpstreamPullZone): Setting =>
  read === undefined ? { upstream, check: 'flag' } : { upstream, read, check: 'flag' };
const count = (upstream: keyof UpstreamPullZoneSettings): Setting => ({ upstream, check: 'count' });
const between = (upstream: keyof UpstreamPullZoneSettings, min: number, max: number): Setting => ({
  upstream,
  check: { min, max },
});
const list = (upstream: keyof UpstreamPullZoneSettings, check: SettingCheck): Setting => ({
  upstream,
  check,
  list: true,
});

export const SETTINGS: Table = {
  originUrl: { upstream: 'OriginUrl', read: false, check: 'url' },
  type: { upstream: 'Type', read: false, check: 'enum' },
  originType: { upstream: 'OriginType', read: false, check: 'enum' },
  storageZoneId: { upstream: 'StorageZoneId', read: false, check: 'storageZone' },
  monthlyBandwidthLimit: { upstream: 'MonthlyBandwidthLimit', read: false, check: 'bytes' },
  originHostHeader: { upstream: 'OriginHostHeader', check: 'hostHeader' },
  addHostHeader: flag('AddHostHeader'),
  followRedirects: flag('FollowRedirects'),
  verifyOriginSsl: flag('VerifyOriginSSL'),
  originConnectTimeout: count('OriginConnectTimeout'),
  originResponseTimeout: count('OriginResponseTimeout'),
  originRetries: count('OriginRetries'),
  originRetryDelay: count('OriginRetryDelay'),
  originRetry5xxResponses: flag('OriginRetry5XXResponses'),
  originRetryConnectionTimeout: flag('OriginRetryConnectionTimeout'),
  originRetryResponseTimeout: flag('OriginRetryResponseTimeout'),
  cacheControlMaxAgeOverride: { upstream: 'CacheControlMaxAgeOverride', check: 'maxAge' },
  cacheControlPublicMaxAgeOverride: { upstream: 'CacheControlPublicMaxAgeOverride', check: 'maxAge' },
  ignoreQueryStrings: flag('IgnoreQueryStrings'),
  enableQueryStringOrdering: flag('EnableQueryStringOrdering'),
  queryStringVaryParameters: list('QueryStringVaryParameters', 'parameterNames'),
  cacheErrorResponses: flag('CacheErrorResponses'),
  useStaleWhileUpdating: flag('UseStaleWhileUpdating'),
  useStaleWhileOffline: flag('UseStaleWhileOffline'),
  useBackgroundUpdate: flag('UseBackgroundUpdate'),
  enableSmartCache: flag('EnableSmartCache'),
  enableCacheSlice: flag('EnableCacheSlice'),
  disableCookies: flag('DisableCookies'),
  enableRequestCoalescing: flag('EnableRequestCoalescing'),
  requestCoalescingTimeout: count('RequestCoalescingTimeout'),
  enableWebpVary: flag('EnableWebpVary', 'EnableWebPVary'),
  enableAvifVary: flag('EnableAvifVary'),
  enableMobileVary: flag('EnableMobileVary'),
  enableCountryCodeVary: flag('EnableCountryCodeVary'),
  enableHostnameVary: flag('EnableHostnameVary'),
  enableCookieVary: flag('EnableCookieVary'),
  cookieVaryParameters: list('CookieVaryParameters', 'parameterNames'),
  blockNoneReferrer: flag('BlockNoneReferrer'),
  blockRootPathAccess: flag('BlockRootPathAccess'),
  blockPostRequests: flag('BlockPostRequests'),
  tokenAuthenticationEnabled: flag('ZoneSecurityEnabled'),
  tokenAuthenticationIncludesClientIp: flag('ZoneSecurityIncludeHashRemoteIP'),
  blockedCountries: list('BlockedCountries', 'countries'),
  budgetRedirectedCountries: list('BudgetRedirectedCountries', 'countries'),
  enableTls1: flag('EnableTLS1'),
  enableTls1_1: flag('EnableTLS1_1'),
  enableAutoSsl: flag('EnableAutoSSL'),
  disableLetsEncrypt: flag('DisableLetsEncrypt'),
  enableAccessControlOriginHeader: flag('EnableAccessControlOriginHeader'),
  accessControlOriginHeaderExtensions: list('AccessControlOriginHeaderExtensions', 'extensions'),
  addCanonicalHeader: flag('AddCanonicalHeader'),
  requestLimit: count('RequestLimit'),
  connectionLimitPerIpCount: count('ConnectionLimitPerIPCount'),
  limitRatePerSecond: count('LimitRatePerSecond'),
  limitRateAfter: { upstream: 'LimitRateAfter', check: 'rate' },
  burstSize: count('BurstSize'),
  enableGeoZoneUs: flag('EnableGeoZoneUS'),
  enableGeoZoneEu: flag('EnableGeoZoneEU'),
  enableGeoZoneAsia: flag('EnableGeoZoneASIA'),
  enableGeoZoneSa: flag('EnableGeoZoneSA'),
  enableGeoZoneAf: flag('EnableGeoZoneAF'),
  enableOriginShield: flag('EnableOriginShield'),
  originShieldZoneCode: { upstream: 'OriginShieldZoneCode', check: 'zoneCode' },
  originShieldEnableConcurrencyLimit: flag('OriginShieldEnableConcurrencyLimit'),
  originShieldMaxConcurrentRequests: between('OriginShieldMaxConcurrentRequests', 1, 10_000),
  originShieldQueueMaxWaitTime: count('OriginShieldQueueMaxWaitTime'),
  originShieldMaxQueuedRequests: between('OriginShieldMaxQueuedRequests', 0, 30_000),
  enableSafeHop: flag('EnableSafeHop'),
  optimizerEnabled: flag('OptimizerEnabled'),
  optimizerEnableWebP: flag('OptimizerEnableWebP'),
  optimizerMinifyCss: flag('OptimizerMinifyCSS'),
  optimizerMinifyJavaScript: flag('OptimizerMinifyJavaScript'),
  optimizerImageQuality: between('OptimizerImageQuality', 1, 100),
  optimizerMobileImageQuality: between('OptimizerMobileImageQuality', 1, 100),
  optimizerDesktopMaxWidth: between('OptimizerDesktopMaxWidth', 0, 5000),
  optimizerMobileMaxWidth: between('OptimizerMobileMaxWidth', 0, 5000),
  optimizerEnableManipulationEngine: flag('OptimizerEnableManipulationEngine'),
  optimizerAutomaticOptimizationEnabled: flag('OptimizerAutomaticOptimizationEnabled'),
  enableLogging: flag('EnableLogging'),
  loggingIpAnonymizationEnabled: flag('LoggingIPAnonymizationEnabled'),
  enableWebSockets: flag('EnableWebSockets'),
  maxWebSocketConnections: count('MaxWebSocketConnections'),
};

export const SETTING_NAMES = Object.keys(SETTINGS) as (keyof PullZoneSettingsInput)[];

/** The settings given (null and left out alike mean "leave it"), as bunny.net's settings models name them. */
export function toUpstreamSettings(input: PullZoneSettingsInput): UpstreamPullZoneSettings {
  const body: Record<string, unknown> = {};
  for (const name of SETTING_NAMES) {
    const value = input[name];
    if (value !== null && value !== undefined) body[SETTINGS[name].upstream] = value;
  }
  if (input.type) body['Type'] = pullZoneTypes.toUpstream(input.type);
  if (input.originType) body['OriginType'] = originTypes.toUpstream(input.originType);
  return body as UpstreamPullZoneSettings;
}

/** `PullZone`'s field resolvers of the settings that mappers.ts does not resolve itself. */
export const settingFieldResolvers: PullZoneResolvers = Object.fromEntries(
  SETTING_NAMES.flatMap((name) => {
    const { upstream, read, list: isList } = SETTINGS[name];
    if (read === false) return [];
    const key = (read ?? upstream) as keyof KnownPullZone;
    const resolve = isList
      ? (zone: KnownPullZone) => withoutNulls(zone[key] as (string | null)[] | null | undefined) ?? []
      : (zone: KnownPullZone) => zone[key] ?? null;
    return [[name, resolve]];
  }),
);

const NAME_OF_UPSTREAM = new Map(SETTING_NAMES.map((name) => [SETTINGS[name].upstream as string, name]));

/** bunny.net's name of a setting in an error (`OriginUrl`) as the argument the caller gave it (`settings.originUrl`). */
export function settingsFieldName(field: string): string {
  const name = NAME_OF_UPSTREAM.get(field);
  return name === undefined ? defaultFieldName(field) : `settings.${name}`;
}

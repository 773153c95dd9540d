/**
 * What the benchmark's Pull Zone pages select, in a module of its own so that the reference forwarders' bundles take
 * only this table (not the fixtures and the sandbox records they import).
 */

/**
 * The Pull Zone fields the 5- and 40-field pages select: the GraphQL name and the PullZoneModel property it is read
 * from, written here independently of the gateway's mappers (settings.ts). Scalars only, so the answer is the
 * property's value; the cost measured is the selection's, not a list's or an enum's.
 */
export const PULL_ZONE_FIELDS: readonly (readonly [string, string])[] = [
  ['pullZoneId', 'Id'],
  ['name', 'Name'],
  ['originUrl', 'OriginUrl'],
  ['enabled', 'Enabled'],
  ['monthlyBandwidthUsed', 'MonthlyBandwidthUsed'],
  ['suspended', 'Suspended'],
  ['monthlyBandwidthLimit', 'MonthlyBandwidthLimit'],
  ['monthlyCharges', 'MonthlyCharges'],
  ['storageZoneId', 'StorageZoneId'],
  ['edgeScriptId', 'EdgeScriptId'],
  ['addHostHeader', 'AddHostHeader'],
  ['followRedirects', 'FollowRedirects'],
  ['verifyOriginSsl', 'VerifyOriginSSL'],
  ['originConnectTimeout', 'OriginConnectTimeout'],
  ['originResponseTimeout', 'OriginResponseTimeout'],
  ['originRetries', 'OriginRetries'],
  ['originRetryDelay', 'OriginRetryDelay'],
  ['ignoreQueryStrings', 'IgnoreQueryStrings'],
  ['enableQueryStringOrdering', 'EnableQueryStringOrdering'],
  ['cacheErrorResponses', 'CacheErrorResponses'],
  ['useStaleWhileUpdating', 'UseStaleWhileUpdating'],
  ['useStaleWhileOffline', 'UseStaleWhileOffline'],
  ['useBackgroundUpdate', 'UseBackgroundUpdate'],
  ['enableSmartCache', 'EnableSmartCache'],
  ['enableCacheSlice', 'EnableCacheSlice'],
  ['disableCookies', 'DisableCookies'],
  ['enableRequestCoalescing', 'EnableRequestCoalescing'],
  ['requestCoalescingTimeout', 'RequestCoalescingTimeout'],
  ['enableAvifVary', 'EnableAvifVary'],
  ['enableMobileVary', 'EnableMobileVary'],
  ['enableCountryCodeVary', 'EnableCountryCodeVary'],
  ['enableHostnameVary', 'EnableHostnameVary'],
  ['enableCookieVary', 'EnableCookieVary'],
  ['blockNoneReferrer', 'BlockNoneReferrer'],
  ['blockRootPathAccess', 'BlockRootPathAccess'],
  ['blockPostRequests', 'BlockPostRequests'],
  ['enableTls1', 'EnableTLS1'],
  ['enableTls1_1', 'EnableTLS1_1'],
  ['enableAutoSsl', 'EnableAutoSSL'],
  ['disableLetsEncrypt', 'DisableLetsEncrypt'],
];

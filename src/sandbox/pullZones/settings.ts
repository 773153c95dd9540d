import { apiErrorData } from '../core/errors.js';
import type { Reply } from '../core/http.js';
import { isInteger, isStringArray, type JsonObject } from '../core/json.js';

/**
 * The Pull Zone settings the sandbox keeps (PullZoneAddModel and PullZoneSettingsModel share them): each with its
 * JSON type and the default a new zone shows. A setting outside this table is refused with 400, so a typo never
 * passes silently; the settings bunny.net documents beyond it are not kept by the sandbox.
 */

type Kind = 'boolean' | 'int' | 'number' | 'string' | 'strings' | { readonly upTo: number; readonly from?: number };

interface Setting {
  readonly kind: Kind;
  readonly initial: unknown;
}

const flag = (initial: boolean): Setting => ({ kind: 'boolean', initial });
const int = (initial: number, upTo?: number, from = 0): Setting => ({
  kind: upTo === undefined ? 'int' : { upTo, from },
  initial,
});
const list = (...initial: string[]): Setting => ({ kind: 'strings', initial });
const text = (initial: string): Setting => ({ kind: 'string', initial });
/** An integer-coded enum: 0 to `last`. */
const choice = (last: number): Setting => ({ kind: { upTo: last }, initial: 0 });

export const SETTINGS: Readonly<Record<string, Setting>> = {
  OriginUrl: text(''),
  Type: choice(1),
  OriginType: choice(6),
  StorageZoneId: int(0),
  OriginHostHeader: text(''),
  AddHostHeader: flag(false),
  FollowRedirects: flag(false),
  VerifyOriginSSL: flag(false),
  OriginConnectTimeout: int(10),
  OriginResponseTimeout: int(60),
  OriginRetries: int(0),
  OriginRetryDelay: int(0),
  OriginRetry5XXResponses: flag(false),
  OriginRetryConnectionTimeout: flag(true),
  OriginRetryResponseTimeout: flag(false),
  CacheControlMaxAgeOverride: { kind: { upTo: Number.MAX_SAFE_INTEGER, from: -1 }, initial: -1 },
  CacheControlPublicMaxAgeOverride: { kind: { upTo: Number.MAX_SAFE_INTEGER, from: -1 }, initial: -1 },
  IgnoreQueryStrings: flag(true),
  EnableQueryStringOrdering: flag(true),
  QueryStringVaryParameters: list(),
  CacheErrorResponses: flag(false),
  UseStaleWhileUpdating: flag(false),
  UseStaleWhileOffline: flag(false),
  UseBackgroundUpdate: flag(false),
  EnableSmartCache: flag(false),
  EnableCacheSlice: flag(false),
  DisableCookies: flag(true),
  EnableRequestCoalescing: flag(false),
  RequestCoalescingTimeout: int(30),
  EnableWebpVary: flag(false),
  EnableAvifVary: flag(false),
  EnableMobileVary: flag(false),
  EnableCountryCodeVary: flag(false),
  EnableHostnameVary: flag(false),
  EnableCookieVary: flag(false),
  CookieVaryParameters: list(),
  BlockNoneReferrer: flag(false),
  BlockRootPathAccess: flag(false),
  BlockPostRequests: flag(false),
  ZoneSecurityEnabled: flag(false),
  ZoneSecurityIncludeHashRemoteIP: flag(false),
  BlockedCountries: list(),
  BudgetRedirectedCountries: list(),
  EnableTLS1: flag(false),
  EnableTLS1_1: flag(false),
  EnableAutoSSL: flag(false),
  DisableLetsEncrypt: flag(false),
  EnableAccessControlOriginHeader: flag(true),
  AccessControlOriginHeaderExtensions: list('eot', 'ttf', 'woff', 'woff2', 'css'),
  AddCanonicalHeader: flag(false),
  MonthlyBandwidthLimit: int(0, Number.MAX_SAFE_INTEGER),
  RequestLimit: int(0),
  ConnectionLimitPerIPCount: int(0),
  LimitRatePerSecond: { kind: 'number', initial: 0 },
  LimitRateAfter: { kind: 'number', initial: 0 },
  BurstSize: int(0),
  EnableGeoZoneUS: flag(true),
  EnableGeoZoneEU: flag(true),
  EnableGeoZoneASIA: flag(true),
  EnableGeoZoneSA: flag(true),
  EnableGeoZoneAF: flag(true),
  EnableOriginShield: flag(false),
  OriginShieldZoneCode: text('FR'),
  OriginShieldEnableConcurrencyLimit: flag(false),
  OriginShieldMaxConcurrentRequests: int(200, 10_000, 1),
  OriginShieldQueueMaxWaitTime: int(30),
  OriginShieldMaxQueuedRequests: int(5000, 30_000),
  EnableSafeHop: flag(false),
  OptimizerEnabled: flag(false),
  OptimizerEnableWebP: flag(true),
  OptimizerMinifyCSS: flag(true),
  OptimizerMinifyJavaScript: flag(true),
  OptimizerImageQuality: int(85, 100, 1),
  OptimizerMobileImageQuality: int(70, 100, 1),
  OptimizerDesktopMaxWidth: int(1600, 5000),
  OptimizerMobileMaxWidth: int(800, 5000),
  OptimizerEnableManipulationEngine: flag(true),
  OptimizerAutomaticOptimizationEnabled: flag(true),
  EnableLogging: flag(true),
  LoggingIPAnonymizationEnabled: flag(true),
  EnableWebSockets: flag(false),
  MaxWebSocketConnections: int(0),
};

/** The model's name of a setting where PullZoneModel spells it differently from the settings models. */
const MODEL_NAMES: Readonly<Record<string, string>> = { EnableWebpVary: 'EnableWebPVary' };

function fits(kind: Kind, value: unknown): boolean {
  if (kind === 'boolean') return typeof value === 'boolean';
  if (kind === 'int') return isInteger(value) && value >= 0 && value <= 2 ** 31 - 1;
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value) && value >= 0;
  if (kind === 'string') return typeof value === 'string';
  if (kind === 'strings') return isStringArray(value);
  return isInteger(value) && value >= (kind.from ?? 0) && value <= kind.upTo;
}

/**
 * The settings of a create or update body, checked: null values are left out (an update leaves those as they are);
 * `Name` (create) and any key in `ignored` are not settings. A 400 ApiErrorData naming the first bad one otherwise.
 */
export function readSettings(
  body: JsonObject,
  ignored: readonly string[] = [],
): { settings: JsonObject } | { refused: Reply } {
  const settings: JsonObject = {};
  for (const [key, value] of Object.entries(body)) {
    if (ignored.includes(key) || value === null) continue;
    const setting = SETTINGS[key];
    if (!setting) return { refused: refusal(key, 'validation.unknown_field', 'is not a setting the sandbox keeps') };
    if (!fits(setting.kind, value))
      return { refused: refusal(key, 'validation.invalid', 'has a value of the wrong type or range') };
    settings[key] = value;
  }
  return { settings };
}

const refusal = (key: string, errorKey: string, what: string): Reply =>
  apiErrorData(400, errorKey, key, `The ${key} field ${what}.`);

/** Every setting as PullZoneModel shows it: the defaults, then what was set. */
export function settingsModel(settings: JsonObject): JsonObject {
  const model: JsonObject = {};
  for (const [key, setting] of Object.entries(SETTINGS)) {
    const value = key in settings ? settings[key] : setting.initial;
    model[MODEL_NAMES[key] ?? key] = Array.isArray(value) ? [...value] : value;
  }
  return model;
}

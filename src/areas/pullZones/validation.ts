import type {
  CreatePullZoneInput,
  PurgePullZoneCacheInput,
  PurgePullZoneUrlInput,
  QueryPullZoneNameAvailabilityArgs,
  QueryPullZonesArgs,
  ResetPullZoneSecurityKeyInput,
  SetPullZoneEdgeRuleEnabledInput,
  UpdatePullZoneInput,
  UploadPullZoneCertificateInput,
} from '../../__generated__/resolvers-types.js';
import { pageRequest, type PageRequest } from '../shared/paging/index.js';
import { validatorsFor } from '../shared/validate.js';
import { checkSettings } from './settings/validation.js';

/** Every argument check of the Pull Zone operations, one entry per GraphQL field (core-api.json's limits). */
const check = validatorsFor('pullZones');

/** Statistics ranges: a day's worth of hourly points at most 31 times over, a daily chart at most a year long. */
const MAX_DAILY_RANGE_DAYS = 366;
const MAX_HOURLY_RANGE_DAYS = 31;
const DAY_MS = 86_400_000;
const EARLIEST_STATISTICS = Date.UTC(2000, 0, 1);
/** A zone's name is one DNS label: it names the zone's `<name>.b-cdn.net` hostname. */
const ZONE_NAME = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/;
/** The largest certificate or key file the gateway passes on, Base64-encoded: 1 MiB. */
const MAX_CERTIFICATE_LENGTH = 1024 * 1024;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

const zoneId = (args: { pullZoneId: number }): void => {
  check.positiveId('pullZoneId', args.pullZoneId);
};

/** The zone a mutation's input names. */
const inputZoneId = (input: { pullZoneId: number }): void => {
  check.positiveId('input.pullZoneId', input.pullZoneId);
};

/** A zone and one of its hostnames: a DNS name (a wildcard allowed), not an IP address. */
const zoneHostname = (input: { pullZoneId: number; hostname: string }): void => {
  inputZoneId(input);
  check.hostname('input.hostname', input.hostname, { wildcard: true });
};

/** A zone and a referrer hostname (`*.example.com` allowed). */
const referrer = zoneHostname;

/** A hostname a certificate is asked for, on whichever zone answers it. */
const certificateHostname = (input: { hostname: string }): void => {
  check.certificateHostname('input.hostname', input.hostname);
};

/** A zone and one of its blocked IPv4/IPv6 addresses or CIDR ranges. */
const zoneBlockedIp = (input: { pullZoneId: number; blockedIp: string }): void => {
  inputZoneId(input);
  check.ipOrCidr('input.blockedIp', input.blockedIp);
};

/** A zone and one of its Edge Rules (its GUID). */
const zoneEdgeRule = (input: { pullZoneId: number; edgeRuleId: string }): void => {
  inputZoneId(input);
  check.identifier('input.edgeRuleId', input.edgeRuleId);
};

function zoneName(argument: string, name: string): void {
  check.wellFormed(argument, name);
  if (!ZONE_NAME.test(name))
    throw check.refusal(
      argument,
      `${argument} must be 1 to 63 letters, digits and hyphens, not starting or ending with a hyphen.`,
    );
}

function base64File(argument: string, value: string): void {
  if (value.length === 0 || value.length > MAX_CERTIFICATE_LENGTH || !BASE64.test(value))
    throw check.refusal(
      argument,
      `${argument} must be the file's Base64 encoding, at most ${MAX_CERTIFICATE_LENGTH} characters.`,
    );
}

export const validate = {
  /** The page asked for; a cursor only reads the list (with the same `search`) that made it. */
  pullZones(args: QueryPullZonesArgs): PageRequest {
    if (args.search != null) check.requiredText('search', args.search, 1, 255);
    return pageRequest('pullZones', `pullZones?search=${args.search ?? ''}`, args);
  },

  pullZone: zoneId,

  pullZoneNameAvailability(args: QueryPullZoneNameAvailabilityArgs): void {
    zoneName('name', args.name);
  },

  /** `from` and `to`, each a real instant from 2000 on, in order, and not further apart than the chart allows. */
  statistics(args: { from: Date; to: Date; hourly?: boolean | null }): void {
    for (const name of ['from', 'to'] as const) {
      const time = args[name].getTime();
      if (Number.isNaN(time) || time < EARLIEST_STATISTICS)
        throw check.refusal(name, `${name} must be an instant from 2000-01-01T00:00:00Z on.`);
    }
    const span = args.to.getTime() - args.from.getTime();
    if (span < 0) throw check.refusal('to', 'to must not be before from.');
    const maxDays = args.hourly ? MAX_HOURLY_RANGE_DAYS : MAX_DAILY_RANGE_DAYS;
    if (span > maxDays * DAY_MS)
      throw check.refusal(
        'to',
        `to must be at most ${maxDays} days after from${args.hourly ? ' for hourly statistics' : ''}.`,
      );
  },

  createPullZone(input: CreatePullZoneInput): void {
    zoneName('input.name', input.name);
    if (input.settings) checkSettings('input.settings', input.settings);
  },

  updatePullZone(input: UpdatePullZoneInput): void {
    inputZoneId(input);
    checkSettings('input.settings', input.settings, { required: true });
  },

  deletePullZone: inputZoneId,

  purgePullZoneCache(input: PurgePullZoneCacheInput): void {
    inputZoneId(input);
    if (input.cacheTag != null) check.requiredText('input.cacheTag', input.cacheTag, 1, 255);
  },

  purgePullZoneUrl(input: PurgePullZoneUrlInput): void {
    check.httpUrl('input.url', input.url);
  },

  resetPullZoneSecurityKey(input: ResetPullZoneSecurityKeyInput): void {
    inputZoneId(input);
    // ResetPullZoneSecurityKeyModel: 8 to 36 characters; the key signs URLs, so visible ASCII only (no spaces).
    if (input.securityKey != null) check.visibleAscii('input.securityKey', input.securityKey, 8, 36);
  },

  setPullZoneEdgeRuleEnabled(input: SetPullZoneEdgeRuleEnabledInput): void {
    zoneEdgeRule(input);
  },

  deletePullZoneEdgeRule: zoneEdgeRule,
  addPullZoneBlockedIp: zoneBlockedIp,
  removePullZoneBlockedIp: zoneBlockedIp,
  referrer,
  zoneHostname,
  certificateHostname,

  /** A free certificate may be a wildcard one (`*.example.com`), which bunny.net validates by DNS-01. */
  issuePullZoneFreeCertificate(input: { hostname: string }): void {
    const wildcard = input.hostname.startsWith('*.');
    check.certificateHostname('input.hostname', wildcard ? input.hostname.slice(2) : input.hostname);
  },

  uploadPullZoneCertificate(input: UploadPullZoneCertificateInput): void {
    zoneHostname(input);
    base64File('input.certificate', input.certificate);
    base64File('input.certificateKey', input.certificateKey);
  },
};

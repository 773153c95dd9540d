import { isIP } from 'node:net';
import type {
  EventLogFilterInput,
  EventLogFilterOperator,
  CreateShieldZoneInput,
  QueryShieldEventLogExportArgs,
  QueryShieldZoneArgs,
  QueryShieldZoneMetricsArgs,
  QueryShieldZonesArgs,
  QueryWafRuleRecommendationArgs,
  ShieldZoneDetailedMetricsArgs,
  ShieldZoneEventLogsArgs,
  ShieldZoneTriggeredWafRulesArgs,
} from '../../__generated__/resolvers-types.js';
import { daysInMonth } from '../../scalars/calendarDate.js';
import { intEnum } from '../shared/codecs.js';
import {
  pageRequest,
  shieldEventLogTokens,
  tokenPageRequest,
  type PageRequest,
  type TokenPageRequest,
} from '../shared/paging/index.js';
import { printable, validatorsFor } from '../shared/validate.js';
import type { DetailedMetricsQuery } from './upstreamReadTypes.js';

/**
 * Every argument check of Shield, one entry per GraphQL field (the CSV download route uses the export's too).
 * Each throws BAD_USER_INPUT naming the argument before any upstream call; values are never trimmed or repaired.
 */
const check = validatorsFor('shield');

const EVENT_LOG_WINDOW_MS = 72 * 60 * 60 * 1000;
/** Clocks differ a little; a window end this far "in the future" is accepted as now. */
const CLOCK_SKEW_MS = 60 * 1000;
const MAX_QUERY_LENGTH = 512;
const MAX_FILTERS = 20;
const MAX_FILTER_VALUES = 100;
const MAX_VALUE_LENGTH = 512;

/** The export's arguments, from GraphQL or from the download route's JSON body. */
export type EventLogExportArgs = Omit<QueryShieldEventLogExportArgs, 'maxRows'> & { maxRows?: number | null };

/** The window bunny.net is asked for, in Unix milliseconds: `to` is capped at now. */
export interface ExportWindow {
  from: number;
  to: number;
}

/** bunny.net's MetricsOverviewResolution, 0 to 6. */
export const metricsResolutions = intEnum([
  'AUTO',
  'TWO_MINUTES',
  'TEN_MINUTES',
  'HOURLY',
  'DAILY',
  'WEEKLY',
  'MONTHLY',
]);

/** A day of event logs: bunny.net's `MM-dd-yyyy` path segment, and the page asked for. */
export interface EventLogDay {
  date: string;
  request: TokenPageRequest;
}

export const validate = {
  /** The page asked for; a cursor only reads this list. */
  shieldZones(args: QueryShieldZonesArgs): PageRequest {
    return pageRequest('shield', 'shieldZones', args);
  },

  shieldZone(args: QueryShieldZoneArgs): void {
    check.int32Id('shieldZoneId', args.shieldZoneId);
  },

  /** The range's ends in order; each left out is bunny.net's default. */
  detailedMetrics(args: ShieldZoneDetailedMetricsArgs): DetailedMetricsQuery {
    if (args.from && args.to && args.to.getTime() <= args.from.getTime())
      throw check.refusal('to', '`to` must be after `from`.');
    const query: DetailedMetricsQuery = {};
    if (args.from) query.StartDate = args.from.toISOString();
    if (args.to) query.EndDate = args.to.toISOString();
    if (args.resolution) query.Resolution = String(metricsResolutions.toUpstream(args.resolution));
    return query;
  },

  /** A cursor only pages the rules of the zone that made it. */
  triggeredWafRules(shieldZoneId: number, args: ShieldZoneTriggeredWafRulesArgs): PageRequest {
    return pageRequest('shield', `triggeredWafRules:${shieldZoneId}`, args);
  },

  /** A day that has begun (UTC), and a cursor of this zone and day only. */
  eventLogs(shieldZoneId: number, args: ShieldZoneEventLogsArgs, now: number = Date.now()): EventLogDay {
    const day = args.date.toISOString().slice(0, 10);
    if (args.date.getTime() > now) throw check.refusal('date', '`date` must not be in the future.');
    const [year, month, date] = day.split('-');
    const request = tokenPageRequest('shield', `eventLogs:${shieldZoneId}:${day}`, args, shieldEventLogTokens);
    return { date: `${month}-${date}-${year}`, request };
  },

  shieldZoneMetrics(args: QueryShieldZoneMetricsArgs): void {
    // bunny.net takes this Shield Zone id as an int32.
    check.int32Id('shieldZoneId', args.shieldZoneId);
  },

  wafRuleRecommendation(args: QueryWafRuleRecommendationArgs): void {
    check.positiveId('shieldZoneId', args.shieldZoneId);
    check.identifier('wafRuleId', args.wafRuleId);
  },

  createShieldZone(input: CreateShieldZoneInput): void {
    check.positiveId('input.pullZoneId', input.pullZoneId);
    if (input.accessLists) uniqueAccessListIds(input.accessLists);
  },

  /**
   * bunny.net's documented rules: `to` after `from`, both inside the last 72 hours and not in the future, filters
   * from the documented sets (shield-api.json `EventLogsFilter`), `cidr` only on `ip`, and `ip` values that are
   * addresses (or ranges for `cidr`).
   */
  shieldEventLogExport(args: EventLogExportArgs, now: number = Date.now()): ExportWindow {
    check.int32Id('shieldZoneId', args.shieldZoneId);
    const window = exportWindow(args.from.getTime(), args.to.getTime(), now);
    if (args.query != null && args.query.length > MAX_QUERY_LENGTH)
      throw check.refusal('query', `query must be at most ${MAX_QUERY_LENGTH} characters.`);
    if ((args.filters?.length ?? 0) > MAX_FILTERS)
      throw check.refusal('filters', `At most ${MAX_FILTERS} filters are allowed.`);
    for (const [index, filter] of (args.filters ?? []).entries()) checkFilter(filter, `filters[${index}]`);
    if (args.maxRows != null && args.maxRows < 1) throw check.refusal('maxRows', 'maxRows must be at least 1.');
    return window;
  },
};

function exportWindow(from: number, to: number, now: number): ExportWindow {
  if (to <= from) throw check.refusal('to', '`to` must be after `from`.');
  if (from > now + CLOCK_SKEW_MS) throw check.refusal('from', '`from` must not be in the future.');
  if (to > now + CLOCK_SKEW_MS) throw check.refusal('to', '`to` must not be in the future.');
  if (from < now - EVENT_LOG_WINDOW_MS) throw check.refusal('from', '`from` must be within the last 72 hours.');
  // A `to` within the clock skew is sent as now; the window must still be non-empty after that.
  const cappedTo = Math.min(to, now);
  if (from >= cappedTo) throw check.refusal('from', '`from` must be before now (`to` is capped at the current time).');
  return { from, to: cappedTo };
}

function checkFilter(filter: EventLogFilterInput, argument: string): void {
  if (filter.op === 'CIDR' && filter.field !== 'IP')
    throw check.refusal(`${argument}.op`, 'The CIDR operator only applies to the IP field.');
  if (filter.values.length === 0 || filter.values.length > MAX_FILTER_VALUES)
    throw check.refusal(`${argument}.values`, `A filter needs 1 to ${MAX_FILTER_VALUES} values.`);
  if (filter.values.some((v) => v.length === 0 || v.length > MAX_VALUE_LENGTH))
    throw check.refusal(`${argument}.values`, `Filter values must be 1 to ${MAX_VALUE_LENGTH} characters.`);
  if (filter.field === 'IP') {
    for (const [i, value] of filter.values.entries()) ipFilterValue(`${argument}.values[${i}]`, filter.op, value);
  }
}

/**
 * A value of a filter on the `ip` field: `CIDR` takes a CIDR range or a single address (IPv4/IPv6, as shield-api.json
 * documents), `EQ` and `IN` a single address. `CONTAINS` and `WILDCARD` match parts of an address, so any text goes.
 */
function ipFilterValue(argument: string, op: EventLogFilterOperator, value: string): void {
  if (op === 'CIDR') check.ipOrCidr(argument, value);
  else if ((op === 'EQ' || op === 'IN') && isIP(value) === 0)
    throw check.refusal(argument, `${argument} must be an IPv4 or IPv6 address (got "${printable(value)}").`);
}

/** Every id once: bunny.net takes access lists as a map by id, so a repeated id would silently drop an entry. */
function uniqueAccessListIds(accessLists: readonly { accessListId: string }[]): void {
  const seen = new Set<string>();
  accessLists.forEach(({ accessListId }, index) => {
    if (seen.has(accessListId)) {
      throw check.refusal(
        `input.accessLists[${index}].accessListId`,
        `accessListId "${printable(accessListId)}" is given more than once.`,
      );
    }
    seen.add(accessListId);
  });
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:[Zz]|[+-](\d{2}):?(\d{2}))$/;

/**
 * The download route's `from`/`to`: an ISO 8601 / RFC 3339 date-time with its zone (`2026-11-21T07:00:00Z`,
 * `...+01:00`) or Unix milliseconds as a JSON number. Anything `new Date` would guess at (`Nov 21 2026 07:00 GMT`, a
 * date without a zone, `02-30`) is refused.
 */
export function isoOrUnixMillis(argument: string, value: unknown): Date {
  const refusal = () =>
    check.refusal(
      argument,
      `${argument} must be an ISO 8601 date-time with a zone (e.g. "2026-11-21T07:00:00Z") or Unix milliseconds.`,
    );
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) throw refusal();
    return new Date(value);
  }
  const match = typeof value === 'string' ? ISO_DATE_TIME.exec(value) : null;
  if (!match) throw refusal();
  const [year, month, day, hour, minute, second, zoneHour, zoneMinute] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part))) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const valid =
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    zoneHour <= 23 &&
    zoneMinute <= 59;
  const date = new Date(match[0]);
  if (!valid || Number.isNaN(date.getTime())) throw refusal();
  return date;
}

import { isIP } from 'node:net';
import type { EventLogFilterOperator } from '../../__generated__/resolvers-types.js';
import { badInput } from '../../errors/gatewayError.js';
import { daysInMonth } from '../shared/codecs.js';
import { ipOrCidr, printable } from '../shared/validate.js';

/**
 * Shield's argument checks that no other area shares. Each throws BAD_USER_INPUT naming the argument and returns
 * the value unchanged: values are never trimmed or repaired on the caller's behalf.
 */

/** A single IPv4 or IPv6 address, no range. */
function ipAddress(argument: string, value: string): string {
  if (isIP(value) === 0)
    throw badInput('shield', argument, `${argument} must be an IPv4 or IPv6 address (got "${printable(value)}").`);
  return value;
}

/**
 * A value of a filter on the `ip` field: `CIDR` takes a CIDR range or a single address (IPv4/IPv6, as shield-api.json
 * documents), `EQ` and `IN` a single address. `CONTAINS` and `WILDCARD` match parts of an address, so any text goes.
 */
export function ipFilterValue(argument: string, op: EventLogFilterOperator, value: string): string {
  if (op === 'CIDR') return ipOrCidr('shield', argument, value);
  if (op === 'EQ' || op === 'IN') return ipAddress(argument, value);
  return value;
}

/** Every id once: bunny.net takes access lists as a map by id, so a repeated id would silently drop an entry. */
export function uniqueAccessListIds(accessLists: readonly { accessListId: string }[]): void {
  const seen = new Set<string>();
  accessLists.forEach(({ accessListId }, index) => {
    if (seen.has(accessListId)) {
      throw badInput(
        'shield',
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
 * An ISO 8601 / RFC 3339 date-time with its zone (`2026-11-21T07:00:00Z`, `...+01:00`) or Unix milliseconds as a
 * JSON number. Anything `new Date` would guess at (`Nov 21 2026 07:00 GMT`, a date without a zone, `02-30`) is refused.
 */
export function isoOrUnixMillis(argument: string, value: unknown): Date {
  const refuse = () =>
    badInput(
      'shield',
      argument,
      `${argument} must be an ISO 8601 date-time with a zone (e.g. "2026-11-21T07:00:00Z") or Unix milliseconds.`,
    );
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) throw refuse();
    return new Date(value);
  }
  if (typeof value !== 'string') throw refuse();
  const match = ISO_DATE_TIME.exec(value);
  if (!match) throw refuse();
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
  const date = new Date(value);
  if (!valid || Number.isNaN(date.getTime())) throw refuse();
  return date;
}

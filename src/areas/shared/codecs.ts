import { isCalendarDateAt } from '../../scalars/calendarDate.js';

/**
 * Conversions shared by the area mappers: bunny.net's integer-coded enums, its date strings, and its free-form maps.
 * Values bunny.net sends that the gateway does not know become null rather than failing the whole response.
 */

/** An enum that bunny.net codes as integers 0..n-1, in the order of `names`. */
export interface IntEnum<Name extends string> {
  fromUpstream(value: unknown): Name | null;
  toUpstream(name: Name): number;
  /** `toUpstream` for an optional input: left out (undefined) when the caller gave no value. */
  toUpstreamIfSet(name: Name | null | undefined): number | undefined;
}

export function intEnum<const Names extends readonly string[]>(names: Names): IntEnum<Names[number]> {
  return {
    fromUpstream: (value) => (typeof value === 'number' ? (names[value] ?? null) : null),
    toUpstream: (name) => names.indexOf(name),
    toUpstreamIfSet: (name) => (name ? names.indexOf(name) : undefined),
  };
}

/** An enum that bunny.net codes as strings, e.g. `iPv4` or `tcp`. */
export interface StringEnum<Name extends string> {
  fromUpstream(value: unknown): Name | null;
  toUpstream(name: Name): string;
  /** The value when it is one of the GraphQL names exactly, for input that bypasses GraphQL's own enum check. */
  nameOf(value: unknown): Name | null;
}

export function stringEnum<Name extends string>(upstreamByName: Readonly<Record<Name, string>>): StringEnum<Name> {
  const entries = Object.entries(upstreamByName) as [Name, string][];
  const nameByUpstream = new Map(entries.map(([name, upstream]) => [upstream.toLowerCase(), name]));
  return {
    fromUpstream: (value) => (typeof value === 'string' ? (nameByUpstream.get(value.toLowerCase()) ?? null) : null),
    toUpstream: (name) => upstreamByName[name],
    nameOf: (value) => (typeof value === 'string' && Object.hasOwn(upstreamByName, value) ? (value as Name) : null),
  };
}

const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * bunny.net's date-times, some without a zone (.NET's `2026-11-21T06:00:00`), which bunny.net means as UTC.
 * Unreadable values become null.
 */
export function upstreamDateTime(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(HAS_ZONE.test(value) ? value : `${value}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Unix milliseconds to a Date; null for anything else, a time out of Date's range (int64's maximum) included. */
export function fromUnixMillis(value: unknown): Date | null {
  const date = typeof value === 'number' && Number.isFinite(value) ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** The `YYYY-MM-DD` at the start of a key, when the key is (or starts with) a real calendar date. */
export function calendarDateOf(key: string): string | null {
  if (!isCalendarDateAt(key)) return null;
  return key.length === 10 ? key : key.slice(0, 10);
}

/** A free-form map to `{ key, value }` entries in bunny.net's order. */
export function entriesOf<T, R>(
  map: Record<string, T> | null | undefined,
  toValue: (value: T) => R,
): { key: string; value: R }[] | null {
  if (!map || typeof map !== 'object') return null;
  return Object.entries(map).map(([key, value]) => ({ key, value: toValue(value) }));
}

/** Lists may arrive as null; keep null as null and drop null items. */
export function listOf<T, R>(values: readonly (T | null)[] | null | undefined, toValue: (value: T) => R): R[] | null {
  return withoutNulls(values)?.map(toValue) ?? null;
}

/** A list without its null items (a list of non-null GraphQL items); a missing list stays missing. */
export function withoutNulls<T>(values: readonly (T | null | undefined)[] | null | undefined): T[] | null {
  return Array.isArray(values) ? values.filter((value): value is T => value !== null && value !== undefined) : null;
}

/** `undefined` becomes `null` for GraphQL, anything else passes through. */
export function orNull<T>(value: T | undefined): T | null {
  return value === undefined ? null : value;
}

/**
 * A field resolver reading the upstream record's property of another name, e.g. `ddos: prop('dDoS')`: the parent is
 * the record as bunny.net sent it (codegen `mappers`), and only the fields a query selects are read.
 */
export const prop =
  <Parent, Key extends keyof Parent>(key: Key) =>
  (parent: Parent): Parent[Key] =>
    parent[key];

/**
 * The record itself, typed as carrying its numeric `Id`, or null without one. Never a copy: a list's records are
 * bunny.net's whole models (a Pull Zone has ~170 properties), and copying each to narrow its type cost every page
 * per property sent, not per field selected.
 */
export function withNumericId<T extends { Id?: number | null | undefined }>(
  record: T | null | undefined,
): (T & { Id: number }) | null {
  return withNumberAt(record, 'Id');
}

/** The record itself, typed as carrying a number at `key` (its key: `PullZoneId`, `shieldZoneId`), or null; no copy. */
export function withNumberAt<T extends object, Key extends keyof T>(
  record: T | null | undefined,
  key: Key,
): (T & { [K in Key]: number }) | null {
  return record !== null && typeof record === 'object' && typeof record[key] === 'number'
    ? (record as T & { [K in Key]: number })
    : null;
}

/** A key that can sit in a global id: a plain code (no `:` or space), as countries and regions are keyed. */
const PLAIN_KEY = /^[^:\s]{1,64}$/;

/** The record itself, typed as carrying a plain code at `key` (a country's `IsoCode`), or null; no copy. */
export function withCodeAt<T extends object, Key extends keyof T>(
  record: T | null | undefined,
  key: Key,
): (T & { [K in Key]: string }) | null {
  const code = record?.[key];
  return record !== null && record !== undefined && typeof code === 'string' && PLAIN_KEY.test(code)
    ? (record as T & { [K in Key]: string })
    : null;
}

/** The record itself, typed as carrying a non-empty string at `key` (a Shield event's `logId`), or null; no copy. */
export function withTextAt<T extends object, Key extends keyof T>(
  record: T | null | undefined,
  key: Key,
): (T & { [K in Key]: string }) | null {
  const text = record?.[key];
  return record !== null && record !== undefined && typeof text === 'string' && text !== ''
    ? (record as T & { [K in Key]: string })
    : null;
}

/**
 * The record itself with its parent's key set on it (a DNS record's zone, a Shield event's zone), never a copy: a
 * list's records are bunny.net's whole models, and copying each to add one key cost every page per property sent.
 * The parsed answer belongs to this request, and a record handed out again (a shared read) belongs to the same
 * parent, so setting its key twice changes nothing.
 */
export function withParentKey<T extends object, Key extends string, Value>(
  record: T,
  key: Key,
  value: Value,
): T & { [K in Key]: Value } {
  const keyed = record as T & { [K in Key]: Value };
  (keyed as Record<Key, Value>)[key] = value;
  return keyed;
}

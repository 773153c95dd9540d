import type { AreaName } from '../../../errors/gatewayError.js';
import { unexpectedAnswer } from '../areaClient.js';

/**
 * How an area client hands a list's call to a paging adapter: the adapter says what to add to the query (or path),
 * the client makes the call (its route, its credentials) and gives back bunny.net's status and JSON.
 */

export type PageQuery = Readonly<Record<string, string>>;

export interface ListAnswer {
  readonly status: number;
  readonly data: unknown;
}

/** A page envelope that is not the one bunny.net documents: UPSTREAM_ERROR, as for any other read. */
export function unexpectedPage(service: AreaName, status: number): Error {
  return unexpectedAnswer(service, { idempotent: true, answer: 'object' }, status);
}

/** `value` when it is a JSON object, else undefined. */
export function objectOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** A list property: its items (none when bunny.net leaves it out or sends null), undefined when it is not a list. */
export function itemsOf(value: unknown): readonly unknown[] | undefined {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : undefined;
}

/** A count bunny.net gives (`TotalItems`, `totalCount`), when it is one. */
export function countOf(value: unknown): number | undefined {
  return Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : undefined;
}

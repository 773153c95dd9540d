import type { EventLogRow } from './eventLogs.js';
import { cidrMatcher, sameIp } from '../core/ip.js';
import { isInteger, isJsonObject, isStringArray, type JsonObject } from '../core/json.js';

/**
 * The event-log export request: window rules, filter validation and row matching.
 * Filters are ANDed; the values of one filter are ORed. Text comparisons ignore case.
 */

const EXPORT_WINDOW_MS = 72 * 3_600_000;

const FILTER_FIELDS = ['feature', 'ruleId', 'ip', 'ja4', 'ua', 'url', 'asn', 'country', 'action'] as const;
const FILTER_OPS = ['eq', 'in', 'contains', 'cidr', 'wildcard'] as const;
/** The columns the free-text `query` searches, as the document lists them. */
const QUERY_COLUMNS = ['ip', 'ruleId', 'url', 'ua', 'ruleName'] as const;

type FilterField = (typeof FILTER_FIELDS)[number];
type RowPredicate = (row: EventLogRow) => boolean;

export interface ExportQuery {
  fromMs: number;
  toMs: number;
  matches: RowPredicate;
}

export type ExportQueryResult = { ok: true; query: ExportQuery } | { ok: false; detail: string };

function isFilterField(value: unknown): value is FilterField {
  return typeof value === 'string' && (FILTER_FIELDS as readonly string[]).includes(value);
}

function wildcardRegExp(pattern: string): RegExp {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`, 'is');
}

function valuePredicate(field: FilterField, op: string, value: string): ((cell: string) => boolean) | undefined {
  const wanted = value.toLowerCase();
  switch (op) {
    case 'eq':
    case 'in':
      return field === 'ip' ? (cell) => sameIp(cell, value) : (cell) => cell.toLowerCase() === wanted;
    case 'contains':
      return (cell) => cell.toLowerCase().includes(wanted);
    case 'wildcard': {
      const pattern = wildcardRegExp(value);
      return (cell) => pattern.test(cell);
    }
    case 'cidr':
      return cidrMatcher(value);
    default:
      return undefined;
  }
}

function compileFilter(filter: unknown, index: number): RowPredicate | string {
  const at = `filters[${index}]`;
  if (!isJsonObject(filter)) return `${at} must be an object with field, op and value.`;
  const { field, op, value } = filter;
  if (!isFilterField(field)) return `${at}.field must be one of ${FILTER_FIELDS.join(', ')}.`;
  if (typeof op !== 'string' || !(FILTER_OPS as readonly string[]).includes(op))
    return `${at}.op must be one of ${FILTER_OPS.join(', ')}.`;
  if (op === 'cidr' && field !== 'ip') return `${at}: the cidr operator only applies to the ip field.`;
  if (!isStringArray(value) || value.length === 0) return `${at}.value must be a non-empty array of strings.`;
  const predicates: Array<(cell: string) => boolean> = [];
  for (const item of value) {
    const predicate = valuePredicate(field, op, item);
    if (!predicate) return `${at}.value contains an invalid CIDR: ${item}.`;
    predicates.push(predicate);
  }
  return (row) => predicates.some((predicate) => predicate(row[field]));
}

function parseWindow(from: unknown, to: unknown, nowMs: number): { fromMs: number; toMs: number } | string {
  if (!isInteger(from) || !isInteger(to)) return 'from and to are required Unix timestamps in milliseconds.';
  if (to <= from) return 'to must be after from.';
  if (to > nowMs) return 'to must not be in the future.';
  if (from < nowMs - EXPORT_WINDOW_MS) return 'from must be within the last 72 hours.';
  return { fromMs: from, toMs: to };
}

/** Validates an EventLogsExportRequest against the sandbox clock and compiles its filters. */
export function parseExportQuery(body: unknown, nowMs: number): ExportQueryResult {
  if (body !== undefined && body !== null && !isJsonObject(body))
    return { ok: false, detail: 'The request body must be a JSON object.' };
  const request: JsonObject = isJsonObject(body) ? body : {};
  const { from, to, query, filters } = request;
  const window = parseWindow(from, to, nowMs);
  if (typeof window === 'string') return { ok: false, detail: window };
  if (query !== undefined && query !== null && typeof query !== 'string')
    return { ok: false, detail: 'query must be a string.' };
  if (filters !== undefined && filters !== null && !Array.isArray(filters))
    return { ok: false, detail: 'filters must be an array.' };

  const filterList: unknown[] = Array.isArray(filters) ? filters : [];
  const predicates: RowPredicate[] = [];
  for (const [index, filter] of filterList.entries()) {
    const compiled = compileFilter(filter, index);
    if (typeof compiled === 'string') return { ok: false, detail: compiled };
    predicates.push(compiled);
  }
  const text = typeof query === 'string' ? query.trim().toLowerCase() : '';
  if (text !== '') predicates.push((row) => QUERY_COLUMNS.some((column) => row[column].toLowerCase().includes(text)));
  return { ok: true, query: { ...window, matches: (row) => predicates.every((predicate) => predicate(row)) } };
}

import { shieldSuccess } from '../core/errors.js';
import { parseExportQuery } from './eventLogQuery.js';
import { eventLogRows, type EventLogRow } from './eventLogs.js';
import type { JsonObject } from '../core/json.js';
import type { ShieldZone } from '../records.js';
import type { HandlerContext } from '../router.js';

/**
 * The search of a zone's event logs (`EventLogsSearchRequest`): the export's window and filters, then a page of the
 * matching rows, newest first. `page` counts from 0; `pageSize` is clamped to 1..500 (50 when unset), as documented.
 * Grouping is not modelled: a search with `groupBy` answers its rows all the same, with no groups.
 */

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 500;

export function eventSearch(zone: ShieldZone, body: JsonObject, context: HandlerContext): JsonObject | string {
  const result = parseExportQuery(body, context.now.getTime());
  if (!result.ok) return result.detail;
  const { page, pageSize } = body;
  if (page !== undefined && (typeof page !== 'number' || !Number.isInteger(page) || page < 0))
    return 'page must be a whole number from 0.';
  if (pageSize !== undefined && (typeof pageSize !== 'number' || !Number.isInteger(pageSize)))
    return 'pageSize must be a whole number.';
  const size = Math.min(
    MAX_PAGE_SIZE,
    Math.max(1, typeof pageSize === 'number' && pageSize > 0 ? pageSize : DEFAULT_PAGE_SIZE),
  );
  const index = typeof page === 'number' ? page : 0;
  const { fromMs, toMs, matches } = result.query;
  const all = zone.hasTraffic ? [...eventLogRows(zone.id, fromMs, toMs, context.eventLogRowsPerHour)] : [];
  const found = all.filter(matches).reverse();
  return {
    rows: found.slice(index * size, (index + 1) * size).map((row) => asRow(zone.id, row)),
    total: found.length,
    totalPages: Math.ceil(found.length / size),
    page: index,
    errorResponse: shieldSuccess(),
  };
}

function asRow(shieldZoneId: number, { timestampMs, ...fields }: EventLogRow): JsonObject {
  return {
    logId: `${shieldZoneId}-${timestampMs}-${fields.ip}-${fields.ruleId}`,
    timestamp: timestampMs,
    log: null,
    fields: { ...fields },
  };
}

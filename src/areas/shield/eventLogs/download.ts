import type { EventLogFilterInput } from '../../../__generated__/resolvers-types.js';
import type { GatewayError } from '../../../errors/gatewayError.js';
import type { RequestScope } from '../../../request/scope.js';
import { type Download, type DownloadAnswer, downloadPath } from '../../shared/download.js';
import { printable, validatorsFor } from '../../shared/validate.js';
import { filterFields, filterOperators, toUpstreamExportRequest } from './export.js';
import { isoOrUnixMillis, validate } from '../validation.js';

/**
 * `POST /exports/shield/{shieldZoneId}/event-logs.csv`: the complete event-log export, streamed from bunny.net to
 * the caller (http/downloadRoute.ts), with the same credentials, validation and error codes as the GraphQL field
 * `shieldEventLogExport`, which links to it. The JSON body is read into the field's arguments (the type checks
 * GraphQL makes for the field); the rules on those arguments are the field's own (`validate.shieldEventLogExport`).
 */
const route = downloadPath('/exports/shield/{shieldZoneId}/event-logs.csv', '\\d{1,10}');

export const eventLogDownloadPath = (shieldZoneId: number): string => route.path(shieldZoneId);

export const eventLogDownload: Download = {
  path: route.pattern,
  method: 'POST',
  open: (scope, { params, body }) => openExport(scope, Number(params[0]), exportBody(body)),
};

async function openExport(scope: RequestScope, shieldZoneId: number, body: ExportBody): Promise<DownloadAnswer> {
  const args = {
    shieldZoneId,
    from: isoOrUnixMillis('from', body.from),
    to: isoOrUnixMillis('to', body.to),
    query: queryArgument(body.query),
    filters: filtersArgument(body.filters),
  };
  const request = toUpstreamExportRequest(args, validate.shieldEventLogExport(args));
  const upstream = await scope.shield.exportEventLogs(shieldZoneId, request);
  return {
    body: upstream.body,
    contentType: upstream.contentType?.startsWith('text/csv') ? upstream.contentType : 'text/csv; charset=utf-8',
    filename: `shield-${shieldZoneId}-event-logs.csv`,
  };
}

const check = validatorsFor('shield');

interface ExportBody {
  from?: unknown;
  to?: unknown;
  query?: unknown;
  filters?: unknown;
}

/** The documented body keys (docs/graph.md); anything else, e.g. a misspelled `filter`, is refused rather than ignored. */
const BODY_KEYS: ReadonlySet<string> = new Set(['from', 'to', 'query', 'filters']);
const FILTER_KEYS: ReadonlySet<string> = new Set(['field', 'op', 'values']);

/** The body as the documented object; anything else, or an unknown key (a misspelled `filter`), refused. */
function exportBody(parsed: unknown): ExportBody {
  if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
    const unknown = Object.keys(parsed).find((key) => !BODY_KEYS.has(key));
    if (unknown !== undefined) throw unknownKey(unknown, 'The request body takes only from, to, query and filters.');
    return parsed as ExportBody;
  }
  throw check.refusal('body', 'The request body must be a JSON object { from, to, query, filters }.');
}

function unknownKey(key: string, hint: string): GatewayError {
  const shown = printable(key);
  return check.refusal(shown, `Unknown key "${shown}". ${hint}`);
}

function queryArgument(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw check.refusal('query', 'query must be a string.');
  return value;
}

/** Filters as in the GraphQL input: `{ field, op, values }` with the enum names (`IP`, `CIDR`, ...). */
function filtersArgument(value: unknown): EventLogFilterInput[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) throw check.refusal('filters', 'filters must be a list of { field, op, values }.');
  return value.map((filter: unknown, index) => {
    if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
      throw check.refusal(`filters[${index}]`, 'Each filter must be an object { field, op, values }.');
    }
    const f = filter as Record<string, unknown>;
    const unknown = Object.keys(f).find((key) => !FILTER_KEYS.has(key));
    if (unknown !== undefined)
      throw unknownKey(`filters[${index}].${unknown}`, 'A filter takes only field, op and values.');
    const field = filterFields.nameOf(f['field']);
    const op = filterOperators.nameOf(f['op']);
    const values =
      Array.isArray(f['values']) && f['values'].every((v) => typeof v === 'string') ? (f['values'] as string[]) : null;
    if (!field)
      throw check.refusal(
        `filters[${index}].field`,
        'Unknown filter field; use the GraphQL enum names such as IP or URL.',
      );
    if (!op)
      throw check.refusal(
        `filters[${index}].op`,
        'Unknown filter operator; use the GraphQL enum names such as EQ or CIDR.',
      );
    if (!values) throw check.refusal(`filters[${index}].values`, 'values must be a list of strings.');
    return { field, op, values };
  });
}

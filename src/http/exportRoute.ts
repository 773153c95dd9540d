import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { EventLogFilterInput } from '../__generated__/resolvers-types.js';
import { printable, validatorsFor } from '../areas/shared/validate.js';
import { EVENT_LOG_DOWNLOAD_ROUTE } from '../areas/shield/eventLogDownload.js';
import { filterFields, filterOperators, toUpstreamExportRequest } from '../areas/shield/eventLogExport.js';
import { isoOrUnixMillis, validate } from '../areas/shield/validation.js';
import type { CORSOptions } from '@whatwg-node/server';
import { GatewayError } from '../errors/gatewayError.js';
import { httpStatusForCode } from '../errors/statusCodes.js';
import type { RequestScope } from '../request/scope.js';
import { readCapped } from '../upstream/readBody.js';
import { applyCors } from './cors.js';
import { sendJson, sendRefusal } from './jsonAnswer.js';
import type { Route } from './router.js';
import type { Scopes } from './scopes.js';

/**
 * `POST /exports/shield/{shieldZoneId}/event-logs.csv`: the complete event-log export, streamed from bunny.net to
 * the caller with backpressure (memory stays flat whatever the size), with the same credentials, validation and
 * error codes as the GraphQL field. Errors are JSON `{ errors: [{ message, extensions }] }`, like GraphQL's.
 * Here the JSON body is read into the field's arguments (the type checks GraphQL makes for the field); the rules
 * on those arguments are the field's own (`validate.shieldEventLogExport`).
 */
export function exportRoute(cors: CORSOptions, scopes: Scopes): Route {
  return {
    matches: (path) => EVENT_LOG_DOWNLOAD_ROUTE.test(path),
    handle(exchange) {
      const { req, res, path } = exchange;
      if (applyCors(cors, req, res)) return;
      if (req.method !== 'POST') {
        sendRefusal(res, 405, 'The export route takes POST with a JSON body.', exchange.requestId);
        return;
      }
      const shieldZoneId = Number(EVENT_LOG_DOWNLOAD_ROUTE.exec(path)?.[1]);
      void handleEventLogExport(scopes.download(exchange), req, res, shieldZoneId);
    },
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

async function handleEventLogExport(
  scope: RequestScope,
  req: IncomingMessage,
  res: ServerResponse,
  shieldZoneId: number,
): Promise<void> {
  try {
    const body = await readJson(req, scope.config.limits.maxRequestBytes);
    const args = {
      shieldZoneId,
      from: isoOrUnixMillis('from', body.from),
      to: isoOrUnixMillis('to', body.to),
      query: queryArgument(body.query),
      filters: filtersArgument(body.filters),
    };
    const request = toUpstreamExportRequest(args, validate.shieldEventLogExport(args));
    const upstream = await scope.shield.exportEventLogs(shieldZoneId, request);
    res.writeHead(200, {
      'content-type': upstream.contentType?.startsWith('text/csv') ? upstream.contentType : 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="shield-${shieldZoneId}-event-logs.csv"`,
    });
    await pipeline(upstream.body, res);
  } catch (error) {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    // bunny.net may echo the key it was sent: the answer is scrubbed of the request's credentials.
    sendError(res, scope.secrets.scrubDeep(errorBody(error, scope.requestId)), error);
  }
}

async function readJson(req: IncomingMessage, cap: number): Promise<ExportBody> {
  const raw = await readCapped(req, cap, 'shield', req.headers['content-length']).catch(() => {
    throw check.refusal('body', `The request body must be JSON of at most ${cap} bytes.`);
  });
  try {
    const parsed: unknown = JSON.parse(raw.toString('utf8') || '{}');
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      const unknown = Object.keys(parsed).find((key) => !BODY_KEYS.has(key));
      if (unknown !== undefined) throw unknownKey(unknown, 'The request body takes only from, to, query and filters.');
      return parsed as ExportBody;
    }
  } catch (error) {
    if (error instanceof GatewayError) throw error;
    // Not JSON: reported below with the same message as a non-object body.
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

function errorBody(error: unknown, requestId: string): object {
  return error instanceof GatewayError
    ? { errors: [{ message: error.message, extensions: { ...error.extensions, requestId } }] }
    : { errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR', requestId } }] };
}

function sendError(res: ServerResponse, body: object, error: unknown): void {
  sendJson(res, error instanceof GatewayError ? httpStatusForCode(error.code) : 500, body);
}

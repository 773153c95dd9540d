import { empty, json, type Reply } from '../core/http.js';
import { Random, uuidFrom } from '../core/random.js';
import { intParam, stringParam, type HandlerContext } from '../router.js';

/**
 * Origin error logs (originLogs host). bunny.net keeps them for a week, so the sandbox answers
 * the last 7 UTC days (today included) relative to its clock and an empty list for other dates.
 * Entries are generated from the Pull Zone and date, so the same day always reads the same.
 * The first entry of every day has a truncated `log` string that is not valid JSON, because
 * real log lines sometimes are and consumers must cope.
 */

const DAY_MS = 86_400_000;
const RETENTION_DAYS = 7;

interface OriginError {
  code: string;
  status: number;
  message: string;
}

const ORIGIN_ERRORS: readonly OriginError[] = [
  { code: 'dns_lookup', status: 502, message: 'Origin DNS lookup failed for origin.acme-demo.com' },
  { code: 'connect_timeout', status: 504, message: 'Connection to the origin timed out after 10s' },
  { code: 'connection_refused', status: 502, message: 'The origin refused the connection on port 443' },
  { code: 'tls_handshake', status: 502, message: 'TLS handshake with the origin failed: certificate has expired' },
  { code: 'response_timeout', status: 504, message: 'The origin did not send response headers within 60s' },
  { code: 'origin_5xx', status: 503, message: 'The origin answered 503 Service Unavailable' },
];
const REQUEST_URLS: readonly string[] = [
  '/',
  '/api/cart',
  '/checkout/confirm',
  '/images/hero.avif',
  '/products?page=3',
  '/account/orders',
];
const SERVER_ZONES: readonly string[] = ['DE', 'UK', 'NY', 'LA', 'SG', 'SYD', 'BR', 'JP'];

interface OriginLogEntry {
  logId: string;
  timestamp: number;
  log: string;
  labels: { ErrorCode: string; StatusCode: string; ServerZone: string };
}

/** Midnight UTC of an MM-dd-yyyy date, or undefined for dates that do not exist (02-30-2025). */
function parseDay(text: string): number | undefined {
  const [month = NaN, day = NaN, year = NaN] = text.split('-').map(Number);
  const start = Date.UTC(year, month - 1, day);
  const date = new Date(start);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? start
    : undefined;
}

function startOfUtcDay(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

function entriesForDay(pullZoneId: number, dayStart: number): OriginLogEntry[] {
  const date = new Date(dayStart).toISOString().slice(0, 10);
  const random = new Random(`origin-logs:${pullZoneId}:${date}`);
  // The malformed entry comes first (in the first quarter hour) so even an early "today" has it.
  const offsets = [
    random.int(60_000, 900_000),
    ...Array.from({ length: random.int(8, 18) }, () => random.int(900_001, DAY_MS - 1)).sort((a, b) => a - b),
  ];
  return offsets.map((offset, index) => {
    const error = random.pick(ORIGIN_ERRORS);
    const serverZone = random.pick(SERVER_ZONES);
    const timestamp = dayStart + offset;
    const record = JSON.stringify({
      Timestamp: timestamp,
      RequestUrl: random.pick(REQUEST_URLS),
      PullZoneId: pullZoneId,
      Message: error.message,
      ErrorCode: error.code,
      StatusCode: error.status,
      ServerZone: serverZone,
    });
    return {
      logId: uuidFrom(`origin-log:${pullZoneId}:${date}:${index}`),
      timestamp,
      log: index === 0 ? record.slice(0, Math.floor(record.length * 0.6)) : record,
      labels: { ErrorCode: error.code, StatusCode: String(error.status), ServerZone: serverZone },
    };
  });
}

/** GET /{pullZoneId}/{dateTime} */
export function getOriginErrorLogs(context: HandlerContext): Reply {
  const dayStart = parseDay(stringParam(context, 'dateTime'));
  if (dayStart === undefined) return empty(400);
  const pullZoneId = intParam(context, 'pullZoneId');
  const today = startOfUtcDay(context.now);
  const retained = dayStart <= today && dayStart > today - RETENTION_DAYS * DAY_MS;
  if (!retained || !context.account.pullZones.has(pullZoneId)) return json(200, { logs: [] });
  const nowMs = context.now.getTime();
  return json(200, { logs: entriesForDay(pullZoneId, dayStart).filter((entry) => entry.timestamp <= nowMs) });
}

import { apiErrorData } from '../core/errors.js';
import { empty, json, type Reply } from '../core/http.js';
import { parseJsonObject } from '../core/json.js';
import { Random } from '../core/random.js';
import { intParam, type HandlerContext } from '../router.js';
import type { EdgeScript } from '../state.js';

/**
 * A script's code in the editor (EdgeScriptCodeModel) and its statistics (EdgeScriptStatisticsModel). The statistics
 * are generated from the script and the time, so the same range always reads the same; the totals are the sums of
 * the charts.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const DEFAULT_RANGE_DAYS = 30;
const MAX_POINTS = 3000;

/** GET /compute/script/{id}/code: a script nobody has written code for answers a null Code. */
export function getCode(context: HandlerContext): Reply {
  const script = context.account.edgeScripts.get(intParam(context, 'id'));
  if (!script) return empty(404);
  return json(200, { Code: script.code, LastModified: script.codeModified.toISOString() });
}

/** POST /compute/script/{id}/code: the editor's code replaced (not published); 204. */
export function setCode(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  const code = body?.Code;
  if (!body || (code !== undefined && code !== null && typeof code !== 'string')) return empty(400);
  const script = context.account.edgeScripts.get(intParam(context, 'id'));
  if (!script) return empty(404);
  script.code = typeof code === 'string' ? code : null;
  script.codeModified = context.now;
  script.lastModified = context.now;
  return empty(204);
}

interface Bucket {
  requests: number;
  cpu: number;
}

function dateQuery(context: HandlerContext, name: string, fallback: number): number | null {
  const raw = context.query.get(name);
  if (raw === null || raw === '') return fallback;
  const time = new Date(/(Z|[+-]\d{2}:?\d{2})$/i.test(raw) ? raw : `${raw}Z`).getTime();
  return Number.isNaN(time) ? null : time;
}

/** The script's use in the bucket starting at `start`, `length` ms long: its month's requests spread over time. */
function bucketOf(script: EdgeScript, start: number, length: number): Bucket {
  const random = new Random(`edge-script-statistics:${script.id}:${start}:${length}`);
  const requests = Math.round((script.monthlyRequestCount * length) / (30 * DAY_MS)) + random.int(0, 50);
  return { requests, cpu: requests * random.int(2, 9) };
}

/** GET /compute/script/{id}/statistics: the last 30 days without dates, whole UTC days, per day or per hour. */
export function getStatistics(context: HandlerContext): Reply {
  const script = context.account.edgeScripts.get(intParam(context, 'id'));
  if (!script) return empty(404);
  const to = dateQuery(context, 'dateTo', context.now.getTime());
  const from = dateQuery(context, 'dateFrom', (to ?? 0) - DEFAULT_RANGE_DAYS * DAY_MS);
  if (from === null) return apiErrorData(400, 'validation.invalid', 'dateFrom', 'The dateFrom is not a valid date.');
  if (to === null) return apiErrorData(400, 'validation.invalid', 'dateTo', 'The dateTo is not a valid date.');
  const length = context.query.get('hourly')?.toLowerCase() === 'true' ? HOUR_MS : DAY_MS;
  const first = Math.floor(from / DAY_MS) * DAY_MS;
  const end = Math.floor(to / DAY_MS) * DAY_MS + DAY_MS;
  if (end <= first || (end - first) / length > MAX_POINTS)
    return apiErrorData(400, 'validation.invalid', 'dateTo', 'The date range is empty or too long.');
  const points = Array.from({ length: (end - first) / length }, (_, index) => {
    const start = first + index * length;
    return { key: new Date(start).toISOString().slice(0, 19), bucket: bucketOf(script, start, length) };
  });
  const chart = (value: (bucket: Bucket) => number) => Object.fromEntries(points.map((p) => [p.key, value(p.bucket)]));
  const requests = points.reduce((sum, point) => sum + point.bucket.requests, 0);
  const cpu = points.reduce((sum, point) => sum + point.bucket.cpu, 0);
  return json(200, {
    TotalRequestsServed: requests,
    TotalCpuUsed: cpu,
    TotalMonthlyCost: script.monthlyCost,
    AverageCpuTimePerExecution: requests === 0 ? 0 : cpu / requests,
    RequestsServedChart: chart((bucket) => bucket.requests),
    AverageCpuTimeChart: chart((bucket) => (bucket.requests === 0 ? 0 : bucket.cpu / bucket.requests)),
    TotalCpuTimeChart: chart((bucket) => bucket.cpu),
  });
}

import { apiErrorData } from '../core/errors.js';
import { empty, json, type Reply } from '../core/http.js';
import { Random } from '../core/random.js';
import { intParam, type HandlerContext } from '../router.js';
import type { StorageZone } from './state.js';

/**
 * A Storage Zone's statistics (core API): bytes and files stored per UTC day, and bytes downloaded per protocol, per
 * day or hour; the last 30 days when no range is given. Each point is made from the zone and the time, so a range
 * always reads the same, and the totals are the sums of their charts.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const DEFAULT_RANGE_DAYS = 30;
const MAX_POINTS = 3000;
const PROTOCOLS = ['Http', 'S3', 'S3Presigned', 'Ftp', 'Sftp'] as const;

function dateQuery(context: HandlerContext, name: string): number | null | 'invalid' {
  const raw = context.query.get(name);
  if (raw === null || raw === '') return null;
  const time = new Date(/(Z|[+-]\d{2}:?\d{2})$/i.test(raw) ? raw : `${raw}Z`).getTime();
  return Number.isNaN(time) ? 'invalid' : time;
}

/** The starts of the points of the range asked for, oldest first; null for a range that cannot be read. */
function pointsOf(context: HandlerContext, step: number): number[] | null {
  const from = dateQuery(context, 'dateFrom');
  const to = dateQuery(context, 'dateTo');
  if (from === 'invalid' || to === 'invalid') return null;
  const end = Math.floor((to ?? context.now.getTime()) / step) * step;
  const start = Math.floor((from ?? end - (DEFAULT_RANGE_DAYS * DAY_MS - step)) / step) * step;
  if (start > end || (end - start) / step >= MAX_POINTS) return null;
  const points: number[] = [];
  for (let time = start; time <= end; time += step) points.push(time);
  return points;
}

const keyOf = (time: number): string => new Date(time).toISOString().slice(0, 19);

function zoneOf(context: HandlerContext): StorageZone | undefined {
  const zone = context.account.storageZones.zones.get(intParam(context, 'id'));
  return zone && !zone.deleted ? zone : undefined;
}

/** GET /storagezone/{id}/statistics?dateFrom=&dateTo= (documents no 400: an unreadable range reads the default). */
export function storageStatistics(context: HandlerContext): Reply {
  const zone = zoneOf(context);
  if (!zone) return empty(404);
  const days = pointsOf(context, DAY_MS) ?? pointsOf({ ...context, query: new URLSearchParams() }, DAY_MS) ?? [];
  const used: Record<string, number> = {};
  const files: Record<string, number> = {};
  for (const [index, day] of days.entries()) {
    const growth = 1 - (days.length - 1 - index) / 400;
    used[keyOf(day)] = Math.round(zone.storageUsed * growth);
    files[keyOf(day)] = Math.round(zone.filesStored * growth);
  }
  return json(200, { StorageUsedChart: used, FileCountChart: files });
}

/** GET /storagezone/{id}/statistics/egress?dateFrom=&dateTo=&hourly=: an unreadable or reversed range is a 400. */
export function egressStatistics(context: HandlerContext): Reply {
  const zone = zoneOf(context);
  if (!zone) return empty(404);
  const points = pointsOf(context, context.query.get('hourly') === 'true' ? HOUR_MS : DAY_MS);
  if (points === null)
    return apiErrorData(400, 'statistics.invalid_range', 'dateFrom', 'The requested date range is invalid.');
  const charts = Object.fromEntries(PROTOCOLS.map((protocol) => [protocol, {} as Record<string, number>]));
  const totals = Object.fromEntries(PROTOCOLS.map((protocol) => [protocol, 0]));
  const total: Record<string, number> = {};
  for (const time of points) {
    const random = new Random(`storage-egress:${zone.id}:${time}`);
    total[keyOf(time)] = 0;
    for (const protocol of PROTOCOLS) {
      const bytes =
        protocol === 'Http' || zone.s3 === 1 || !protocol.startsWith('S3') ? random.int(0, 5_000_000_000) : 0;
      (charts[protocol] as Record<string, number>)[keyOf(time)] = bytes;
      totals[protocol] = (totals[protocol] ?? 0) + bytes;
      total[keyOf(time)] = (total[keyOf(time)] ?? 0) + bytes;
    }
  }
  return json(200, {
    ...Object.fromEntries(
      PROTOCOLS.flatMap((protocol) => [
        [`${protocol}EgressChart`, charts[protocol]],
        [`${protocol}EgressTotal`, totals[protocol]],
      ]),
    ),
    TotalEgressChart: total,
    TotalEgress: Object.values(totals).reduce((sum, bytes) => sum + bytes, 0),
  });
}

import { statusModel } from '../core/errors.js';
import { empty, json, type Reply } from '../core/http.js';
import type { HandlerContext } from '../router.js';

/**
 * GET /library/{libraryId}/statistics: deterministic views and watch time per hour or day over the range (the last
 * 30 days without `dateFrom`), for the library or one video (`videoGuid`, 404 with no body when unknown).
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MAX_POINTS = 5000;
const COUNTRIES = ['DE', 'US', 'GB', 'SI', 'JP'];

export function getVideoStatistics(context: HandlerContext): Reply {
  const library = context.library;
  if (!library) return empty(404);
  const guid = context.query.get('videoGuid');
  if (guid && !library.videos.has(guid.toLowerCase())) return empty(404);
  const hourly = context.query.get('hourly')?.toLowerCase() === 'true';
  const step = hourly ? HOUR_MS : DAY_MS;
  const { from, to } = range(context);
  const start = Math.floor(from / step) * step;
  if ((to - start) / step > MAX_POINTS) return statusModel(400, `The range holds more than ${MAX_POINTS} points.`);
  const viewsChart: Record<string, number> = {};
  const watchTimeChart: Record<string, number> = {};
  const scale = guid ? 1 : 40;
  for (let at = start; at <= to; at += step) {
    const key = new Date(at).toISOString().replace('.000Z', 'Z');
    const views = (((at / step) * 7919) % 97) * scale;
    viewsChart[key] = views;
    watchTimeChart[key] = views * 37;
  }
  const total = Object.values(viewsChart).reduce((sum, views) => sum + views, 0);
  const share = (index: number): number => Math.floor((total * (COUNTRIES.length - index)) / 15);
  return json(200, {
    viewsChart,
    watchTimeChart,
    countryViewCounts: Object.fromEntries(COUNTRIES.map((country, index) => [country, share(index)])),
    countryWatchTime: Object.fromEntries(COUNTRIES.map((country, index) => [country, share(index) * 37])),
    // Reported for one video only.
    ...(guid && { engagementScore: 71 }),
  });
}

/** The range asked for; bunny.net answers the last 30 days when the start is missing or unreadable. */
function range(context: HandlerContext): { from: number; to: number } {
  const now = context.now.getTime();
  const from = Date.parse(context.query.get('dateFrom') ?? '');
  if (Number.isNaN(from)) return { from: now - 30 * DAY_MS, to: now };
  const to = Date.parse(context.query.get('dateTo') ?? '');
  return { from, to: Number.isNaN(to) ? now : to };
}

import { empty, json, type Reply } from '../core/http.js';
import { libraryKeyForAccount } from '../core/keys.js';
import { intParam, type HandlerContext } from '../router.js';
import type { VideoLibrary } from './videoState.js';

/**
 * The rest of the core API's Video Library operations: its images (watermark, live thumbnail and watermark: the raw
 * body, 204), its key resets (204: the old key stops opening the video host at once), the languages of Stream, and
 * the transcribing and DRM statistics (deterministic daily charts over the range, the last 30 days by default).
 */

const DAY_MS = 86_400_000;
type Image = 'watermark' | 'liveThumbnail' | 'liveWatermark';

function withLibrary(context: HandlerContext, act: (library: VideoLibrary) => Reply): Reply {
  const library = context.account.videoLibraries.get(intParam(context, 'id'));
  return library ? act(library) : empty(404);
}

/** PUT: a live image must have a body (400 with no body otherwise, as documented); the route's limit answers 413. */
export function putImage(image: Image) {
  return (context: HandlerContext): Reply =>
    withLibrary(context, (library) => {
      if (image !== 'watermark' && context.body.length === 0) return empty(400);
      library.images.set(image, context.body.length);
      library.dateModified = context.now;
      return empty(204);
    });
}

export function deleteImage(image: Image) {
  return (context: HandlerContext): Reply =>
    withLibrary(context, (library) => {
      library.images.delete(image);
      library.dateModified = context.now;
      return empty(204);
    });
}

export function resetKey(access: 'readWrite' | 'readOnly') {
  return (context: HandlerContext): Reply =>
    withLibrary(context, (library) => {
      library.keyResets[access] += 1;
      const key = libraryKeyForAccount(context.account.id, library.id, access, library.keyResets[access]);
      if (access === 'readWrite') library.apiKey = key;
      else library.readOnlyApiKey = key;
      return empty(204);
    });
}

/** Code, name, whether the player speaks it, transcribing accuracy (percent): a believable share of bunny.net's. */
const LANGUAGES: readonly [string, string, boolean, number][] = [
  ['en', 'English', true, 96],
  ['de', 'German', true, 94],
  ['fr', 'French', true, 93],
  ['es', 'Spanish', true, 94],
  ['it', 'Italian', true, 92],
  ['pt', 'Portuguese', true, 91],
  ['nl', 'Dutch', true, 91],
  ['sv', 'Swedish', true, 90],
  ['da', 'Danish', true, 89],
  ['no', 'Norwegian', true, 89],
  ['fi', 'Finnish', true, 88],
  ['pl', 'Polish', true, 90],
  ['cs', 'Czech', true, 88],
  ['sk', 'Slovak', true, 86],
  ['sl', 'Slovenian', true, 84],
  ['hr', 'Croatian', true, 85],
  ['hu', 'Hungarian', true, 86],
  ['ro', 'Romanian', true, 87],
  ['bg', 'Bulgarian', true, 85],
  ['el', 'Greek', true, 86],
  ['tr', 'Turkish', true, 89],
  ['ru', 'Russian', true, 91],
  ['uk', 'Ukrainian', true, 88],
  ['ar', 'Arabic', true, 85],
  ['he', 'Hebrew', false, 84],
  ['hi', 'Hindi', false, 80],
  ['ja', 'Japanese', true, 88],
  ['ko', 'Korean', true, 87],
  ['zh', 'Chinese', true, 89],
  ['id', 'Indonesian', false, 86],
];

/** GET /videolibrary/languages: a plain array. */
export function listLanguages(): Reply {
  return json(
    200,
    LANGUAGES.map(([ShortCode, Name, SupportPlayerTranslation, TranscribingAccuracy]) => ({
      ShortCode,
      Name,
      SupportPlayerTranslation,
      SupportTranscribing: true,
      TranscribingAccuracy,
    })),
  );
}

/** One point per day of the range; `scale` makes the two statistics differ. */
function dailyChart(context: HandlerContext, libraryId: number, scale: number): Record<string, number> {
  const now = context.now.getTime();
  const from = Date.parse(context.query.get('dateFrom') ?? '');
  const to = Date.parse(context.query.get('dateTo') ?? '');
  const end = Number.isNaN(to) ? now : to;
  const start = Math.floor((Number.isNaN(from) ? end - 30 * DAY_MS : from) / DAY_MS) * DAY_MS;
  const chart: Record<string, number> = {};
  for (let at = start, day = 0; at <= end && day < 366; at += DAY_MS, day += 1)
    chart[new Date(at).toISOString().replace('.000Z', 'Z')] = ((at / DAY_MS + libraryId) % 17) * scale;
  return chart;
}

const total = (chart: Record<string, number>): number => Object.values(chart).reduce((sum, value) => sum + value, 0);

/** GET /videolibrary/{id}/transcribing/statistics. */
export function transcribingStatistics(context: HandlerContext): Reply {
  return withLibrary(context, (library) => {
    const chart = dailyChart(context, library.id, 90.5);
    return json(200, { TotalTranscriptionSeconds: Math.round(total(chart)), TranscriptionSecondsChart: chart });
  });
}

/** GET /videolibrary/{id}/drm/statistics. */
export function drmStatistics(context: HandlerContext): Reply {
  return withLibrary(context, (library) => {
    const chart = dailyChart(context, library.id, 12);
    return json(200, { TotalLicensesIssued: total(chart), LicensesIssuedChart: chart });
  });
}

import {
  COURSES_LIBRARY_ID,
  COURSES_VIDEO_ID,
  DEMO_BLOCKED_REFERRER,
  DEMO_LIBRARY_ID,
  DEMO_VIDEO_ID,
} from '../fixtures.js';
import { libraryKeyForAccount } from '../core/keys.js';
import { Random, uuidFrom } from '../core/random.js';
import type { Video, VideoCollection, VideoLibrary } from './videoState.js';

/**
 * The video libraries every account starts with, and their videos: the named ones first (the ids docs and tests
 * use), then generated ones up to a count, deterministic per library so every account and run sees the same list.
 * Uploads are an hour apart, newest first, the named ones newest. Only the keys differ between accounts.
 */

/** The demo library holds enough videos to page through (three pages of 100). */
export const DEMO_LIBRARY_VIDEO_COUNT = 250;
/** The demo library's collection: every tenth of its videos belongs to it. */
export const DEMO_COLLECTION_ID = 'c0113c71-0000-4a00-8000-5eeded000001';
/** The demo library's empty collection. */
export const ARCHIVE_COLLECTION_ID = 'c0113c71-0000-4a00-8000-5eeded000002';
/** The demo library's second video: it has an English caption track. */
export const CHECKOUT_VIDEO_ID = '8b7a6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d';
/** Libraries created through the API are numbered from here, per account. */
export const FIRST_CREATED_LIBRARY_ID = 240201;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const TOPICS = ['Product tour', 'Customer story', 'Release notes', 'How-to', 'Webinar', 'Teaser', 'Interview'];

export function seedVideos(
  libraryId: number,
  named: ReadonlyArray<[string, string]>,
  count: number,
  now: Date,
  /** The collection every tenth video is in, if any. */
  collectionId: string | null = null,
): Map<string, Video> {
  const random = new Random(`videos:${libraryId}`);
  const videos = new Map<string, Video>();
  for (let index = 0; index < count; index += 1) {
    const [guid, title] = named[index] ?? [
      uuidFrom(`video:${libraryId}:${index}`),
      `${random.pick(TOPICS)} #${String(index).padStart(3, '0')}`,
    ];
    // Most are ready; a few still in the pipeline, so the status shows.
    const finished = index % 25 !== 7;
    const length = random.int(15, 3600);
    const views = random.int(0, 250_000);
    const storageSize = random.int(5, 2_000) * 1_048_576;
    videos.set(guid, {
      guid,
      title,
      dateUploaded: new Date(now.getTime() - (index + 1) * HOUR_MS),
      length,
      status: finished ? 4 : 3,
      views,
      storageSize,
      collectionId: index % 10 === 0 ? collectionId : null,
      resolutions: finished ? ['360p', '720p', '1080p'] : ['360p'],
      outputCodecs: ['x264'],
      captions: new Map(),
      chapters: [],
      moments: [],
      metaTags: [],
      // The upload was about twice the size of what encoding made of it.
      original: { size: storageSize * 2, sha256: uuidFrom(`original:${guid}`).replace(/-/g, '') },
      hasOriginal: true,
      smartGenerateStatus: null,
      transcribed: [],
    });
  }
  return videos;
}

/** Empty collections of the demo library beside the two named ones, enough to page through (30 in all). */
export const DEMO_SERIES_COUNT = 28;

function seriesCollections(count: number): [string, string, number][] {
  return Array.from({ length: count }, (_, index) => [
    uuidFrom(`collection:${DEMO_LIBRARY_ID}:${index}`),
    `Series ${String(index + 1).padStart(2, '0')}`,
    200 + index,
  ]);
}

function collections(entries: ReadonlyArray<[string, string, number]>, now: Date): Map<string, VideoCollection> {
  return new Map(entries.map(([guid, name, days]) => [guid, { guid, name, dateCreated: daysBefore(now, days) }]));
}

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** What every seeded and created library starts with beside its own fields. */
export function libraryDefaults(): Pick<VideoLibrary, 'settings' | 'images' | 'keyResets' | 'created'> {
  return { settings: {}, images: new Map(), keyResets: { readWrite: 0, readOnly: 0 }, created: 0 };
}

function demoLibrary(accountId: string, now: Date): VideoLibrary {
  const videos = seedVideos(
    DEMO_LIBRARY_ID,
    [
      [DEMO_VIDEO_ID, 'Spring collection walkthrough'],
      [CHECKOUT_VIDEO_ID, 'Checkout in 60 seconds'],
    ],
    DEMO_LIBRARY_VIDEO_COUNT,
    now,
    DEMO_COLLECTION_ID,
  );
  videos.get(CHECKOUT_VIDEO_ID)?.captions.set('en', { srclang: 'en', label: 'English', size: 2048, version: 1 });
  return {
    id: DEMO_LIBRARY_ID,
    name: 'Product Demos',
    pullZoneId: 1290011,
    storageZoneId: 871201,
    apiKey: libraryKeyForAccount(accountId, DEMO_LIBRARY_ID, 'readWrite'),
    readOnlyApiKey: libraryKeyForAccount(accountId, DEMO_LIBRARY_ID, 'readOnly'),
    allowedReferrers: ['acme-demo.com', 'www.acme-demo.com'],
    blockedReferrers: [DEMO_BLOCKED_REFERRER, 'free-movies.example'],
    replicationRegions: ['DE', 'NY', 'SG'],
    dateCreated: daysBefore(now, 412),
    dateModified: daysBefore(now, 3),
    trafficUsage: 734_118_223_104,
    storageUsage: 48_311_902_208,
    videos,
    collections: collections(
      [
        [DEMO_COLLECTION_ID, 'Spring launch', 120],
        [ARCHIVE_COLLECTION_ID, 'Archive', 30],
        ...seriesCollections(DEMO_SERIES_COUNT),
      ],
      now,
    ),
    ...libraryDefaults(),
  };
}

function coursesLibrary(accountId: string, now: Date): VideoLibrary {
  const named: [string, string][] = [
    [COURSES_VIDEO_ID, 'Module 1: Caching fundamentals'],
    ['2d4f6a8c-0e1b-4c3d-8e5f-7a9b1c3d5e7f', 'Module 2: Edge rules in practice'],
  ];
  return {
    id: COURSES_LIBRARY_ID,
    name: 'Training Courses',
    pullZoneId: 1290012,
    storageZoneId: 871202,
    apiKey: libraryKeyForAccount(accountId, COURSES_LIBRARY_ID, 'readWrite'),
    readOnlyApiKey: libraryKeyForAccount(accountId, COURSES_LIBRARY_ID, 'readOnly'),
    allowedReferrers: [],
    blockedReferrers: ['piracy-mirror.example'],
    replicationRegions: ['DE'],
    dateCreated: daysBefore(now, 198),
    dateModified: daysBefore(now, 11),
    trafficUsage: 92_004_118_528,
    storageUsage: 12_884_901_888,
    videos: seedVideos(COURSES_LIBRARY_ID, named, 2, now),
    collections: new Map(),
    ...libraryDefaults(),
  };
}

export function seedVideoLibraries(accountId: string, now: Date): VideoLibrary[] {
  return [demoLibrary(accountId, now), coursesLibrary(accountId, now)];
}

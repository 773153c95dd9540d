import { Random, uuidFrom } from './random.js';
import type { Video } from './records.js';

/**
 * The videos of a seeded library: the named ones first (the ids docs and tests use), then generated ones up to
 * `count`, deterministic per library so every account and run sees the same list. Uploads are an hour apart, newest
 * first, the named ones newest.
 */

/** The demo library holds enough videos to page through (three pages of 100). */
export const DEMO_LIBRARY_VIDEO_COUNT = 250;
/** A collection of the seeded libraries: every tenth video belongs to it. */
export const DEMO_COLLECTION_ID = 'c0113c71-0000-4a00-8000-5eeded000001';

const HOUR_MS = 3_600_000;
const TOPICS = ['Product tour', 'Customer story', 'Release notes', 'How-to', 'Webinar', 'Teaser', 'Interview'];

export function seedVideos(
  libraryId: number,
  named: ReadonlyArray<[string, string]>,
  count: number,
  now: Date,
): Map<string, Video> {
  const random = new Random(`videos:${libraryId}`);
  const videos = new Map<string, Video>();
  for (let index = 0; index < count; index += 1) {
    const [guid, title] = named[index] ?? [
      uuidFrom(`video:${libraryId}:${index}`),
      `${random.pick(TOPICS)} #${String(index).padStart(3, '0')}`,
    ];
    videos.set(guid, {
      guid,
      title,
      dateUploaded: new Date(now.getTime() - (index + 1) * HOUR_MS),
      length: random.int(15, 3600),
      // Most are ready; a few still in the pipeline, so the status shows.
      status: index % 25 === 7 ? 3 : 4,
      views: random.int(0, 250_000),
      storageSize: random.int(5, 2_000) * 1_048_576,
      collectionId: index % 10 === 0 ? DEMO_COLLECTION_ID : null,
    });
  }
  return videos;
}

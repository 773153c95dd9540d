import { settingOf } from './videoLibraryModel.js';
import type { Video, VideoLibrary } from './videoState.js';

/** VideoModel as the video host answers it: the state's fields, and believable values for the rest. */

const CODEC_NUMBERS = ['x264', 'vp9', 'hevc', 'av1'] as const;

/** bunny.net's EncoderOutputCodec names, by the number its path takes. */
export const codecName = (number: number): string | undefined => CODEC_NUMBERS[number];

export function videoModel(library: VideoLibrary, video: Video): Record<string, unknown> {
  const finished = video.status === 4;
  const thumbnail = video.thumbnail?.source === 'url' ? video.thumbnail.url : null;
  return {
    videoLibraryId: library.id,
    guid: video.guid,
    title: video.title,
    description: null,
    dateUploaded: video.dateUploaded.toISOString(),
    views: video.views,
    isPublic: true,
    length: video.length,
    status: video.status,
    framerate: video.original ? 30 : 0,
    rotation: 0,
    width: video.original ? 1920 : 0,
    height: video.original ? 1080 : 0,
    availableResolutions: video.resolutions.join(','),
    outputCodecs: video.outputCodecs.join(',') || 'x264',
    thumbnailCount: finished ? 12 : 0,
    encodeProgress: finished ? 100 : video.status === 3 ? 60 : 0,
    storageSize: video.storageSize,
    captions: [...video.captions.values()].map(({ srclang, label, version }) => ({ srclang, label, version })),
    hasMP4Fallback: settingOf(library, 'EnableMP4Fallback') === true,
    collectionId: video.collectionId,
    thumbnailFileName: 'thumbnail.jpg',
    thumbnailUrl: thumbnail ?? `https://vz-${library.id}.b-cdn.net/${video.guid}/thumbnail.jpg`,
    thumbnailBlurhash: null,
    averageWatchTime: Math.min(video.length, 42),
    totalWatchTime: video.views * Math.min(video.length, 42),
    category: 'other',
    chapters: video.chapters.map((chapter) => ({ ...chapter })),
    moments: video.moments.map((moment) => ({ ...moment })),
    metaTags: video.metaTags.map((tag) => ({ ...tag })),
    transcodingMessages: [],
    jitEncodingEnabled: false,
    smartGenerateStatus: video.smartGenerateStatus,
    smartGenerateFeaturesStatus: null,
    hasOriginal: video.hasOriginal,
    originalHash: video.original?.sha256 ?? null,
    hasHighQualityPreview: false,
  };
}

import { json, empty, type Reply } from '../core/http.js';
import type { HandlerContext } from '../router.js';
import { httpUrlOf } from './query.js';
import { onVideo } from './videoActions.js';
import { settingOf } from './videoLibraryModel.js';
import { videoModel } from './videoModel.js';
import type { Video, VideoLibrary } from './videoState.js';

/**
 * The video host's reads of one video's details, made from its state: its resolutions and their files, the bytes
 * they take, a deterministic heatmap, the player's data; and oEmbed for a player URL of one of the account's videos.
 */

const cdn = (library: VideoLibrary) => `https://vz-${library.id}.b-cdn.net`;

function ok(data: unknown): Reply {
  return json(200, { success: true, message: 'OK', statusCode: 200, data });
}

/** GET .../resolutions: `{ success, message, statusCode, data }` (VideoResolutionsInfoModel). */
export const getResolutions = onVideo((_context, library, video) => {
  const path = (resolution: string) => ({ resolution, path: `/${video.guid}/${resolution}/video.m3u8` });
  return ok({
    videoId: video.guid,
    videoLibraryId: library.id,
    availableResolutions: [...video.resolutions],
    configuredResolutions: String(settingOf(library, 'EnabledResolutions')).split(','),
    playlistResolutions: video.resolutions.map(path),
    storageResolutions: video.resolutions.map(path),
    mp4Resolutions: [],
    storageObjects: video.resolutions.map((resolution, index) => ({
      guid: `${video.guid}-${index}`,
      storageZoneName: `vz-${library.id}`,
      path: `/${library.storageZoneId}/${video.guid}/${resolution}/`,
      objectName: 'video.m3u8',
      length: Math.floor(video.storageSize / Math.max(1, video.resolutions.length)),
      lastChanged: video.dateUploaded.toISOString(),
      serverId: 1,
      isDirectory: false,
      userId: null,
      contentType: 'application/vnd.apple.mpegurl',
      dateCreated: video.dateUploaded.toISOString(),
      storageZoneId: library.storageZoneId,
      checksum: null,
      replicatedZones: library.replicationRegions.join(','),
    })),
    oldResolutions: [],
    hasBothOldAndNewResolutionFormat: false,
    hasOriginal: video.hasOriginal,
  });
});

/** GET .../storage: the encoded renditions share the video's size; the original is counted while kept. */
export const getStorage = onVideo((context, _library, video) => {
  const share = Math.floor(video.storageSize / Math.max(1, video.resolutions.length * video.outputCodecs.length));
  const encoded = Object.fromEntries(
    video.outputCodecs.flatMap((codec) =>
      video.resolutions.map((resolution) => [`${codec}_${resolution}`, { codec, resolution, size: share }]),
    ),
  );
  return ok({
    encoded,
    thumbnails: 12 * 40_960,
    previews: 2_097_152,
    originals: video.hasOriginal ? (video.original?.size ?? 0) : 0,
    mp4Fallback: 0,
    miscellaneous: 4096,
    calculatedAt: context.now.toISOString(),
  });
});

/** GET .../heatmap: one point per 5% of a played video's length; none for a video nobody watched. */
export const getHeatmap = onVideo((_context, _library, video) => {
  const heatmap: Record<string, number> = {};
  if (video.views > 0 && video.length > 0)
    for (let step = 0; step < 20; step += 1)
      heatmap[String(Math.floor((video.length * step) / 20))] = 100 - ((step * 37 + video.length) % 60);
  return json(200, { heatmap });
});

/** GET .../play and .../play/heatmap: the player's data (VideoPlayDataModel). */
export const getPlayData = onVideo((_context, library, video) => json(200, playData(library, video)));

function playData(library: VideoLibrary, video: Video): Record<string, unknown> {
  const setting = (name: string) => settingOf(library, name);
  return {
    video: videoModel(library, video),
    libraryName: library.name,
    pullZoneId: library.pullZoneId,
    captionsPath: `${cdn(library)}/${video.guid}/captions/`,
    seekPath: `${cdn(library)}/${video.guid}/seek/_.jpg`,
    thumbnailUrl: `${cdn(library)}/${video.guid}/thumbnail.jpg`,
    fallbackUrl: `${cdn(library)}/${video.guid}/play_720p.mp4`,
    videoPlaylistUrl: `${cdn(library)}/${video.guid}/playlist.m3u8`,
    originalUrl: setting('ExposeOriginals') === true ? `${cdn(library)}/${video.guid}/original` : null,
    previewUrl: `${cdn(library)}/${video.guid}/preview.webp`,
    controls: setting('Controls'),
    enableDRM: setting('EnableDRM'),
    drmVersion: setting('DrmVersion'),
    playerKeyColor: setting('PlayerKeyColor'),
    vastTagUrl: setting('VastTagUrl'),
    viAiPublisherId: setting('ViAiPublisherId'),
    captionsFontSize: setting('CaptionsFontSize'),
    captionsFontColor: setting('CaptionsFontColor'),
    captionsBackground: setting('CaptionsBackground'),
    uiLanguage: setting('UILanguage'),
    allowEarlyPlay: setting('AllowEarlyPlay'),
    tokenAuthEnabled: setting('PlayerTokenAuthenticationEnabled'),
    enableMP4Fallback: setting('EnableMP4Fallback'),
    showHeatmap: setting('ShowHeatmap'),
    fontFamily: setting('FontFamily'),
    playbackSpeeds: setting('PlaybackSpeeds'),
    widevineMinClientSecurityLevel: null,
    widevineEmeRobustness: null,
    widevineSdOnlyForL3: false,
    maxSoftwareWidevineResolution: null,
    zoneTier: 0,
    isPlayable: video.status === 4,
    isPlaylistPlayable: video.status === 4,
    preferredPlaybackSource: 'Playlist',
    rememberPlayerPosition: setting('RememberPlayerPosition'),
    customCss: null,
    exposeVideoMetadata: setting('ExposeVideoMetadata'),
    enableCompactControls: setting('EnableCompactControls'),
  };
}

/** The player URLs oEmbed takes: `https://iframe.mediadelivery.net/embed/{libraryId}/{videoId}` (or `/play/`). */
const PLAYER_PATH = /^\/(?:embed|play)\/(\d+)\/([0-9a-f-]+)\/?$/i;

/**
 * GET /OEmbed?url=&maxWidth=&maxHeight=: the account is the one whose key the request carries (see streamAuth.ts);
 * a URL that is not a player URL of one of its videos answers 404 with no body.
 */
export function getOEmbed(context: HandlerContext): Reply {
  const url = httpUrlOf(context.query.get('url'));
  const match = url ? PLAYER_PATH.exec(url.pathname) : null;
  const library = context.account.videoLibraries.get(Number(match?.[1]));
  const video = library?.videos.get(String(match?.[2]).toLowerCase());
  if (!library || !video) return empty(404);
  const width = Math.min(Number(context.query.get('maxWidth')) || 640, 640);
  const height = Math.min(Number(context.query.get('maxHeight')) || 360, Math.round((width * 9) / 16));
  return json(200, {
    version: '1.0',
    title: video.title,
    type: 'video',
    thumbnail_url: `${cdn(library)}/${video.guid}/thumbnail.jpg`,
    thumbnail_width: 1280,
    thumbnail_height: 720,
    width,
    height,
    html: `<iframe src="${url?.origin}/embed/${library.id}/${video.guid}" width="${width}" height="${height}" allowfullscreen></iframe>`,
    provider_name: 'bunny.net',
    provider_url: 'https://bunny.net',
  });
}

import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { prop, upstreamDateTime, withoutNulls } from '../../shared/codecs.js';
import { toGlobalId } from '../../shared/globalId.js';
import { recordIdsOf } from '../../shared/recordIds.js';
import { collectionLocalId } from '../ids.js';
import { commaList, numberList } from '../lists.js';
import { videoPage } from './pages.js';
import { streamEnums } from '../streamEnums.js';
import { VIDEO_COLLECTION_TYPE, VIDEO_LIBRARY_LANGUAGE_TYPE } from '../typeNames.js';
import { validate } from '../validation.js';
import { knownVideo } from '../videos/host.js';

const ids = recordIdsOf('stream');

/** The records Stream's links read: collections, languages, a video's resolutions, storage, play data and oEmbed. */
export const linkResolvers: Resolvers = {
  VideoCollection: {
    id: (collection) =>
      toGlobalId(VIDEO_COLLECTION_TYPE, collectionLocalId(collection.videoLibraryId, collection.guid)),
    collectionId: prop('guid'),
    videoLibraryId: prop('videoLibraryId'),
    previewVideoIds: (collection) => commaList(collection.previewVideoIds),
    previewImageUrls: (collection) => withoutNulls(collection.previewImageUrls) ?? [],
    videos: (collection, args, { scope: { stream } }) => {
      const libraryId = ids.id('the video library id', collection.videoLibraryId);
      const collectionId = ids.segment('the collection id', collection.guid);
      return videoPage(stream, libraryId, validate.collectionVideos(libraryId, collectionId, args));
    },
    library: (collection, _, { scope: { stream } }) => stream.libraries.load(collection.videoLibraryId),
  },
  VideoLibraryLanguage: {
    id: (language) => toGlobalId(VIDEO_LIBRARY_LANGUAGE_TYPE, language.ShortCode),
    shortCode: prop('ShortCode'),
    name: prop('Name'),
    supportPlayerTranslation: prop('SupportPlayerTranslation'),
    supportTranscribing: prop('SupportTranscribing'),
    transcribingAccuracy: prop('TranscribingAccuracy'),
  },
  VideoResolutions: {
    availableResolutions: (info) => withoutNulls(info.availableResolutions) ?? [],
    configuredResolutions: (info) => withoutNulls(info.configuredResolutions) ?? [],
    playlistResolutions: (info) => withoutNulls(info.playlistResolutions) ?? [],
    storageResolutions: (info) => withoutNulls(info.storageResolutions) ?? [],
    mp4Resolutions: (info) => withoutNulls(info.mp4Resolutions) ?? [],
    storageObjects: (info) => withoutNulls(info.storageObjects) ?? [],
    oldResolutions: (info) => withoutNulls(info.oldResolutions) ?? [],
  },
  VideoStorageObject: {
    lastChanged: (object) => upstreamDateTime(object.lastChanged),
    dateCreated: (object) => upstreamDateTime(object.dateCreated),
    replicatedZones: (object) => commaList(object.replicatedZones),
  },
  VideoStorage: {
    encoded: (storage) =>
      Object.entries(storage.encoded ?? {}).flatMap(([key, size]) =>
        size && typeof size === 'object' ? [{ ...size, key }] : [],
      ),
    calculatedAt: (storage) => upstreamDateTime(storage.calculatedAt),
  },
  VideoPlayData: {
    video: (data) => (data.video && typeof data.video === 'object' ? knownVideo(data.video, data.libraryId) : null),
    controls: (data) => commaList(data.controls),
    playbackSpeeds: (data) => numberList(data.playbackSpeeds),
    drmVersion: (data) => streamEnums.drmVersion.fromUpstream(data.drmVersion),
    widevineMinClientSecurityLevel: (data) =>
      streamEnums.widevineLevel.fromUpstream(data.widevineMinClientSecurityLevel),
    preferredPlaybackSource: (data) => streamEnums.playbackSource.fromUpstream(data.preferredPlaybackSource),
    enableDrm: prop('enableDRM'),
    enableMp4Fallback: prop('enableMP4Fallback'),
  },
  VideoOEmbed: {
    thumbnailUrl: prop('thumbnail_url'),
    thumbnailWidth: prop('thumbnail_width'),
    thumbnailHeight: prop('thumbnail_height'),
    providerName: prop('provider_name'),
    providerUrl: prop('provider_url'),
  },
  CaptionValidation: {
    errors: (validation) => withoutNulls(validation.errorList) ?? [],
    warnings: (validation) => withoutNulls(validation.warningList) ?? [],
  },
};

import type { Resolvers, VideoLibraryResolvers } from '../../../__generated__/resolvers-types.js';
import { chartPoints } from '../../shared/charts.js';
import { prop, upstreamDateTime, withoutNulls } from '../../shared/codecs.js';
import { toGlobalId } from '../../shared/globalId.js';
import { recordIdsOf } from '../../shared/recordIds.js';
import { commaList, numberList } from '../lists.js';
import { streamEnums } from '../streamEnums.js';
import { VIDEO_LIBRARY_TYPE } from '../typeNames.js';
import { validate } from '../validation.js';
import { collectionPage, videoPage } from '../links/pages.js';

/** A library's id from its record (a listed one), checked before its links call with it (recordIds.ts). */
export const libraryIdOf = (library: { Id: number }): number =>
  recordIdsOf('stream').id('the video library id', library.Id);

/** A `VideoLibrary`'s own fields: its record's properties under GraphQL's names (the keys are split off already). */
const libraryFields: VideoLibraryResolvers = {
  id: (library) => toGlobalId(VIDEO_LIBRARY_TYPE, library.Id),
  videoLibraryId: prop('Id'),
  name: prop('Name'),
  videoCount: prop('VideoCount'),
  trafficUsage: prop('TrafficUsage'),
  storageUsage: prop('StorageUsage'),
  dateCreated: (library) => upstreamDateTime(library.DateCreated),
  dateModified: (library) => upstreamDateTime(library.DateModified),
  replicationRegions: (library) => withoutNulls(library.ReplicationRegions) ?? [],
  pullZoneId: prop('PullZoneId'),
  storageZoneId: prop('StorageZoneId'),
  allowedReferrers: (library) => withoutNulls(library.AllowedReferrers) ?? [],
  blockedReferrers: (library) => withoutNulls(library.BlockedReferrers) ?? [],
  blockNoneReferrer: prop('BlockNoneReferrer'),
  enabledResolutions: (library) => commaList(library.EnabledResolutions),
  playerTokenAuthenticationEnabled: prop('PlayerTokenAuthenticationEnabled'),
  hasWatermark: prop('HasWatermark'),
  watermarkPositionLeft: prop('WatermarkPositionLeft'),
  watermarkPositionTop: prop('WatermarkPositionTop'),
  watermarkWidth: prop('WatermarkWidth'),
  watermarkHeight: prop('WatermarkHeight'),
  webhookUrl: prop('WebhookUrl'),
  vastTagUrl: prop('VastTagUrl'),
  viAiPublisherId: prop('ViAiPublisherId'),
  captionsFontSize: prop('CaptionsFontSize'),
  captionsFontColor: prop('CaptionsFontColor'),
  captionsBackground: prop('CaptionsBackground'),
  uiLanguage: prop('UILanguage'),
  allowEarlyPlay: prop('AllowEarlyPlay'),
  enableMp4Fallback: prop('EnableMP4Fallback'),
  keepOriginalFiles: prop('KeepOriginalFiles'),
  allowDirectPlay: prop('AllowDirectPlay'),
  enableDrm: prop('EnableDRM'),
  drmVersion: (library) => streamEnums.drmVersion.fromUpstream(library.DrmVersion),
  appleFairPlayDrm: prop('AppleFairPlayDrm'),
  googleWidevineDrm: prop('GoogleWidevineDrm'),
  bitrate240p: prop('Bitrate240p'),
  bitrate360p: prop('Bitrate360p'),
  bitrate480p: prop('Bitrate480p'),
  bitrate720p: prop('Bitrate720p'),
  bitrate1080p: prop('Bitrate1080p'),
  bitrate1440p: prop('Bitrate1440p'),
  bitrate2160p: prop('Bitrate2160p'),
  showHeatmap: prop('ShowHeatmap'),
  enableContentTagging: prop('EnableContentTagging'),
  customHtml: prop('CustomHTML'),
  controls: (library) => commaList(library.Controls),
  playbackSpeeds: (library) => numberList(library.PlaybackSpeeds),
  playerKeyColor: prop('PlayerKeyColor'),
  fontFamily: prop('FontFamily'),
  enableTranscribing: prop('EnableTranscribing'),
  enableTranscribingTitleGeneration: prop('EnableTranscribingTitleGeneration'),
  enableTranscribingDescriptionGeneration: prop('EnableTranscribingDescriptionGeneration'),
  enableTranscribingChaptersGeneration: prop('EnableTranscribingChaptersGeneration'),
  enableTranscribingMomentsGeneration: prop('EnableTranscribingMomentsGeneration'),
  transcribingCaptionLanguages: (library) => withoutNulls(library.TranscribingCaptionLanguages) ?? [],
  enableCaptionsInPlaylist: prop('EnableCaptionsInPlaylist'),
  rememberPlayerPosition: prop('RememberPlayerPosition'),
  enableMultiAudioTrackSupport: prop('EnableMultiAudioTrackSupport'),
  useSeparateAudioStream: prop('UseSeparateAudioStream'),
  jitEncodingEnabled: prop('JitEncodingEnabled'),
  encodingTier: (library) => streamEnums.encodingTier.fromUpstream(library.EncodingTier),
  outputCodecs: (library) => commaList(library.OutputCodecs),
  monthlyChargesTranscribing: prop('MonthlyChargesTranscribing'),
  monthlyChargesPremiumEncoding: prop('MonthlyChargesPremiumEncoding'),
  monthlyChargesEnterpriseDrm: prop('MonthlyChargesEnterpriseDrm'),
  playerVersion: prop('PlayerVersion'),
  removeMetadataFromFallbackVideos: prop('RemoveMetadataFromFallbackVideos'),
  scaleVideoUsingBothDimensions: prop('ScaleVideoUsingBothDimensions'),
  exposeOriginals: prop('ExposeOriginals'),
  exposeVideoMetadata: prop('ExposeVideoMetadata'),
  enableCompactControls: prop('EnableCompactControls'),
};

/** A `VideoLibrary`'s links: each calls bunny.net only when selected. */
const libraryLinks: VideoLibraryResolvers = {
  videos: (library, args, { scope: { stream } }) => {
    const request = validate.videos(library.Id, args);
    return videoPage(stream, libraryIdOf(library), request);
  },
  collections: (library, args, { scope: { stream } }) => {
    const request = validate.collections(library.Id, args);
    return collectionPage(stream, libraryIdOf(library), request);
  },
  statistics: (library, args, { scope: { stream } }) => {
    const query = validate.statistics(args);
    return stream.videos.statistics(libraryIdOf(library), query);
  },
  transcribingStatistics: (library, args, { scope: { stream } }) => {
    const range = validate.libraryStatistics(args);
    return stream.library.transcribingStatistics(libraryIdOf(library), range);
  },
  drmStatistics: (library, args, { scope: { stream } }) => {
    const range = validate.libraryStatistics(args);
    return stream.library.drmStatistics(libraryIdOf(library), range);
  },
};

export const libraryResolvers: Resolvers = {
  VideoLibrary: { ...libraryFields, ...libraryLinks },
  VideoLibraryFairPlayDrm: {
    enabled: prop('Enabled'),
    certificateExpirationDate: (drm) => upstreamDateTime(drm.CertificateExpirationDate),
    provider: prop('Provider'),
  },
  VideoLibraryWidevineDrm: {
    enabled: prop('Enabled'),
    certificateExpirationDate: (drm) => upstreamDateTime(drm.CertificateExpirationDate),
    provider: prop('Provider'),
    sdOnlyForL3: prop('SdOnlyForL3'),
    minClientSecurityLevel: (drm) => streamEnums.widevineLevel.fromUpstream(drm.MinClientSecurityLevel),
  },
  TranscribingStatistics: {
    totalTranscriptionSeconds: prop('TotalTranscriptionSeconds'),
    transcriptionSecondsChart: (stats) => chartPoints(stats.TranscriptionSecondsChart),
  },
  DrmStatistics: {
    totalLicensesIssued: prop('TotalLicensesIssued'),
    licensesIssuedChart: (stats) => chartPoints(stats.LicensesIssuedChart),
  },
};

import { corePage } from './pagination.js';
import { apiErrorData, invalidJson } from './errors.js';
import { empty, json, type Reply } from './http.js';
import { parseJsonObject } from './json.js';
import { intParam, type HandlerContext } from './router.js';
import type { VideoLibrary } from './state.js';

/** Core API Video Library operations (PascalCase, ApiErrorData errors). */

/** GET /videolibrary: the libraries whose name holds `search` (ignoring case), in id order, as the core API pages them. */
export function listVideoLibraries(context: HandlerContext): Reply {
  const term = context.query.get('search')?.trim().toLowerCase() ?? '';
  const libraries = [...context.account.videoLibraries.values()]
    .filter((library) => library.name.toLowerCase().includes(term))
    .sort((a, b) => a.id - b.id);
  return corePage(context, libraries.map(videoLibraryModel));
}

/** GET /videolibrary/{id}. The gateway reads the keys from here to call the Stream API. */
export function getVideoLibrary(context: HandlerContext): Reply {
  const library = context.account.videoLibraries.get(intParam(context, 'id'));
  if (!library)
    return apiErrorData(404, 'videolibrary.not_found', 'Id', 'The Video Library with the requested ID does not exist.');
  return json(200, videoLibraryModel(library));
}

/** POST /videolibrary/{id}/removeBlockedReferrer. Success is 200 with no body, as documented. */
export function removeBlockedReferrer(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body) return invalidJson();
  const hostname = body.Hostname;
  if (typeof hostname !== 'string' || hostname.trim() === '') {
    return apiErrorData(400, 'validation.required', 'Hostname', 'The Hostname field is required.');
  }
  const library = context.account.videoLibraries.get(intParam(context, 'id'));
  if (!library) return empty(404);
  const wanted = hostname.trim().toLowerCase();
  const index = library.blockedReferrers.findIndex((referrer) => referrer.toLowerCase() === wanted);
  if (index === -1) {
    return apiErrorData(
      400,
      'videolibrary.referrer_not_found',
      'Hostname',
      `The hostname ${hostname} is not a blocked referrer of this library.`,
    );
  }
  library.blockedReferrers.splice(index, 1);
  library.dateModified = context.now;
  return empty(200);
}

/** VideoLibraryModel: every documented field, with believable values for a small library. */
function videoLibraryModel(library: VideoLibrary): Record<string, unknown> {
  return {
    Id: library.id,
    Name: library.name,
    VideoCount: library.videos.size,
    TrafficUsage: library.trafficUsage,
    StorageUsage: library.storageUsage,
    DateCreated: library.dateCreated.toISOString(),
    DateModified: library.dateModified.toISOString(),
    ReplicationRegions: [...library.replicationRegions],
    ApiKey: library.apiKey,
    ReadOnlyApiKey: library.readOnlyApiKey,
    HasWatermark: false,
    WatermarkPositionLeft: 0,
    WatermarkPositionTop: 0,
    WatermarkWidth: 0,
    PullZoneId: library.pullZoneId,
    StorageZoneId: library.storageZoneId,
    WatermarkHeight: 0,
    EnabledResolutions: '360p,720p,1080p',
    ViAiPublisherId: null,
    VastTagUrl: null,
    WebhookUrl: null,
    CaptionsFontSize: 20,
    CaptionsFontColor: '#fff',
    CaptionsBackground: '#000',
    UILanguage: 'en',
    AllowEarlyPlay: false,
    PlayerTokenAuthenticationEnabled: false,
    AllowedReferrers: [...library.allowedReferrers],
    BlockedReferrers: [...library.blockedReferrers],
    BlockNoneReferrer: false,
    EnableMP4Fallback: true,
    KeepOriginalFiles: true,
    AllowDirectPlay: true,
    EnableDRM: false,
    DrmVersion: 0,
    AppleFairPlayDrm: { Enabled: false, CertificateId: null, CertificateExpirationDate: null, Provider: null },
    GoogleWidevineDrm: {
      Enabled: false,
      CertificateId: null,
      CertificateExpirationDate: null,
      Provider: null,
      SdOnlyForL3: false,
      MinClientSecurityLevel: 3,
    },
    Bitrate240p: 600,
    Bitrate360p: 800,
    Bitrate480p: 1400,
    Bitrate720p: 2800,
    Bitrate1080p: 5000,
    Bitrate1440p: 8000,
    Bitrate2160p: 25000,
    ApiAccessKey: library.apiKey,
    ShowHeatmap: false,
    EnableContentTagging: true,
    PullZoneType: 0,
    CustomHTML: null,
    Controls: 'play-large,play,progress,current-time,mute,volume,captions,settings,pip,airplay,fullscreen',
    PlaybackSpeeds: '0.5,0.75,1.0,1.25,1.5,1.75,2.0',
    PlayerKeyColor: '#ff7755',
    FontFamily: 'rubik',
    WatermarkVersion: 0,
    EnableTranscribing: false,
    EnableTranscribingTitleGeneration: false,
    EnableTranscribingDescriptionGeneration: false,
    EnableTranscribingChaptersGeneration: false,
    EnableTranscribingMomentsGeneration: false,
    TranscribingCaptionLanguages: [],
    EnableCaptionsInPlaylist: false,
    RememberPlayerPosition: true,
    EnableMultiAudioTrackSupport: false,
    UseSeparateAudioStream: false,
    JitEncodingEnabled: false,
    EncodingTier: 0,
    OutputCodecs: 'x264',
    DrmBasePriceOverride: null,
    DrmCostPerLicenseOverride: null,
    TranscribingPriceOverride: null,
    PremiumEncodingPriceOverride: null,
    MonthlyChargesTranscribing: 0,
    MonthlyChargesPremiumEncoding: 0,
    MonthlyChargesEnterpriseDrm: 0,
    FeatureFlags: null,
    PlayerVersion: 2,
    RemoveMetadataFromFallbackVideos: false,
    ScaleVideoUsingBothDimensions: true,
    ExposeOriginals: false,
    ExposeVideoMetadata: true,
    EnableCompactControls: false,
  };
}

import type { VideoLibrary } from './videoState.js';

/**
 * VideoLibraryModel as the core API answers it: every documented field, the library's own state first, then its
 * settings (what it was created or updated with, by bunny.net's names) over believable defaults for a small library.
 */

/** The settings a library has until it is created or updated with others (VideoLibraryModel's names). */
const DEFAULT_SETTINGS: Readonly<Record<string, unknown>> = {
  WatermarkPositionLeft: 0,
  WatermarkPositionTop: 0,
  WatermarkWidth: 0,
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
  BlockNoneReferrer: false,
  EnableMP4Fallback: true,
  KeepOriginalFiles: true,
  AllowDirectPlay: true,
  EnableDRM: false,
  DrmVersion: 0,
  Bitrate240p: 600,
  Bitrate360p: 800,
  Bitrate480p: 1400,
  Bitrate720p: 2800,
  Bitrate1080p: 5000,
  Bitrate1440p: 8000,
  Bitrate2160p: 25000,
  ShowHeatmap: false,
  EnableContentTagging: true,
  CustomHTML: null,
  Controls: 'play-large,play,progress,current-time,mute,volume,captions,settings,pip,airplay,fullscreen',
  PlaybackSpeeds: '0.5,0.75,1,1.25,1.5,1.75,2',
  PlayerKeyColor: '#ff7755',
  FontFamily: 'rubik',
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
  PlayerVersion: 2,
  RemoveMetadataFromFallbackVideos: false,
  ScaleVideoUsingBothDimensions: true,
  ExposeOriginals: false,
  ExposeVideoMetadata: true,
  EnableCompactControls: false,
};

/** A library's setting as it is now: its own, else the default. */
export function settingOf(library: VideoLibrary, name: string): unknown {
  return name in library.settings ? library.settings[name] : DEFAULT_SETTINGS[name];
}

/** The names of the settings a library can be created or updated with (VideoLibraryModel's). */
export const SETTING_NAMES: ReadonlySet<string> = new Set(Object.keys(DEFAULT_SETTINGS));

function drm(library: VideoLibrary): Record<string, unknown> {
  const widevine = (library.settings['GoogleWidevineDrm'] ?? {}) as Record<string, unknown>;
  const fairPlay = (library.settings['AppleFairPlayDrm'] ?? {}) as Record<string, unknown>;
  return {
    AppleFairPlayDrm: {
      Enabled: fairPlay['Enabled'] ?? false,
      CertificateId: null,
      CertificateExpirationDate: null,
      Provider: null,
    },
    GoogleWidevineDrm: {
      Enabled: widevine['Enabled'] ?? false,
      CertificateId: null,
      CertificateExpirationDate: null,
      Provider: null,
      SdOnlyForL3: widevine['SdOnlyForL3'] ?? false,
      MinClientSecurityLevel: widevine['MinClientSecurityLevel'] ?? 3,
    },
  };
}

export function videoLibraryModel(library: VideoLibrary): Record<string, unknown> {
  const settings = Object.fromEntries([...SETTING_NAMES].map((name) => [name, settingOf(library, name)]));
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
    HasWatermark: library.images.has('watermark'),
    PullZoneId: library.pullZoneId,
    StorageZoneId: library.storageZoneId,
    AllowedReferrers: [...library.allowedReferrers],
    BlockedReferrers: [...library.blockedReferrers],
    ApiAccessKey: library.apiKey,
    PullZoneType: 0,
    WatermarkVersion: library.images.has('watermark') ? 1 : 0,
    DrmBasePriceOverride: null,
    DrmCostPerLicenseOverride: null,
    TranscribingPriceOverride: null,
    PremiumEncodingPriceOverride: null,
    MonthlyChargesTranscribing: 0,
    MonthlyChargesPremiumEncoding: 0,
    MonthlyChargesEnterpriseDrm: 0,
    FeatureFlags: null,
    ...settings,
    ...drm(library),
  };
}

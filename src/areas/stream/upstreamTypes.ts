import type { components as Core } from '../../__generated__/upstream/core-api.js';
import type { components as Stream } from '../../__generated__/upstream/stream-api.js';

/**
 * Stream records as bunny.net sends them: aliases of the types generated from the published documents
 * (`npm run upstream-types`), never written by hand. Video libraries come from core-api.json (PascalCase), videos and
 * collections from stream-api.json (camelCase). The names are the area's, so its client, mappers and codegen's
 * `mappers` (index.ts) do not change when a document does.
 */

type CoreSchemas = Core['schemas'];
type StreamSchemas = Stream['schemas'];

/** `VideoLibraryModel` as bunny.net sends it, API keys included: only the client sees it (libraryKeys.ts splits it). */
export type UpstreamVideoLibraryRecord = CoreSchemas['VideoLibraryModel'];

/** The three properties of a library record that are credentials of the video host. */
export type LibraryKeyProperty = 'ApiKey' | 'ReadOnlyApiKey' | 'ApiAccessKey';

/** A library record without its API keys: the parent of the GraphQL `VideoLibrary` (the keys never reach a field). */
export type UpstreamVideoLibrary = Omit<UpstreamVideoLibraryRecord, LibraryKeyProperty>;

/** The library's credentials of the video host, as bunny.net sends them in the same record. Secrets. */
export type UpstreamLibraryKeys = Pick<UpstreamVideoLibraryRecord, LibraryKeyProperty>;

/** A library whose bunny.net id is known. */
export type KnownVideoLibrary = UpstreamVideoLibrary & { Id: number };

export type UpstreamAppleFairPlayDrm = CoreSchemas['AppleFairPlayDrm'];
export type UpstreamGoogleWidevineDrm = CoreSchemas['GoogleWidevineDrm'];
export type UpstreamVideoLibraryLanguage = CoreSchemas['VideoLibraryLanguage'];
export type UpstreamVideoLibraryCreate = CoreSchemas['VideoLibraryCreateModel'];
export type UpstreamVideoLibraryUpdate = CoreSchemas['VideoLibraryUpdateModel'];
export type UpstreamTranscribingStatistics = CoreSchemas['VideoLibraryTranscriptionStatisticsModel'];
export type UpstreamDrmStatistics = CoreSchemas['VideoLibraryDrmStatisticsModel'];

export type UpstreamCaption = StreamSchemas['CaptionModel'];
export type UpstreamChapter = StreamSchemas['ChapterModel'];
export type UpstreamMoment = StreamSchemas['MomentModel'];
export type UpstreamMetaTag = StreamSchemas['MetaTagModel'];
export type UpstreamTranscodingMessage = StreamSchemas['TranscodingMessageModel'];
export type UpstreamSmartGenerateFeatures = StreamSchemas['SmartGenerateFeaturesStatusModel'];

/** `VideoModel`. Its required properties are what bunny.net documents, not what the gateway relies on. */
export type UpstreamVideo = StreamSchemas['VideoModel'];

/** A video whose library and GUID are known: the parent of the GraphQL `Video`. */
export type KnownVideo = UpstreamVideo & { videoLibraryId: number; guid: string };

/** `VideoStatisticsModel`: charts and country totals as maps of key -> int64. */
export type UpstreamVideoStatistics = StreamSchemas['VideoStatisticsModel'];

export type UpstreamStatusModel = StreamSchemas['StatusModel'];
export type UpstreamCreateVideo = StreamSchemas['CreateVideoModel'];
export type UpstreamUpdateVideo = StreamSchemas['UpdateVideoModel'];
export type UpstreamFetchVideo = StreamSchemas['FetchVideoRequest'];
export type UpstreamTranscribeSettings = StreamSchemas['TranscribeSettings'];
export type UpstreamSmartGenerate = StreamSchemas['SmartGenerateModel'];
export type UpstreamCaptionAdd = StreamSchemas['CaptionModelAdd'];
export type UpstreamCaptionValidation = StreamSchemas['CaptionValidationModel'];
export type UpstreamCaptionAnswer = StreamSchemas['StatusModelOfCaptionValidationModel'];
export type UpstreamVideoResolutions = StreamSchemas['VideoResolutionsInfoModel'];
export type UpstreamResolutionsAnswer = StreamSchemas['StatusModelOfVideoResolutionsInfoModel'];
export type UpstreamResolutionReference = StreamSchemas['ResolutionReference'];
export type UpstreamStorageObject = StreamSchemas['StorageObjectModel'];
export type UpstreamVideoStorage = StreamSchemas['VideoStorageSizeModel'];
export type UpstreamStorageAnswer = StreamSchemas['StatusModelOfVideoStorageSizeModel'];
export type UpstreamCodecRenditionSize = StreamSchemas['CodecRenditionSizeModel'];
export type UpstreamVideoHeatmap = StreamSchemas['VideoHeatmapModel'];
export type UpstreamVideoPlayData = StreamSchemas['VideoPlayDataModel'];
export type UpstreamOEmbed = StreamSchemas['VideoOEmbedModel'];

/** `CollectionModel`. */
export type UpstreamCollection = StreamSchemas['CollectionModel'];

/** A collection whose library and GUID are known: the parent of the GraphQL `VideoCollection`. */
export type KnownCollection = UpstreamCollection & { videoLibraryId: number; guid: string };

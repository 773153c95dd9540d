/**
 * Mutations still in the pre-style form (docs/contributing/schema-style.md): their own argument lists, shared
 * payloads, `success` fields. test/unit/schemaStyle.test.ts skips them and fails when one is converted but still
 * listed; /work/tools/schemaStyle's codemod converts the documents that call them. The list only shrinks.
 */
export const LEGACY_MUTATIONS: ReadonlySet<string> = new Set([
  'removeBlockedReferrer',
  'setVideoThumbnail',
  'createVideoLibrary',
  'updateVideoLibrary',
  'deleteVideoLibrary',
  'addAllowedReferrer',
  'removeAllowedReferrer',
  'addBlockedReferrer',
  'setVideoLibraryImage',
  'deleteVideoLibraryImage',
  'resetVideoLibraryApiKey',
  'createVideo',
  'updateVideo',
  'deleteVideo',
  'uploadVideo',
  'fetchVideo',
  'reencodeVideo',
  'addVideoOutputCodec',
  'repackageVideo',
  'transcribeVideo',
  'triggerVideoSmartActions',
  'addVideoCaption',
  'deleteVideoCaption',
  'cleanUpVideoResolutions',
  'createVideoCollection',
  'updateVideoCollection',
  'deleteVideoCollection',
]);

/** Fields and arguments outside the legacy mutations that still use a forbidden id name (libraryId, scriptId). */
export const LEGACY_ID_FIELDS: ReadonlySet<string> = new Set([
  'Query.videos.libraryId',
  'Query.video.libraryId',
  'Query.videoCollection.libraryId',
  'Video.libraryId',
  'VideoCollection.libraryId',
]);

/** Id names that still have two types across the schema (outside the legacy mutations). */
export const LEGACY_MIXED_ID_TYPES: ReadonlySet<string> = new Set<string>();

import {
  DEMO_BLOCKED_REFERRER,
  DEMO_LIBRARY_ID,
  DEMO_VIDEO_ID,
  COURSES_LIBRARY_ID,
  ARCHIVE_COLLECTION_ID,
  CHECKOUT_VIDEO_ID,
  COURSES_VIDEO_ID,
  DEMO_COLLECTION_ID,
} from '../../../src/sandbox/index.js';
import type { Host } from '../support/documents.js';
import type { ContractOperation } from '../support/operations.js';

/** A write of the core API; `fields` are those of its one `input` argument. */
const library = (field: string, method: string, path: string, fields: string): ContractOperation => ({
  field,
  kind: 'mutation',
  args: () => `input: { ${fields} }`,
  host: 'api',
  method,
  path,
});

// ---- Stream (issues 25 and 27): every root field but the uploads (their File arguments are multipart: see
// test/contract/streamContract.test.ts), and the links of VideoLibrary and Video. The sandbox suite runs them in this
// order on one account: the deletions come last, each of a record nothing after it reads.
const LIBRARY = `videoLibraryId: ${DEMO_LIBRARY_ID}`;
const ON_DEMO_VIDEO = `videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}"`;
/** The video host's calls carry the library key, so that the call under test is the only one. */
const LIBRARY_KEY = { 'X-Library-Key': 'library-key-for-contract-tests' };
/** A write of the video host; `fields` are those of its one `input` argument. */
const video = (field: string, method: string, path: string, fields: string = ON_DEMO_VIDEO): ContractOperation => ({
  field,
  kind: 'mutation',
  args: () => `input: { ${fields} }`,
  host: 'video',
  method,
  path,
  headers: LIBRARY_KEY,
});

const videoLink = (link: string, path: string): ContractOperation => ({
  field: 'video',
  link,
  kind: 'query',
  args: () => ON_DEMO_VIDEO,
  host: 'video',
  method: 'GET',
  path,
  headers: LIBRARY_KEY,
});

const libraryLink = (link: string, host: Host, path: string): ContractOperation => ({
  field: 'videoLibrary',
  link,
  kind: 'query',
  args: () => LIBRARY,
  host,
  method: 'GET',
  path,
  ...(host === 'video' && { headers: LIBRARY_KEY }),
});

const VIDEO_PATH = '/library/{libraryId}/videos/{videoId}';
const STREAM_OPERATIONS: readonly ContractOperation[] = [
  {
    field: 'videoLibraryLanguages',
    kind: 'query',
    args: () => 'first: 5',
    host: 'api',
    method: 'GET',
    path: '/videolibrary/languages',
  },
  {
    field: 'videoCollection',
    kind: 'query',
    args: () => `videoLibraryId: ${DEMO_LIBRARY_ID}, collectionId: "${DEMO_COLLECTION_ID}"`,
    host: 'video',
    method: 'GET',
    path: '/library/{libraryId}/collections/{collectionId}',
    headers: LIBRARY_KEY,
  },
  {
    field: 'videoOEmbed',
    kind: 'query',
    args: () => `url: "https://iframe.mediadelivery.net/embed/${DEMO_LIBRARY_ID}/${DEMO_VIDEO_ID}", maxWidth: 640`,
    host: 'video',
    method: 'GET',
    path: '/OEmbed',
  },
  libraryLink('collections', 'video', '/library/{libraryId}/collections'),
  libraryLink('transcribingStatistics', 'api', '/videolibrary/{id}/transcribing/statistics'),
  libraryLink('drmStatistics', 'api', '/videolibrary/{id}/drm/statistics'),
  videoLink('collection', '/library/{libraryId}/collections/{collectionId}'),
  videoLink('resolutions', `${VIDEO_PATH}/resolutions`),
  videoLink('storage', `${VIDEO_PATH}/storage`),
  videoLink('heatmap', `${VIDEO_PATH}/heatmap`),
  videoLink('playData', `${VIDEO_PATH}/play`),
  videoLink('heatmapPlayData', `${VIDEO_PATH}/play/heatmap`),
  library(
    'createVideoLibrary',
    'POST',
    '/videolibrary',
    'name: "Contract", replicationRegions: ["DE"], encodingTier: FREE, enabledResolutions: ["720p"]',
  ),
  library(
    'updateVideoLibrary',
    'POST',
    '/videolibrary/{id}',
    `${LIBRARY}, videoLibrary: { name: "Demos", playbackSpeeds: [1, 2], drmVersion: BASIC, googleWidevineDrmEnabled: false }`,
  ),
  library(
    'addVideoLibraryAllowedReferrer',
    'POST',
    '/videolibrary/{id}/addAllowedReferrer',
    `${LIBRARY}, hostname: "shop.example"`,
  ),
  library(
    'removeVideoLibraryAllowedReferrer',
    'POST',
    '/videolibrary/{id}/removeAllowedReferrer',
    `${LIBRARY}, hostname: "shop.example"`,
  ),
  library(
    'addVideoLibraryBlockedReferrer',
    'POST',
    '/videolibrary/{id}/addBlockedReferrer',
    `${LIBRARY}, hostname: "leech.example"`,
  ),
  library('removeVideoLibraryImage', 'DELETE', '/videolibrary/{id}/watermark', `${LIBRARY}, image: WATERMARK`),
  library('resetVideoLibraryApiKey', 'POST', '/videolibrary/{id}/resetReadOnlyApiKey', `${LIBRARY}, key: READ_ONLY`),
  video(
    'createVideo',
    'POST',
    '/library/{libraryId}/videos',
    `videoLibraryId: ${DEMO_LIBRARY_ID}, video: { title: "Contract", thumbnailTime: 1000 }`,
  ),
  video(
    'updateVideo',
    'POST',
    VIDEO_PATH,
    `${ON_DEMO_VIDEO}, video: { title: "Renamed", moments: [{ label: "A", timestamp: 3 }] }`,
  ),
  video(
    'fetchVideo',
    'POST',
    '/library/{libraryId}/videos/fetch',
    `videoLibraryId: ${DEMO_LIBRARY_ID}, video: { url: "https://media.example.com/a.mp4", title: "Fetched", thumbnailTime: 500,
      headers: [{ name: "Authorization", value: "Bearer origin-token" }] }`,
  ),
  video('repackageVideo', 'POST', `${VIDEO_PATH}/repackage`),
  video('reencodeVideo', 'POST', `${VIDEO_PATH}/reencode`),
  video('addVideoOutputCodec', 'PUT', `${VIDEO_PATH}/outputs/{outputCodecId}`, `${ON_DEMO_VIDEO}, codec: HEVC`),
  video(
    'transcribeVideo',
    'POST',
    `${VIDEO_PATH}/transcribe`,
    `${ON_DEMO_VIDEO}, transcription: { targetLanguages: ["en"] }`,
  ),
  video(
    'triggerVideoSmartActions',
    'POST',
    `${VIDEO_PATH}/smart`,
    `${ON_DEMO_VIDEO}, smartActions: { generateTitle: true }`,
  ),
  video(
    'addVideoCaption',
    'POST',
    `${VIDEO_PATH}/captions/{srclang}`,
    `${ON_DEMO_VIDEO}, srclang: "de", label: "Deutsch", text: "WEBVTT\\n\\n00:00.000 --> 00:01.000\\nHallo"`,
  ),
  video(
    'cleanUpVideoResolutions',
    'POST',
    `${VIDEO_PATH}/resolutions/cleanup`,
    `${ON_DEMO_VIDEO}, resolutions: { resolutions: ["360p"], dryRun: true }`,
  ),
  video(
    'createVideoCollection',
    'POST',
    '/library/{libraryId}/collections',
    `videoLibraryId: ${DEMO_LIBRARY_ID}, name: "Contract"`,
  ),
  video(
    'updateVideoCollection',
    'POST',
    '/library/{libraryId}/collections/{collectionId}',
    `videoLibraryId: ${DEMO_LIBRARY_ID}, collectionId: "${DEMO_COLLECTION_ID}", name: "Spring launch 2026"`,
  ),
  video(
    'removeVideoCaption',
    'DELETE',
    `${VIDEO_PATH}/captions/{srclang}`,
    `videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${CHECKOUT_VIDEO_ID}", srclang: "en"`,
  ),
  video(
    'deleteVideoCollection',
    'DELETE',
    '/library/{libraryId}/collections/{collectionId}',
    `videoLibraryId: ${DEMO_LIBRARY_ID}, collectionId: "${ARCHIVE_COLLECTION_ID}"`,
  ),
  video('deleteVideo', 'DELETE', VIDEO_PATH, `videoLibraryId: ${COURSES_LIBRARY_ID}, videoId: "${COURSES_VIDEO_ID}"`),
  library('deleteVideoLibrary', 'DELETE', '/videolibrary/{id}', `videoLibraryId: ${COURSES_LIBRARY_ID}`),
];

/** Stream: its operations, each with valid arguments (the sandbox's seeded ids) and the documented call it makes. */
export const operations: readonly ContractOperation[] = [
  {
    field: 'removeVideoLibraryBlockedReferrer',
    kind: 'mutation',
    args: () => `input: { videoLibraryId: ${DEMO_LIBRARY_ID}, hostname: "${DEMO_BLOCKED_REFERRER}" }`,
    host: 'api',
    method: 'POST',
    path: '/videolibrary/{id}/removeBlockedReferrer',
  },
  {
    field: 'setVideoThumbnail',
    kind: 'mutation',
    args: () =>
      `input: { videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}", thumbnailUrl: "https://img.example.com/thumb.jpg" }`,
    host: 'video',
    method: 'POST',
    path: '/library/{libraryId}/videos/{videoId}/thumbnail',
    headers: { 'X-Library-Key': 'library-key-for-contract-tests' },
  },
  {
    field: 'videoLibraries',
    kind: 'query',
    args: () => 'first: 20, search: "demo"',
    host: 'api',
    method: 'GET',
    path: '/videolibrary',
  },
  {
    field: 'videoLibrary',
    kind: 'query',
    args: () => `videoLibraryId: ${COURSES_LIBRARY_ID}`,
    host: 'api',
    method: 'GET',
    path: '/videolibrary/{id}',
  },
  {
    field: 'videos',
    kind: 'query',
    args: () => `videoLibraryId: ${DEMO_LIBRARY_ID}, first: 20, search: "tour", orderBy: TITLE`,
    host: 'video',
    method: 'GET',
    path: '/library/{libraryId}/videos',
  },
  {
    field: 'video',
    kind: 'query',
    args: () => `videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}"`,
    host: 'video',
    method: 'GET',
    path: '/library/{libraryId}/videos/{videoId}',
  },
  {
    field: 'videoLibrary',
    link: 'statistics',
    kind: 'query',
    args: () => `videoLibraryId: ${DEMO_LIBRARY_ID}`,
    host: 'video',
    method: 'GET',
    path: '/library/{libraryId}/statistics',
  },
  ...STREAM_OPERATIONS,
];

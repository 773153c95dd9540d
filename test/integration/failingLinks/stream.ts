import {
  CHECKOUT_VIDEO_ID,
  DEMO_BLOCKED_REFERRER,
  DEMO_COLLECTION_ID,
  DEMO_LIBRARY_ID,
  DEMO_VIDEO_ID,
} from '../../../src/sandbox/index.js';
import { api, link, mutation, query, type Row, uploadMutation, video } from './rows.js';

const GET_LIBRARY = api('GET', /^\/videolibrary\/\d+$/);
const LIBRARY = `videoLibrary(videoLibraryId: ${DEMO_LIBRARY_ID})`;
const REMOVE_REFERRER = `removeVideoLibraryBlockedReferrer(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, hostname: "${DEMO_BLOCKED_REFERRER}" })`;
const THUMBNAIL = `setVideoThumbnail(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}", thumbnailUrl: "https://img.example.com/t.jpg" })`;
// ---- Stream (issues 25 and 27) -------------------------------------------------------------------------------
const VIDEO_ARGS = `videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}"`;
const ONE_VIDEO = `video(${VIDEO_ARGS})`;
const GET_VIDEO = video('GET', /^\/library\/\d+\/videos\/[^/]+$/);
const GET_COLLECTION = video('GET', /^\/library\/\d+\/collections\/[^/]+$/);

function streamRows(): Row[] {
  const library = `videoLibraryId: ${DEMO_LIBRARY_ID}`;
  const collection = `videoLibraryId: ${DEMO_LIBRARY_ID}, collectionId: "${DEMO_COLLECTION_ID}"`;
  return [
    query(`videoCollection(${collection})`, '{ id }', GET_COLLECTION),
    query('videoLibraryLanguages', '{ totalCount }', api('GET', /^\/videolibrary\/languages$/)),
    query(
      `videoOEmbed(url: "https://iframe.mediadelivery.net/embed/${DEMO_LIBRARY_ID}/${DEMO_VIDEO_ID}")`,
      '{ title }',
      video('GET', /^\/OEmbed$/),
    ),
    mutation('createVideoLibrary(input: { name: "New" })', api('POST', /^\/videolibrary$/)),
    mutation(
      `updateVideoLibrary(input: { ${library}, videoLibrary: { name: "Renamed" } })`,
      api('POST', /^\/videolibrary\/\d+$/),
    ),
    mutation(`deleteVideoLibrary(input: { ${library} })`, api('DELETE', /^\/videolibrary\/\d+$/)),
    mutation(
      `addVideoLibraryAllowedReferrer(input: { ${library}, hostname: "a.example" })`,
      api('POST', /\/addAllowedReferrer$/),
    ),
    mutation(
      `removeVideoLibraryAllowedReferrer(input: { ${library}, hostname: "acme-demo.com" })`,
      api('POST', /\/removeAllowedReferrer$/),
    ),
    mutation(
      `addVideoLibraryBlockedReferrer(input: { ${library}, hostname: "b.example" })`,
      api('POST', /\/addBlockedReferrer$/),
    ),
    uploadMutation(
      `setVideoLibraryImage(input: { ${library}, image: WATERMARK, file: $file })`,
      api('PUT', /\/watermark$/),
    ),
    mutation(
      `removeVideoLibraryImage(input: { ${library}, image: LIVE_THUMBNAIL })`,
      api('DELETE', /\/live\/thumbnail$/),
    ),
    mutation(`resetVideoLibraryApiKey(input: { ${library}, key: READ_ONLY })`, api('POST', /\/resetReadOnlyApiKey$/)),
    mutation(
      `createVideo(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, video: { title: "New" } })`,
      video('POST', /\/videos$/),
    ),
    mutation(
      `createVideoTusUpload(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, title: "New" })`,
      video('POST', /\/videos$/),
    ),
    mutation(`updateVideo(input: { ${VIDEO_ARGS}, video: { title: "Renamed" } })`, video('POST', /\/videos\/[^/]+$/)),
    mutation(`deleteVideo(input: { ${VIDEO_ARGS} })`, video('DELETE', /\/videos\/[^/]+$/)),
    uploadMutation(
      `uploadVideo(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}", file: $file })`,
      video('PUT', /\/videos\/[^/]+$/),
    ),
    mutation(
      `fetchVideo(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, video: { url: "https://media.example.com/a.mp4" } })`,
      video('POST', /\/videos\/fetch$/),
    ),
    mutation(`reencodeVideo(input: { ${VIDEO_ARGS} })`, video('POST', /\/reencode$/)),
    mutation(`addVideoOutputCodec(input: { ${VIDEO_ARGS}, codec: VP9 })`, video('PUT', /\/outputs\/\d+$/)),
    mutation(`repackageVideo(input: { ${VIDEO_ARGS} })`, video('POST', /\/repackage$/)),
    mutation(`transcribeVideo(input: { ${VIDEO_ARGS} })`, video('POST', /\/transcribe$/)),
    mutation(
      `triggerVideoSmartActions(input: { ${VIDEO_ARGS}, smartActions: { generateTitle: true } })`,
      video('POST', /\/smart$/),
    ),
    mutation(
      `addVideoCaption(input: { ${VIDEO_ARGS}, srclang: "de", text: "WEBVTT\\n" })`,
      video('POST', /\/captions\/de$/),
    ),
    mutation(
      `removeVideoCaption(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${CHECKOUT_VIDEO_ID}", srclang: "en" })`,
      video('DELETE', /\/captions\/en$/),
    ),
    mutation(
      `cleanUpVideoResolutions(input: { ${VIDEO_ARGS}, resolutions: { resolutions: ["360p"] } })`,
      video('POST', /\/resolutions\/cleanup$/),
    ),
    mutation(
      `createVideoCollection(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, name: "New" })`,
      video('POST', /\/collections$/),
    ),
    mutation(
      `updateVideoCollection(input: { ${collection}, name: "Renamed" })`,
      video('POST', /\/collections\/[^/]+$/),
    ),
    mutation(`deleteVideoCollection(input: { ${collection} })`, video('DELETE', /\/collections\/[^/]+$/)),
    link(
      'VideoLibrary.collections',
      `{ ${LIBRARY} { collections { totalCount } } }`,
      ['videoLibrary', 'collections'],
      video('GET', /\/collections$/),
    ),
    link(
      'VideoLibrary.transcribingStatistics',
      `{ ${LIBRARY} { transcribingStatistics { totalTranscriptionSeconds } } }`,
      ['videoLibrary', 'transcribingStatistics'],
      api('GET', /\/transcribing\/statistics$/),
    ),
    link(
      'VideoLibrary.drmStatistics',
      `{ ${LIBRARY} { drmStatistics { totalLicensesIssued } } }`,
      ['videoLibrary', 'drmStatistics'],
      api('GET', /\/drm\/statistics$/),
    ),
    link('Video.collection', `{ ${ONE_VIDEO} { collection { id } } }`, ['video', 'collection'], GET_COLLECTION),
    link(
      'Video.resolutions',
      `{ ${ONE_VIDEO} { resolutions { hasOriginal } } }`,
      ['video', 'resolutions'],
      video('GET', /\/resolutions$/),
    ),
    link(
      'Video.storage',
      `{ ${ONE_VIDEO} { storage { originals } } }`,
      ['video', 'storage'],
      video('GET', /\/storage$/),
    ),
    link('Video.heatmap', `{ ${ONE_VIDEO} { heatmap { value } } }`, ['video', 'heatmap'], video('GET', /\/heatmap$/)),
    link(
      'Video.playData',
      `{ ${ONE_VIDEO} { playData { libraryName } } }`,
      ['video', 'playData'],
      video('GET', /\/play$/),
    ),
    link(
      'Video.heatmapPlayData',
      `{ ${ONE_VIDEO} { heatmapPlayData { libraryName } } }`,
      ['video', 'heatmapPlayData'],
      video('GET', /\/play\/heatmap$/),
    ),
    link(
      'VideoCollection.videos',
      `{ videoCollection(${collection}) { videos(first: 1) { totalCount } } }`,
      ['videoCollection', 'videos'],
      video('GET', /\/videos$/),
    ),
    {
      ...link(
        'VideoCollection.library',
        `{ videoCollection(${collection}) { library { id } } }`,
        ['videoCollection', 'library'],
        GET_LIBRARY,
      ),
      withLibraryKey: true,
    },
    link(
      'AddVideoLibraryBlockedReferrerPayload.videoLibrary',
      `mutation { addVideoLibraryBlockedReferrer(input: { ${library}, hostname: "c.example" }) { videoLibrary { id } } }`,
      ['addVideoLibraryBlockedReferrer', 'videoLibrary'],
      GET_LIBRARY,
    ),
    link(
      'RemoveVideoLibraryImagePayload.videoLibrary',
      `mutation { removeVideoLibraryImage(input: { ${library}, image: WATERMARK }) { videoLibrary { id } } }`,
      ['removeVideoLibraryImage', 'videoLibrary'],
      GET_LIBRARY,
    ),
    link(
      'ResetVideoLibraryApiKeyPayload.videoLibrary',
      `mutation { resetVideoLibraryApiKey(input: { ${library}, key: FULL }) { videoLibrary { id } } }`,
      ['resetVideoLibraryApiKey', 'videoLibrary'],
      GET_LIBRARY,
    ),
    link(
      'AddVideoLibraryAllowedReferrerPayload.videoLibrary',
      `mutation { addVideoLibraryAllowedReferrer(input: { ${library}, hostname: "d.example" }) { videoLibrary { id } } }`,
      ['addVideoLibraryAllowedReferrer', 'videoLibrary'],
      GET_LIBRARY,
    ),
    link(
      'RemoveVideoLibraryAllowedReferrerPayload.videoLibrary',
      `mutation { removeVideoLibraryAllowedReferrer(input: { ${library}, hostname: "acme-demo.com" }) { videoLibrary { id } } }`,
      ['removeVideoLibraryAllowedReferrer', 'videoLibrary'],
      GET_LIBRARY,
    ),
    {
      ...link(
        'SetVideoLibraryImagePayload.videoLibrary',
        `mutation ($file: File!) { setVideoLibraryImage(input: { ${library}, image: WATERMARK, file: $file }) { videoLibrary { id } } }`,
        ['setVideoLibraryImage', 'videoLibrary'],
        GET_LIBRARY,
      ),
      file: 'a small file',
    },
    link(
      'TranscribeVideoPayload.video',
      `mutation { transcribeVideo(input: { ${VIDEO_ARGS} }) { video { videoId } } }`,
      ['transcribeVideo', 'video'],
      GET_VIDEO,
    ),
    link(
      'TriggerVideoSmartActionsPayload.video',
      `mutation { triggerVideoSmartActions(input: { ${VIDEO_ARGS}, smartActions: { generateTitle: true } }) { video { videoId } } }`,
      ['triggerVideoSmartActions', 'video'],
      GET_VIDEO,
    ),
    link(
      'CleanUpVideoResolutionsPayload.video',
      `mutation { cleanUpVideoResolutions(input: { ${VIDEO_ARGS}, resolutions: { resolutions: ["360p"] } }) { video { videoId } } }`,
      ['cleanUpVideoResolutions', 'video'],
      GET_VIDEO,
    ),
    {
      ...link(
        'UploadVideoPayload.video',
        `mutation ($file: File!) { uploadVideo(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "$VIDEO", file: $file }) { video { videoId } } }`,
        ['uploadVideo', 'video'],
        GET_VIDEO,
      ),
      file: 'a small file',
      freshVideo: true,
    },
    link(
      'UpdateVideoPayload.video',
      `mutation { updateVideo(input: { ${VIDEO_ARGS}, video: { title: "Renamed" } }) { video { videoId } } }`,
      ['updateVideo', 'video'],
      GET_VIDEO,
    ),
    {
      ...link(
        'DeleteVideoPayload.videoLibrary',
        `mutation { deleteVideo(input: { ${VIDEO_ARGS} }) { videoLibrary { id } } }`,
        ['deleteVideo', 'videoLibrary'],
        GET_LIBRARY,
      ),
      withLibraryKey: true,
    },
    {
      ...link(
        'FetchVideoPayload.videoLibrary',
        `mutation { fetchVideo(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, video: { url: "https://media.example.com/b.mp4" } }) { videoLibrary { id } } }`,
        ['fetchVideo', 'videoLibrary'],
        GET_LIBRARY,
      ),
      withLibraryKey: true,
    },
    link(
      'AddVideoCaptionPayload.video',
      `mutation { addVideoCaption(input: { ${VIDEO_ARGS}, srclang: "fr", text: "WEBVTT\\n" }) { video { videoId } } }`,
      ['addVideoCaption', 'video'],
      GET_VIDEO,
    ),
    link(
      'RemoveVideoCaptionPayload.video',
      `mutation { removeVideoCaption(input: { videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${CHECKOUT_VIDEO_ID}", srclang: "en" }) { video { videoId } } }`,
      ['removeVideoCaption', 'video'],
      GET_VIDEO,
    ),
    link(
      'UpdateVideoCollectionPayload.collection',
      `mutation { updateVideoCollection(input: { ${collection}, name: "Renamed" }) { collection { id } } }`,
      ['updateVideoCollection', 'collection'],
      GET_COLLECTION,
    ),
    {
      ...link(
        'DeleteVideoCollectionPayload.videoLibrary',
        `mutation { deleteVideoCollection(input: { ${collection} }) { videoLibrary { id } } }`,
        ['deleteVideoCollection', 'videoLibrary'],
        GET_LIBRARY,
      ),
      withLibraryKey: true,
    },
  ];
}

/** Stream: every field that calls bunny.net, each with the route that fails under it. */
export const rows = (): Row[] => [
  query('videoLibraries', '{ totalCount }', api('GET', /^\/videolibrary$/)),
  query(LIBRARY, '{ id }', GET_LIBRARY),
  query(
    `videos(videoLibraryId: ${DEMO_LIBRARY_ID}, first: 1)`,
    '{ totalCount }',
    video('GET', /^\/library\/\d+\/videos$/),
  ),
  query(
    `video(videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}")`,
    '{ videoId }',
    video('GET', /^\/library\/\d+\/videos\/[^/]+$/),
  ),
  mutation(REMOVE_REFERRER, api('POST', /^\/videolibrary\/\d+\/removeBlockedReferrer$/)),
  mutation(THUMBNAIL, video('POST', /\/thumbnail$/)),
  link(
    'VideoLibrary.videos',
    `{ ${LIBRARY} { videos(first: 1) { totalCount } } }`,
    ['videoLibrary', 'videos'],
    video('GET', /^\/library\/\d+\/videos$/),
  ),
  link(
    'VideoLibrary.statistics',
    `{ ${LIBRARY} { statistics { engagementScore } } }`,
    ['videoLibrary', 'statistics'],
    video('GET', /\/statistics$/),
  ),
  {
    ...link(
      'Video.library',
      `{ video(videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${DEMO_VIDEO_ID}") { library { id } } }`,
      ['video', 'library'],
      GET_LIBRARY,
    ),
    withLibraryKey: true,
  },
  link(
    'RemoveVideoLibraryBlockedReferrerPayload.videoLibrary',
    `mutation { ${REMOVE_REFERRER} { videoLibrary { id } } }`,
    ['removeVideoLibraryBlockedReferrer', 'videoLibrary'],
    GET_LIBRARY,
  ),
  link(
    'SetVideoThumbnailPayload.video',
    `mutation { ${THUMBNAIL} { video { videoId } } }`,
    ['setVideoThumbnail', 'video'],
    video('GET', /^\/library\/\d+\/videos\/[^/]+$/),
  ),
  ...streamRows(),
];

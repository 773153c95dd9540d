import type {
  AddVideoCaptionInput,
  CleanUpVideoResolutionsInput,
  CreateVideoInput,
  FetchVideoInput,
  RemoveVideoCaptionInput,
  SetVideoThumbnailInput,
  TranscribeVideoInput,
  TriggerVideoSmartActionsInput,
  UpdateVideoInput,
  UploadVideoInput,
  VideoChangesInput,
} from '../../../__generated__/resolvers-types.js';
import { claimUpload, type StreamedUpload, type StreamedUploads } from '../../../uploads/streamedUpload.js';
import {
  check,
  commaValue,
  intBetween,
  language,
  listOf,
  optionalId,
  optionalName,
  queryValue,
  resolution,
  plainName,
  someField,
} from '../checks.js';
import type { CleanupQuery } from './actions.js';
import type { FetchQuery, UploadQuery } from './client.js';
import type * as Up from '../upstreamTypes.js';

/** The checks of the video host's writes (videos and collections), one entry per GraphQL field. */

const INT32_MAX = 2 ** 31 - 1;
const MAX_ITEMS = 100;
const MAX_HEADERS = 20;
/** The largest caption file taken, as text or as a file: a feature film's subtitles are a few hundred KiB. */
export const MAX_CAPTION_BYTES = 1024 * 1024;

/** The thumbnail to set: the request's file, or a URL bunny.net fetches it from. */
export type ThumbnailArgument = { kind: 'file'; upload: StreamedUpload } | { kind: 'url'; url: string };

/** The captions to add: their text, or the request's file (read whole, then sent base64 in bunny.net's JSON). */
export type CaptionArgument = { kind: 'text'; text: string } | { kind: 'file'; upload: StreamedUpload };

/** The video a write is about, from its `input`. */
function videoInput(input: { videoLibraryId: number; videoId: string }): void {
  check.positiveId('input.videoLibraryId', input.videoLibraryId);
  check.identifier('input.videoId', input.videoId);
}

/** A file part of the request for `argument`, claimed by this field alone (a stream is read once). */
function fileOf(argument: string, value: unknown, uploads: StreamedUploads | undefined): StreamedUpload {
  const upload = claimUpload(value, uploads);
  if (!upload)
    throw check.refusal(
      argument,
      `Send ${argument} as the file part of a GraphQL multipart request, for one field only.`,
    );
  return upload;
}

function items<T>(argument: string, list: readonly T[] | null | undefined, each: (item: T, at: string) => void): void {
  if (list == null) return;
  if (list.length > MAX_ITEMS) throw check.refusal(argument, `${argument} may hold at most ${MAX_ITEMS} items.`);
  for (const [index, item] of list.entries()) each(item, `${argument}[${index}]`);
}

function checkVideoChange(input: VideoChangesInput): void {
  someField('input.video', input);
  optionalName('input.video.title', input.title);
  optionalId('input.video.collectionId', input.collectionId);
  items('input.video.chapters', input.chapters, (chapter, at) => {
    check.requiredText(`${at}.title`, chapter.title, 1, 255);
    intBetween(`${at}.start`, chapter.start, 0, INT32_MAX);
    intBetween(`${at}.end`, chapter.end, chapter.start + 1, INT32_MAX);
  });
  items('input.video.moments', input.moments, (moment, at) => {
    check.requiredText(`${at}.label`, moment.label, 1, 255);
    intBetween(`${at}.timestamp`, moment.timestamp, 0, INT32_MAX);
  });
  items('input.video.metaTags', input.metaTags, (tag, at) => {
    check.requiredText(`${at}.property`, tag.property, 1, 255);
    check.lengthBetween(`${at}.value`, tag.value, 0, 4096);
  });
}

/** A language when given (a single one, e.g. `sourceLanguage`). */
function optionalLanguage(argument: string, value: string | null | undefined): void {
  if (value != null) language(argument, value);
}

export const videoValidation = {
  /** The video's own mutations without further arguments: delete, re-encode, repackage, a codec added. */
  videoInput,

  createVideo(input: CreateVideoInput): Up.UpstreamCreateVideo {
    check.positiveId('input.videoLibraryId', input.videoLibraryId);
    const { title, collectionId, thumbnailTime } = input.video;
    check.requiredText('input.video.title', title, 1, 255);
    optionalId('input.video.collectionId', collectionId);
    intBetween('input.video.thumbnailTime', thumbnailTime, 0, INT32_MAX);
    return { title, collectionId: collectionId ?? null, thumbnailTime: thumbnailTime ?? null };
  },

  updateVideo(input: UpdateVideoInput): Up.UpstreamUpdateVideo {
    videoInput(input);
    checkVideoChange(input.video);
    const { title, collectionId, chapters, moments, metaTags } = input.video;
    return Object.fromEntries(
      Object.entries({ title, collectionId, chapters, moments, metaTags }).filter(([, value]) => value != null),
    );
  },

  uploadVideo(
    input: UploadVideoInput,
    uploads: StreamedUploads | undefined,
  ): { upload: StreamedUpload; query: UploadQuery } {
    videoInput(input);
    const options = input.options ?? {};
    listOf('input.options.enabledResolutions', options.enabledResolutions, resolution);
    listOf('input.options.enabledOutputCodecs', options.enabledOutputCodecs, plainName);
    listOf('input.options.transcribeLanguages', options.transcribeLanguages, language);
    optionalLanguage('input.options.sourceLanguage', options.sourceLanguage);
    const upload = fileOf('input.file', input.file, uploads);
    const query: UploadQuery = {
      jitEnabled: queryValue(options.jitEnabled),
      enabledResolutions: commaValue(options.enabledResolutions),
      enabledOutputCodecs: commaValue(options.enabledOutputCodecs),
      transcribeEnabled: queryValue(options.transcribeEnabled),
      transcribeLanguages: commaValue(options.transcribeLanguages),
      sourceLanguage: queryValue(options.sourceLanguage),
      generateTitle: queryValue(options.generateTitle),
      generateDescription: queryValue(options.generateDescription),
      generateChapters: queryValue(options.generateChapters),
      generateMoments: queryValue(options.generateMoments),
    };
    return { upload, query };
  },

  /** The URL is checked and passed on as data: bunny.net fetches it, the gateway never does. */
  fetchVideo(input: FetchVideoInput): { body: Up.UpstreamFetchVideo; query: FetchQuery } {
    check.positiveId('input.videoLibraryId', input.videoLibraryId);
    const { url, headers, title, collectionId, thumbnailTime } = input.video;
    check.httpUrl('input.video.url', url);
    if (headers != null && headers.length > MAX_HEADERS)
      throw check.refusal('input.video.headers', `input.video.headers may hold at most ${MAX_HEADERS} headers.`);
    headers?.forEach((header, index) => {
      check.httpToken(`input.video.headers[${index}].name`, header.name);
      check.lengthBetween(`input.video.headers[${index}].value`, header.value, 0, 8192);
    });
    optionalName('input.video.title', title);
    optionalId('input.video.collectionId', collectionId);
    intBetween('input.video.thumbnailTime', thumbnailTime, 0, INT32_MAX);
    const sent = headers == null ? null : Object.fromEntries(headers.map((header) => [header.name, header.value]));
    return {
      body: { url, headers: sent, title: title ?? null },
      query: { collectionId: collectionId ?? undefined, thumbnailTime: queryValue(thumbnailTime) },
    };
  },

  transcribeVideo(input: TranscribeVideoInput): Up.UpstreamTranscribeSettings {
    videoInput(input);
    const transcription = input.transcription ?? {};
    listOf('input.transcription.targetLanguages', transcription.targetLanguages, language);
    optionalLanguage('input.transcription.sourceLanguage', transcription.sourceLanguage);
    return { ...transcription };
  },

  triggerVideoSmartActions(input: TriggerVideoSmartActionsInput): Up.UpstreamSmartGenerate {
    videoInput(input);
    const actions = input.smartActions;
    if (!(actions.generateTitle || actions.generateDescription || actions.generateChapters || actions.generateMoments))
      throw check.refusal(
        'input.smartActions',
        'Ask for at least one smart action (generateTitle, generateDescription...).',
      );
    optionalLanguage('input.smartActions.sourceLanguage', actions.sourceLanguage);
    return { ...actions };
  },

  addVideoCaption(input: AddVideoCaptionInput, uploads: StreamedUploads | undefined): CaptionArgument {
    videoInput(input);
    language('input.srclang', input.srclang);
    optionalName('input.label', input.label);
    if ((input.text == null) === (input.file == null))
      throw check.refusal(input.text == null ? 'input.text' : 'input.file', 'Send exactly one of text and file.');
    if (input.file != null) return { kind: 'file', upload: fileOf('input.file', input.file, uploads) };
    const text = check.wellFormed('input.text', input.text ?? '');
    if (text.trim() === '') throw check.refusal('input.text', 'input.text must hold the captions (WebVTT or SRT).');
    if (Buffer.byteLength(text) > MAX_CAPTION_BYTES)
      throw check.refusal('input.text', `input.text must be at most ${MAX_CAPTION_BYTES} bytes.`);
    return { kind: 'text', text };
  },

  removeVideoCaption(input: RemoveVideoCaptionInput): void {
    videoInput(input);
    language('input.srclang', input.srclang);
  },

  cleanUpVideoResolutions(input: CleanUpVideoResolutionsInput): CleanupQuery {
    videoInput(input);
    const wanted = input.resolutions;
    listOf('input.resolutions.resolutions', wanted.resolutions, resolution);
    listOf('input.resolutions.outputs', wanted.outputs, plainName);
    const { resolutions, outputs, dryRun, ...switches } = wanted;
    if (!resolutions?.length && !outputs?.length && !Object.values(switches).some(Boolean))
      throw check.refusal(
        'input.resolutions',
        'Say what to delete: resolutions, outputs, or one of the delete switches.',
      );
    return {
      resolutionsToDelete: commaValue(resolutions),
      outputs: commaValue(outputs),
      deleteNonConfiguredResolutions: queryValue(switches.deleteNonConfiguredResolutions),
      allResolutions: queryValue(switches.allResolutions),
      deleteOriginal: queryValue(switches.deleteOriginal),
      deleteMp4Files: queryValue(switches.deleteMp4Files),
      dryRun: queryValue(dryRun),
    };
  },

  /** Also claims the uploaded file, so a second field given the same file is refused (a stream is read once). */
  setVideoThumbnail(input: SetVideoThumbnailInput, uploads: StreamedUploads | undefined): ThumbnailArgument {
    videoInput(input);
    const { thumbnail, thumbnailUrl } = input;
    if ((thumbnail == null) === (thumbnailUrl == null)) {
      throw check.refusal(
        thumbnail == null ? 'input.thumbnail' : 'input.thumbnailUrl',
        'Send exactly one of thumbnail (a file) and thumbnailUrl.',
      );
    }
    if (thumbnailUrl != null) return { kind: 'url', url: check.httpUrl('input.thumbnailUrl', thumbnailUrl) };
    return { kind: 'file', upload: fileOf('input.thumbnail', thumbnail, uploads) };
  },
};

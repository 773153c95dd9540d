import type {
  MutationAddVideoCaptionArgs,
  MutationCleanUpVideoResolutionsArgs,
  MutationCreateVideoArgs,
  MutationDeleteVideoCaptionArgs,
  MutationFetchVideoArgs,
  MutationSetVideoThumbnailArgs,
  MutationTranscribeVideoArgs,
  MutationTriggerVideoSmartActionsArgs,
  MutationUpdateVideoArgs,
  MutationUploadVideoArgs,
  QueryVideoArgs,
  UpdateVideoInput,
} from '../../__generated__/resolvers-types.js';
import { claimUpload, type StreamedUpload, type StreamedUploads } from '../../uploads/streamedUpload.js';
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
} from './checks.js';
import type { CleanupQuery } from './videoActions.js';
import type { FetchQuery, UploadQuery } from './videoClient.js';
import type * as Up from './upstreamTypes.js';

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

function video(args: QueryVideoArgs): void {
  check.positiveId('libraryId', args.libraryId);
  check.identifier('videoId', args.videoId);
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

function checkVideoChange(input: UpdateVideoInput): void {
  someField('input', input);
  optionalName('input.title', input.title);
  optionalId('input.collectionId', input.collectionId);
  items('input.chapters', input.chapters, (chapter, at) => {
    check.requiredText(`${at}.title`, chapter.title, 1, 255);
    intBetween(`${at}.start`, chapter.start, 0, INT32_MAX);
    intBetween(`${at}.end`, chapter.end, chapter.start + 1, INT32_MAX);
  });
  items('input.moments', input.moments, (moment, at) => {
    check.requiredText(`${at}.label`, moment.label, 1, 255);
    intBetween(`${at}.timestamp`, moment.timestamp, 0, INT32_MAX);
  });
  items('input.metaTags', input.metaTags, (tag, at) => {
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
  video,

  createVideo(args: MutationCreateVideoArgs): Up.UpstreamCreateVideo {
    check.positiveId('libraryId', args.libraryId);
    const { title, collectionId, thumbnailTime } = args.input;
    check.requiredText('input.title', title, 1, 255);
    optionalId('input.collectionId', collectionId);
    intBetween('input.thumbnailTime', thumbnailTime, 0, INT32_MAX);
    return { title, collectionId: collectionId ?? null, thumbnailTime: thumbnailTime ?? null };
  },

  updateVideo(args: MutationUpdateVideoArgs): Up.UpstreamUpdateVideo {
    video(args);
    checkVideoChange(args.input);
    const { title, collectionId, chapters, moments, metaTags } = args.input;
    return Object.fromEntries(
      Object.entries({ title, collectionId, chapters, moments, metaTags }).filter(([, value]) => value != null),
    );
  },

  uploadVideo(
    args: MutationUploadVideoArgs,
    uploads: StreamedUploads | undefined,
  ): { upload: StreamedUpload; query: UploadQuery } {
    video(args);
    const options = args.options ?? {};
    listOf('options.enabledResolutions', options.enabledResolutions, resolution);
    listOf('options.enabledOutputCodecs', options.enabledOutputCodecs, plainName);
    listOf('options.transcribeLanguages', options.transcribeLanguages, language);
    optionalLanguage('options.sourceLanguage', options.sourceLanguage);
    const upload = fileOf('file', args.file, uploads);
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
  fetchVideo(args: MutationFetchVideoArgs): { body: Up.UpstreamFetchVideo; query: FetchQuery } {
    check.positiveId('libraryId', args.libraryId);
    const { url, headers, title, collectionId, thumbnailTime } = args.input;
    check.httpUrl('input.url', url);
    if (headers != null && headers.length > MAX_HEADERS)
      throw check.refusal('input.headers', `input.headers may hold at most ${MAX_HEADERS} headers.`);
    headers?.forEach((header, index) => {
      check.httpToken(`input.headers[${index}].name`, header.name);
      check.lengthBetween(`input.headers[${index}].value`, header.value, 0, 8192);
    });
    optionalName('input.title', title);
    optionalId('input.collectionId', collectionId);
    intBetween('input.thumbnailTime', thumbnailTime, 0, INT32_MAX);
    const sent = headers == null ? null : Object.fromEntries(headers.map((header) => [header.name, header.value]));
    return {
      body: { url, headers: sent, title: title ?? null },
      query: { collectionId: collectionId ?? undefined, thumbnailTime: queryValue(thumbnailTime) },
    };
  },

  transcribeVideo(args: MutationTranscribeVideoArgs): Up.UpstreamTranscribeSettings {
    video(args);
    const input = args.input ?? {};
    listOf('input.targetLanguages', input.targetLanguages, language);
    optionalLanguage('input.sourceLanguage', input.sourceLanguage);
    return { ...input };
  },

  triggerVideoSmartActions(args: MutationTriggerVideoSmartActionsArgs): Up.UpstreamSmartGenerate {
    video(args);
    const { input } = args;
    if (!(input.generateTitle || input.generateDescription || input.generateChapters || input.generateMoments))
      throw check.refusal('input', 'Ask for at least one smart action (generateTitle, generateDescription...).');
    optionalLanguage('input.sourceLanguage', input.sourceLanguage);
    return { ...input };
  },

  addVideoCaption(args: MutationAddVideoCaptionArgs, uploads: StreamedUploads | undefined): CaptionArgument {
    video(args);
    language('srclang', args.srclang);
    optionalName('label', args.label);
    if ((args.text == null) === (args.file == null))
      throw check.refusal(args.text == null ? 'text' : 'file', 'Send exactly one of text and file.');
    if (args.file != null) return { kind: 'file', upload: fileOf('file', args.file, uploads) };
    const text = check.wellFormed('text', args.text ?? '');
    if (text.trim() === '') throw check.refusal('text', 'text must hold the captions (WebVTT or SRT).');
    if (Buffer.byteLength(text) > MAX_CAPTION_BYTES)
      throw check.refusal('text', `text must be at most ${MAX_CAPTION_BYTES} bytes.`);
    return { kind: 'text', text };
  },

  deleteVideoCaption(args: MutationDeleteVideoCaptionArgs): void {
    video(args);
    language('srclang', args.srclang);
  },

  cleanUpVideoResolutions(args: MutationCleanUpVideoResolutionsArgs): CleanupQuery {
    video(args);
    const { input } = args;
    listOf('input.resolutions', input.resolutions, resolution);
    listOf('input.outputs', input.outputs, plainName);
    const { resolutions, outputs, dryRun, ...switches } = input;
    if (!resolutions?.length && !outputs?.length && !Object.values(switches).some(Boolean))
      throw check.refusal('input', 'Say what to delete: resolutions, outputs, or one of the delete switches.');
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
  setVideoThumbnail(args: MutationSetVideoThumbnailArgs, uploads: StreamedUploads | undefined): ThumbnailArgument {
    video(args);
    const { thumbnail, thumbnailUrl } = args;
    if ((thumbnail == null) === (thumbnailUrl == null)) {
      throw check.refusal(
        thumbnail == null ? 'thumbnail' : 'thumbnailUrl',
        'Send exactly one of thumbnail (a file) and thumbnailUrl.',
      );
    }
    if (thumbnailUrl != null) return { kind: 'url', url: check.httpUrl('thumbnailUrl', thumbnailUrl) };
    return { kind: 'file', upload: fileOf('thumbnail', thumbnail, uploads) };
  },
};

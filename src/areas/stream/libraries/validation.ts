import type {
  CreateVideoLibraryInput,
  AddVideoLibraryAllowedReferrerInput,
  RemoveVideoLibraryImageInput,
  DeleteVideoLibraryInput,
  ResetVideoLibraryApiKeyInput,
  SetVideoLibraryImageInput,
  UpdateVideoLibraryInput,
  VideoLibraryChangesInput,
} from '../../../__generated__/resolvers-types.js';
import { claimUpload, type StreamedUpload, type StreamedUploads } from '../../../uploads/streamedUpload.js';
import {
  check,
  intBetween,
  language,
  listOf,
  optionalName,
  optionalText,
  optionalUrl,
  plainName,
  resolution,
  someField,
} from '../checks.js';

/** The checks of the video library writes (core API), one entry per GraphQL field. */

const REGION = /^[A-Za-z]{2,4}$/;
const BITRATES = ['240p', '360p', '480p', '720p', '1080p', '1440p', '2160p'] as const;
const WATERMARK = ['Left', 'Top', 'Width', 'Height'] as const;

/** What create and update share: the encoding, playback and transcribing settings (`at`: the settings' path). */
function checkSettings(at: string, input: CreateVideoLibraryInput | VideoLibraryChangesInput): void {
  intBetween(`${at}.playerVersion`, input.playerVersion, 1, 100);
  listOf(`${at}.outputCodecs`, input.outputCodecs, plainName);
  listOf(`${at}.enabledResolutions`, input.enabledResolutions, resolution);
  listOf(`${at}.transcribingCaptionLanguages`, input.transcribingCaptionLanguages, language);
}

function checkCreate(input: CreateVideoLibraryInput): void {
  check.requiredText('input.name', input.name, 1, 255);
  listOf('input.replicationRegions', input.replicationRegions, (argument, value) => {
    if (!REGION.test(value)) throw check.refusal(argument, `${argument} must be a region code such as "DE" or "NY".`);
    return value;
  });
  checkSettings('input', input);
}

/** The changes of `updateVideoLibrary`, at `input.videoLibrary`. */
function checkUpdate(input: VideoLibraryChangesInput): void {
  const at = 'input.videoLibrary';
  someField(at, input);
  optionalName(`${at}.name`, input.name);
  checkSettings(at, input);
  optionalText(`${at}.customHtml`, input.customHtml, 0, 65_536);
  for (const color of ['playerKeyColor', 'captionsFontColor', 'captionsBackground'] as const)
    optionalText(`${at}.${color}`, input[color], 1, 64);
  optionalText(`${at}.fontFamily`, input.fontFamily, 1, 100);
  optionalText(`${at}.viAiPublisherId`, input.viAiPublisherId, 0, 255);
  optionalUrl(`${at}.vastTagUrl`, input.vastTagUrl);
  optionalUrl(`${at}.webhookUrl`, input.webhookUrl);
  if (input.uiLanguage != null) language(`${at}.uiLanguage`, input.uiLanguage);
  for (const side of WATERMARK) intBetween(`${at}.watermark${side}`, watermarkOf(input, side), 0, 100);
  intBetween(`${at}.captionsFontSize`, input.captionsFontSize, 1, 200);
  for (const size of BITRATES) intBetween(`${at}.bitrate${size}`, input[`bitrate${size}`], 1, 100_000);
  listOf(`${at}.controls`, input.controls, plainName);
  input.playbackSpeeds?.forEach((speed, index) => {
    if (!Number.isFinite(speed) || speed < 0.1 || speed > 16)
      throw check.refusal(`${at}.playbackSpeeds[${index}]`, 'A playback speed must be from 0.1 to 16.');
  });
}

function watermarkOf(input: VideoLibraryChangesInput, side: (typeof WATERMARK)[number]): number | null | undefined {
  return side === 'Left' || side === 'Top' ? input[`watermarkPosition${side}`] : input[`watermark${side}`];
}

function libraryAndHostname(input: AddVideoLibraryAllowedReferrerInput): void {
  check.positiveId('input.videoLibraryId', input.videoLibraryId);
  check.hostname('input.hostname', input.hostname, { wildcard: true });
}

export const libraryValidation = {
  createVideoLibrary(input: CreateVideoLibraryInput): void {
    checkCreate(input);
  },

  updateVideoLibrary(input: UpdateVideoLibraryInput): void {
    check.positiveId('input.videoLibraryId', input.videoLibraryId);
    checkUpdate(input.videoLibrary);
  },

  deleteVideoLibrary(input: DeleteVideoLibraryInput): void {
    check.positiveId('input.videoLibraryId', input.videoLibraryId);
  },

  /** The four referrer mutations: add/remove a VideoLibrary allowed/blocked referrer. */
  referrer: libraryAndHostname,

  /** Also claims the uploaded file, so a second field given the same file is refused (a stream is read once). */
  setVideoLibraryImage(input: SetVideoLibraryImageInput, uploads: StreamedUploads | undefined): StreamedUpload {
    check.positiveId('input.videoLibraryId', input.videoLibraryId);
    const upload = claimUpload(input.file, uploads);
    if (!upload)
      throw check.refusal(
        'input.file',
        'Send the image as the file part of a GraphQL multipart request, for one field only.',
      );
    return upload;
  },

  /** `removeVideoLibraryImage` and `resetVideoLibraryApiKey`: the library is their only free argument. */
  library(input: RemoveVideoLibraryImageInput | ResetVideoLibraryApiKeyInput): void {
    check.positiveId('input.videoLibraryId', input.videoLibraryId);
  },
};

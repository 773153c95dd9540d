import type {
  CreateVideoLibraryInput,
  MutationAddAllowedReferrerArgs,
  MutationCreateVideoLibraryArgs,
  MutationDeleteVideoLibraryArgs,
  MutationResetVideoLibraryApiKeyArgs,
  MutationSetVideoLibraryImageArgs,
  MutationUpdateVideoLibraryArgs,
  UpdateVideoLibraryInput,
} from '../../__generated__/resolvers-types.js';
import { claimUpload, type StreamedUpload, type StreamedUploads } from '../../uploads/streamedUpload.js';
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
} from './checks.js';

/** The checks of the video library writes (core API), one entry per GraphQL field. */

const REGION = /^[A-Za-z]{2,4}$/;
const BITRATES = ['240p', '360p', '480p', '720p', '1080p', '1440p', '2160p'] as const;
const WATERMARK = ['Left', 'Top', 'Width', 'Height'] as const;

/** What create and update share: the encoding, playback and transcribing settings. */
function checkSettings(input: CreateVideoLibraryInput | UpdateVideoLibraryInput): void {
  intBetween('input.playerVersion', input.playerVersion, 1, 100);
  listOf('input.outputCodecs', input.outputCodecs, plainName);
  listOf('input.enabledResolutions', input.enabledResolutions, resolution);
  listOf('input.transcribingCaptionLanguages', input.transcribingCaptionLanguages, language);
}

function checkCreate(input: CreateVideoLibraryInput): void {
  check.requiredText('input.name', input.name, 1, 255);
  listOf('input.replicationRegions', input.replicationRegions, (argument, value) => {
    if (!REGION.test(value)) throw check.refusal(argument, `${argument} must be a region code such as "DE" or "NY".`);
    return value;
  });
  checkSettings(input);
}

function checkUpdate(input: UpdateVideoLibraryInput): void {
  someField('input', input);
  optionalName('input.name', input.name);
  checkSettings(input);
  optionalText('input.customHtml', input.customHtml, 0, 65_536);
  for (const color of ['playerKeyColor', 'captionsFontColor', 'captionsBackground'] as const)
    optionalText(`input.${color}`, input[color], 1, 64);
  optionalText('input.fontFamily', input.fontFamily, 1, 100);
  optionalText('input.viAiPublisherId', input.viAiPublisherId, 0, 255);
  optionalUrl('input.vastTagUrl', input.vastTagUrl);
  optionalUrl('input.webhookUrl', input.webhookUrl);
  if (input.uiLanguage != null) language('input.uiLanguage', input.uiLanguage);
  for (const side of WATERMARK) intBetween(`input.watermark${side}`, watermarkOf(input, side), 0, 100);
  intBetween('input.captionsFontSize', input.captionsFontSize, 1, 200);
  for (const size of BITRATES) intBetween(`input.bitrate${size}`, input[`bitrate${size}`], 1, 100_000);
  listOf('input.controls', input.controls, plainName);
  input.playbackSpeeds?.forEach((speed, index) => {
    if (!Number.isFinite(speed) || speed < 0.1 || speed > 16)
      throw check.refusal(`input.playbackSpeeds[${index}]`, 'A playback speed must be from 0.1 to 16.');
  });
}

function watermarkOf(input: UpdateVideoLibraryInput, side: (typeof WATERMARK)[number]): number | null | undefined {
  return side === 'Left' || side === 'Top' ? input[`watermarkPosition${side}`] : input[`watermark${side}`];
}

function libraryAndHostname(args: MutationAddAllowedReferrerArgs): void {
  check.positiveId('videoLibraryId', args.videoLibraryId);
  check.hostname('hostname', args.hostname, { wildcard: true });
}

export const libraryValidation = {
  createVideoLibrary(args: MutationCreateVideoLibraryArgs): void {
    checkCreate(args.input);
  },

  updateVideoLibrary(args: MutationUpdateVideoLibraryArgs): void {
    check.positiveId('videoLibraryId', args.videoLibraryId);
    checkUpdate(args.input);
  },

  deleteVideoLibrary(args: MutationDeleteVideoLibraryArgs): void {
    check.positiveId('videoLibraryId', args.videoLibraryId);
  },

  /** `addAllowedReferrer`, `removeAllowedReferrer`, `addBlockedReferrer` and `removeBlockedReferrer`. */
  referrer: libraryAndHostname,

  /** Also claims the uploaded file, so a second field given the same file is refused (a stream is read once). */
  setVideoLibraryImage(args: MutationSetVideoLibraryImageArgs, uploads: StreamedUploads | undefined): StreamedUpload {
    check.positiveId('videoLibraryId', args.videoLibraryId);
    const upload = claimUpload(args.file, uploads);
    if (!upload)
      throw check.refusal(
        'file',
        'Send the image as the file part of a GraphQL multipart request, for one field only.',
      );
    return upload;
  },

  /** `deleteVideoLibraryImage` and `resetVideoLibraryApiKey`: the library is their only free argument. */
  library(args: MutationDeleteVideoLibraryArgs | MutationResetVideoLibraryApiKeyArgs): void {
    check.positiveId('videoLibraryId', args.videoLibraryId);
  },
};

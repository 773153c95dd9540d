import { statusModel } from '../core/errors.js';
import { empty, json, type Reply } from '../core/http.js';
import { isStringArray, parseJsonObject, parseOptionalJsonObject } from '../core/json.js';
import { intParam, type HandlerContext } from '../router.js';
import { booleanQuery, commaQuery } from './query.js';
import { settingOf } from './videoLibraryModel.js';
import { codecName, videoModel } from './videoModel.js';
import { videoOf } from './videos.js';
import type { Video, VideoLibrary } from './videoState.js';

/**
 * What the video host does to a video after its upload, with the state it changes: an encoding again (Transcoding,
 * 3), a codec added, a repackaging, a transcription (its caption tracks appear), smart actions (Queued), caption tracks
 * added and deleted, and resolutions cleaned up.
 */

type VideoHandler = (context: HandlerContext, library: VideoLibrary, video: Video) => Reply;

/** The handler of a video of the authenticated library; an unknown video answers 404 with no body. */
export function onVideo(handle: VideoHandler) {
  return (context: HandlerContext): Reply => {
    const video = videoOf(context);
    return context.library && video ? handle(context, context.library, video) : empty(404);
  };
}

/** POST .../reencode: a video without its original cannot be encoded again (400 StatusModel). */
export const reencodeVideo = onVideo((_, library, video) => {
  if (!video.hasOriginal) return statusModel(400, 'The video has no original file to encode again.');
  video.status = 3;
  return json(200, videoModel(library, video));
});

/** PUT .../outputs/{outputCodecId}: 0 x264, 1 vp9, 2 hevc, 3 av1; a codec it has is a 400 with a JSON string. */
export const addOutputCodec = onVideo((context, library, video) => {
  const codec = codecName(intParam(context, 'outputCodecId'));
  if (codec === undefined) return json(400, 'The output codec is not one of 0 to 3.');
  if (video.outputCodecs.includes(codec)) return json(400, `The video is already encoded with ${codec}.`);
  if (!video.hasOriginal) return json(400, 'The video has no original file to encode.');
  video.outputCodecs.push(codec);
  video.status = 3;
  return json(200, videoModel(library, video));
});

/** POST .../repackage?keepOriginalFiles=: only a finished video can be (400 with no body otherwise). */
export const repackageVideo = onVideo((context, library, video) => {
  if (video.status !== 4) return empty(400);
  video.hasOriginal = booleanQuery(context, 'keepOriginalFiles', true) && video.hasOriginal;
  return json(200, videoModel(library, video));
});

/** POST .../transcribe?force=: once per video unless forced; each target language becomes a caption track. */
export const transcribeVideo = onVideo((context, _library, video) => {
  const body = parseOptionalJsonObject(context.body);
  if (!body) return statusModel(400, 'The body must be a JSON object.');
  if (video.original === null) return statusModel(400, 'The video has no file to transcribe yet.');
  if (video.transcribed.length > 0 && !booleanQuery(context, 'force', false))
    return statusModel(400, 'The video is already transcribed; send force=true to transcribe it again.');
  const targets = isStringArray(body['targetLanguages']) ? body['targetLanguages'] : ['en'];
  for (const srclang of targets) addTrack(video, srclang, `${srclang} (auto)`, 0);
  video.transcribed = [...targets];
  return statusModel(200, 'OK');
});

/** POST .../smart: at least one action (400 otherwise); bunny.net queues them (202, Queued). */
export const smartActions = onVideo((context, _library, video) => {
  const body = parseJsonObject(context.body);
  const wanted = ['generateTitle', 'generateDescription', 'generateChapters', 'generateMoments'];
  if (!body || !wanted.some((name) => body[name] === true)) return statusModel(400, 'Ask for at least one action.');
  video.smartGenerateStatus = 1;
  return statusModel(202, 'Accepted');
});

function addTrack(video: Video, srclang: string, label: string, size: number): void {
  const version = (video.captions.get(srclang)?.version ?? 0) + 1;
  video.captions.set(srclang, { srclang, label, size, version });
}

/** A captions file bunny.net takes: WebVTT, or SRT (a cue number, then a time line). */
const CAPTIONS = /^(?:\uFEFF?WEBVTT|\s*\d+\s*\r?\n\d{2}:\d{2}:\d{2},\d{3} --> )/;

/** POST .../captions/{srclang}, body `{ srclang, label, captionsFile }` (base64): checked, then kept. */
export const addCaption = onVideo((context, _library, video) => {
  const body = parseJsonObject(context.body);
  const file = typeof body?.['captionsFile'] === 'string' ? Buffer.from(body['captionsFile'], 'base64') : undefined;
  if (!file || !CAPTIONS.test(file.toString('utf8'))) {
    const errors = ['The file is neither WebVTT nor SRT.'];
    return json(400, {
      success: false,
      message: errors[0],
      statusCode: 400,
      data: { valid: false, errorList: errors },
    });
  }
  const srclang = String(context.params['srclang']);
  const label = typeof body?.['label'] === 'string' && body['label'] !== '' ? body['label'] : srclang;
  addTrack(video, srclang, label, file.length);
  const data = { valid: true, errorList: [], warningList: [], warningMessage: null };
  return json(200, { success: true, message: 'OK', statusCode: 200, data });
});

/** DELETE .../captions/{srclang}: an unknown track answers 404 with no body. */
export const deleteCaption = onVideo((context, _library, video) =>
  video.captions.delete(String(context.params['srclang'])) ? statusModel(200, 'OK') : empty(404),
);

/** POST .../resolutions/cleanup?resolutionsToDelete=&allResolutions=&deleteOriginal=&dryRun=... */
export const cleanUpResolutions = onVideo((context, library, video) => {
  const named = commaQuery(context, 'resolutionsToDelete') ?? [];
  const configured = String(settingOf(library, 'EnabledResolutions')).split(',');
  const doomed = video.resolutions.filter(
    (resolution) =>
      booleanQuery(context, 'allResolutions', false) ||
      named.includes(resolution) ||
      (booleanQuery(context, 'deleteNonConfiguredResolutions', false) && !configured.includes(resolution)),
  );
  if (booleanQuery(context, 'dryRun', false))
    return statusModel(200, `Would delete: ${doomed.join(', ') || 'nothing'}.`);
  video.resolutions = video.resolutions.filter((resolution) => !doomed.includes(resolution));
  if (booleanQuery(context, 'deleteOriginal', false)) video.hasOriginal = false;
  return statusModel(200, `Deleted: ${doomed.join(', ') || 'nothing'}.`);
});

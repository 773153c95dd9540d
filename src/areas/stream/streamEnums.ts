import { intEnum, stringEnum } from '../shared/codecs.js';

/** Stream's integer- and string-coded enums, in bunny.net's order (core-api.json, stream-api.json). */
export const streamEnums = {
  /** VideoModelStatus, 0 to 8. */
  videoStatus: intEnum([
    'CREATED',
    'UPLOADED',
    'PROCESSING',
    'TRANSCODING',
    'FINISHED',
    'ERROR',
    'UPLOAD_FAILED',
    'JIT_SEGMENTING',
    'JIT_PLAYLISTS_CREATED',
  ]),
  drmVersion: intEnum(['BASIC', 'ENTERPRISE', 'BASIC_V2']),
  encodingTier: intEnum(['FREE', 'PREMIUM']),
  widevineLevel: intEnum(['NONE', 'L1', 'L2', 'L3']),
  severity: intEnum(['UNDEFINED', 'INFORMATION', 'WARNING', 'ERROR']),
  issue: intEnum([
    'UNDEFINED',
    'STREAM_LENGTHS_DIFFERENCE',
    'TRANSCODING_WARNINGS',
    'INCOMPATIBLE_RESOLUTION',
    'INVALID_FRAMERATE',
    'VIDEO_EXCEEDED_MAX_DURATION',
    'AUDIO_EXCEEDED_MAX_DURATION',
    'ORIGINAL_CORRUPTED',
    'TRANSCRIPTION_FAILED',
    'JIT_INCOMPATIBLE',
    'JIT_FAILED',
    'CAPTION_GENERATION_FAILED',
  ]),
  smartStatus: intEnum(['NONE', 'QUEUED', 'IN_PROGRESS', 'FINISHED', 'FAILED']),
  /** EncoderOutputCodec, a path parameter. */
  outputCodec: intEnum(['X264', 'VP9', 'HEVC', 'AV1']),
  playbackSource: stringEnum({ NONE: 'None', PLAYLIST: 'Playlist', ORIGINAL: 'Original' }),
  /** bunny.net's `orderBy` of video lists. */
  videoOrder: stringEnum({ DATE: 'date', TITLE: 'title' }),
  /** bunny.net's `orderBy` of collection lists. */
  collectionOrder: stringEnum({ DATE: 'date', NAME: 'name' }),
};

import type { VideoOutputCodec } from '../../../__generated__/resolvers-types.js';
import type { Credentials } from '../../../auth/credentials.js';
import type { UpstreamSession } from '../../../upstream/session.js';
import type { LibraryReads } from '../libraries/reads.js';
import { streamEnums } from '../streamEnums.js';
import type * as Up from '../upstreamTypes.js';
import { knownVideo, VideoHostClient } from './host.js';

/** The query of `POST .../resolutions/cleanup`: which files to delete. */
export type CleanupQuery = Readonly<Record<string, string | undefined>>;

/** What bunny.net does to a video after its upload: encodings, captions, transcription, smart actions. */
export class VideoActionClient extends VideoHostClient {
  constructor(session: UpstreamSession, credentials: Credentials, libraries: LibraryReads) {
    super(session, credentials, libraries);
  }

  /** `POST {video_url}/library/{libraryId}/videos/{videoId}/reencode`: the video as it is now (VideoModel). */
  async reencode(libraryId: number, videoId: string): Promise<Up.KnownVideo | null> {
    const video = await this.objectOf<Up.UpstreamVideo>(libraryId, 'write', {
      method: 'POST',
      route: '/library/{libraryId}/videos/{videoId}/reencode',
      params: { libraryId, videoId },
    });
    return knownVideo(video, libraryId, videoId);
  }

  /** `PUT {video_url}/library/{libraryId}/videos/{videoId}/outputs/{outputCodecId}`: the video (VideoModel). */
  async addOutputCodec(libraryId: number, videoId: string, codec: VideoOutputCodec): Promise<Up.KnownVideo | null> {
    const video = await this.objectOf<Up.UpstreamVideo>(libraryId, 'write', {
      method: 'PUT',
      route: '/library/{libraryId}/videos/{videoId}/outputs/{outputCodecId}',
      params: { libraryId, videoId, outputCodecId: streamEnums.outputCodec.toUpstream(codec) },
    });
    return knownVideo(video, libraryId, videoId);
  }

  /** `POST {video_url}/library/{libraryId}/videos/{videoId}/repackage?keepOriginalFiles=`: the video (VideoModel). */
  async repackage(libraryId: number, videoId: string, keepOriginalFiles: boolean): Promise<Up.KnownVideo | null> {
    const video = await this.objectOf<Up.UpstreamVideo>(libraryId, 'write', {
      method: 'POST',
      route: '/library/{libraryId}/videos/{videoId}/repackage',
      params: { libraryId, videoId },
      query: { keepOriginalFiles: String(keepOriginalFiles) },
    });
    return knownVideo(video, libraryId, videoId);
  }

  /** `POST {video_url}/library/{libraryId}/videos/{videoId}/transcribe?force=`, the settings as the body. */
  transcribe(
    libraryId: number,
    videoId: string,
    force: boolean,
    settings: Up.UpstreamTranscribeSettings,
  ): Promise<Up.UpstreamStatusModel> {
    return this.statusOf(libraryId, {
      method: 'POST',
      route: '/library/{libraryId}/videos/{videoId}/transcribe',
      params: { libraryId, videoId },
      query: { force: String(force) },
      json: settings,
    });
  }

  /** `POST {video_url}/library/{libraryId}/videos/{videoId}/smart`: 202, bunny.net runs them later. */
  triggerSmartActions(
    libraryId: number,
    videoId: string,
    body: Up.UpstreamSmartGenerate,
  ): Promise<Up.UpstreamStatusModel> {
    return this.statusOf(libraryId, {
      method: 'POST',
      route: '/library/{libraryId}/videos/{videoId}/smart',
      params: { libraryId, videoId },
      json: body,
    });
  }

  /** `POST {video_url}/library/{libraryId}/videos/{videoId}/captions/{srclang}`: the file base64 in the JSON body. */
  async addCaption(
    libraryId: number,
    videoId: string,
    srclang: string,
    body: Up.UpstreamCaptionAdd,
  ): Promise<Up.UpstreamCaptionAnswer> {
    const { data } = await this.onVideoHost<Up.UpstreamCaptionAnswer>(libraryId, 'write', {
      method: 'POST',
      route: '/library/{libraryId}/videos/{videoId}/captions/{srclang}',
      params: { libraryId, videoId, srclang },
      json: body,
      answer: 'object',
    });
    return data ?? {};
  }

  /** `DELETE {video_url}/library/{libraryId}/videos/{videoId}/captions/{srclang}`. */
  deleteCaption(libraryId: number, videoId: string, srclang: string): Promise<Up.UpstreamStatusModel> {
    return this.statusOf(libraryId, {
      method: 'DELETE',
      route: '/library/{libraryId}/videos/{videoId}/captions/{srclang}',
      params: { libraryId, videoId, srclang },
    });
  }

  /** `POST {video_url}/library/{libraryId}/videos/{videoId}/resolutions/cleanup?resolutionsToDelete=&...`. */
  cleanUpResolutions(libraryId: number, videoId: string, query: CleanupQuery): Promise<Up.UpstreamStatusModel> {
    return this.statusOf(libraryId, {
      method: 'POST',
      route: '/library/{libraryId}/videos/{videoId}/resolutions/cleanup',
      params: { libraryId, videoId },
      query,
    });
  }
}

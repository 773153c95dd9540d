import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { echoed } from '../../shared/mutationPayload.js';
import type { KnownVideo, UpstreamStatusModel } from '../upstreamTypes.js';
import type { ThumbnailSource } from './client.js';
import { cappedUpload, uploadBytes } from './uploadBody.js';
import { validate } from '../validation.js';
import { MAX_CAPTION_BYTES, type CaptionArgument } from './validation.js';
import { collectionMutations } from '../collections/mutations.js';

type VideoInput = { videoLibraryId: number; videoId: string; clientMutationId?: string | null };

/** What a write answered with a StatusModel gives its payload: bunny.net's message (failures throw). */
const changed = (input: VideoInput, status: UpstreamStatusModel) => ({
  videoLibraryId: input.videoLibraryId,
  videoId: input.videoId,
  message: status.message ?? null,
  ...echoed(input),
});

/** A video bunny.net answered with its record (re-encoded, repackaged, a codec added). */
const encoded = (input: VideoInput, video: KnownVideo | null) => ({
  videoLibraryId: input.videoLibraryId,
  videoId: input.videoId,
  video,
  ...echoed(input),
});

/** The captions as bunny.net's JSON takes them: the file's bytes, base64. */
async function captionsFile(captions: CaptionArgument): Promise<string> {
  const bytes =
    captions.kind === 'text'
      ? Buffer.from(captions.text)
      : await uploadBytes(captions.upload, MAX_CAPTION_BYTES, 'input.file');
  return bytes.toString('base64');
}

/** The video host's writes of videos: each checks its arguments, then makes one call with the library's full key. */
export const videoMutations: Resolvers = {
  Mutation: {
    ...collectionMutations,

    createVideo: async (_, { input }, { scope: { stream } }) => {
      const video = await stream.videos.create(input.videoLibraryId, validate.createVideo(input));
      return { videoLibraryId: input.videoLibraryId, videoId: video?.guid ?? null, video, ...echoed(input) };
    },

    updateVideo: async (_, { input }, { scope: { stream } }) => {
      const body = validate.updateVideo(input);
      return changed(input, await stream.videos.update(input.videoLibraryId, input.videoId, body));
    },

    deleteVideo: async (_, { input }, { scope: { stream } }) => {
      validate.videoInput(input);
      await stream.videos.delete(input.videoLibraryId, input.videoId);
      return { videoLibraryId: input.videoLibraryId, videoId: input.videoId, ...echoed(input) };
    },

    uploadVideo: async (_, { input }, { scope: { stream, config, uploads } }) => {
      const { upload, query } = validate.uploadVideo(input, uploads);
      const body = cappedUpload(upload, config.limits.maxUploadBytes, 'input.file');
      return changed(input, await stream.videos.upload(input.videoLibraryId, input.videoId, body, query));
    },

    fetchVideo: async (_, { input }, { scope: { stream } }) => {
      const { body, query } = validate.fetchVideo(input);
      const status = await stream.videos.fetch(input.videoLibraryId, body, query);
      return { videoLibraryId: input.videoLibraryId, message: status.message ?? null, ...echoed(input) };
    },

    reencodeVideo: async (_, { input }, { scope: { stream } }) => {
      validate.videoInput(input);
      return encoded(input, await stream.actions.reencode(input.videoLibraryId, input.videoId));
    },

    addVideoOutputCodec: async (_, { input }, { scope: { stream } }) => {
      validate.videoInput(input);
      return encoded(input, await stream.actions.addOutputCodec(input.videoLibraryId, input.videoId, input.codec));
    },

    repackageVideo: async (_, { input }, { scope: { stream } }) => {
      validate.videoInput(input);
      const keep = input.keepOriginalFiles ?? true;
      return encoded(input, await stream.actions.repackage(input.videoLibraryId, input.videoId, keep));
    },

    transcribeVideo: async (_, { input }, { scope: { stream } }) => {
      const settings = validate.transcribeVideo(input);
      const { videoLibraryId, videoId } = input;
      return changed(input, await stream.actions.transcribe(videoLibraryId, videoId, input.force ?? false, settings));
    },

    triggerVideoSmartActions: async (_, { input }, { scope: { stream } }) => {
      const body = validate.triggerVideoSmartActions(input);
      return changed(input, await stream.actions.triggerSmartActions(input.videoLibraryId, input.videoId, body));
    },

    addVideoCaption: async (_, { input }, { scope: { stream, uploads } }) => {
      const captions = validate.addVideoCaption(input, uploads);
      const { videoLibraryId, videoId, srclang } = input;
      const body = { srclang, label: input.label ?? null, captionsFile: await captionsFile(captions) };
      const answer = await stream.actions.addCaption(videoLibraryId, videoId, srclang, body);
      return { ...changed(input, answer), srclang, validation: answer.data ?? null };
    },

    removeVideoCaption: async (_, { input }, { scope: { stream } }) => {
      validate.removeVideoCaption(input);
      const { videoLibraryId, videoId, srclang } = input;
      await stream.actions.deleteCaption(videoLibraryId, videoId, srclang);
      return { videoLibraryId, videoId, srclang, ...echoed(input) };
    },

    cleanUpVideoResolutions: async (_, { input }, { scope: { stream } }) => {
      const query = validate.cleanUpVideoResolutions(input);
      return changed(input, await stream.actions.cleanUpResolutions(input.videoLibraryId, input.videoId, query));
    },

    setVideoThumbnail: async (_, { input }, { scope: { stream, config, uploads } }) => {
      const thumbnail = validate.setVideoThumbnail(input, uploads);
      const source: ThumbnailSource =
        thumbnail.kind === 'file'
          ? { kind: 'file', body: cappedUpload(thumbnail.upload, config.limits.maxUploadBytes, 'input.thumbnail') }
          : thumbnail;
      return changed(input, await stream.videos.setThumbnail(input.videoLibraryId, input.videoId, source));
    },
  },
};

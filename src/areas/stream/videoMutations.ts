import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { UpstreamStatusModel } from './upstreamTypes.js';
import type { ThumbnailSource } from './videoClient.js';
import { cappedUpload, uploadBytes } from './uploadBody.js';
import { validate } from './validation.js';
import { MAX_CAPTION_BYTES, type CaptionArgument } from './videoValidation.js';
import { collectionMutations } from './collectionMutations.js';

/** What a write answered with a StatusModel gives its payload: bunny.net's message, and success (failures throw). */
const changed = (libraryId: number, videoId: string, status: UpstreamStatusModel) => ({
  libraryId,
  videoId,
  message: status.message ?? null,
  success: true,
});

/** The captions as bunny.net's JSON takes them: the file's bytes, base64. */
async function captionsFile(captions: CaptionArgument): Promise<string> {
  const bytes =
    captions.kind === 'text'
      ? Buffer.from(captions.text)
      : await uploadBytes(captions.upload, MAX_CAPTION_BYTES, 'file');
  return bytes.toString('base64');
}

/** The video host's writes of videos: each checks its arguments, then makes one call with the library's full key. */
export const videoMutations: Resolvers = {
  Mutation: {
    ...collectionMutations,

    createVideo: async (_, args, { scope: { stream } }) => {
      const video = await stream.videos.create(args.libraryId, validate.createVideo(args));
      return { libraryId: args.libraryId, videoId: video?.guid ?? null, video };
    },

    updateVideo: async (_, args, { scope: { stream } }) => {
      const body = validate.updateVideo(args);
      return changed(args.libraryId, args.videoId, await stream.videos.update(args.libraryId, args.videoId, body));
    },

    deleteVideo: async (_, args, { scope: { stream } }) => {
      validate.video(args);
      await stream.videos.delete(args.libraryId, args.videoId);
      return { libraryId: args.libraryId, videoId: args.videoId, success: true };
    },

    uploadVideo: async (_, args, { scope: { stream, config, uploads } }) => {
      const { upload, query } = validate.uploadVideo(args, uploads);
      const body = cappedUpload(upload, config.limits.maxUploadBytes, 'file');
      const status = await stream.videos.upload(args.libraryId, args.videoId, body, query);
      return changed(args.libraryId, args.videoId, status);
    },

    fetchVideo: async (_, args, { scope: { stream } }) => {
      const { body, query } = validate.fetchVideo(args);
      const status = await stream.videos.fetch(args.libraryId, body, query);
      return { libraryId: args.libraryId, message: status.message ?? null, success: true };
    },

    reencodeVideo: async (_, args, { scope: { stream } }) => {
      validate.video(args);
      const video = await stream.actions.reencode(args.libraryId, args.videoId);
      return { libraryId: args.libraryId, videoId: args.videoId, video };
    },

    addVideoOutputCodec: async (_, args, { scope: { stream } }) => {
      validate.video(args);
      const video = await stream.actions.addOutputCodec(args.libraryId, args.videoId, args.codec);
      return { libraryId: args.libraryId, videoId: args.videoId, video };
    },

    repackageVideo: async (_, args, { scope: { stream } }) => {
      validate.video(args);
      const video = await stream.actions.repackage(args.libraryId, args.videoId, args.keepOriginalFiles ?? true);
      return { libraryId: args.libraryId, videoId: args.videoId, video };
    },

    transcribeVideo: async (_, args, { scope: { stream } }) => {
      const settings = validate.transcribeVideo(args);
      const status = await stream.actions.transcribe(args.libraryId, args.videoId, args.force ?? false, settings);
      return changed(args.libraryId, args.videoId, status);
    },

    triggerVideoSmartActions: async (_, args, { scope: { stream } }) => {
      const body = validate.triggerVideoSmartActions(args);
      const status = await stream.actions.triggerSmartActions(args.libraryId, args.videoId, body);
      return changed(args.libraryId, args.videoId, status);
    },

    addVideoCaption: async (_, args, { scope: { stream, uploads } }) => {
      const captions = validate.addVideoCaption(args, uploads);
      const { libraryId, videoId, srclang } = args;
      const body = { srclang, label: args.label ?? null, captionsFile: await captionsFile(captions) };
      const answer = await stream.actions.addCaption(libraryId, videoId, srclang, body);
      return { ...changed(libraryId, videoId, answer), srclang, validation: answer.data ?? null };
    },

    deleteVideoCaption: async (_, args, { scope: { stream } }) => {
      validate.deleteVideoCaption(args);
      await stream.actions.deleteCaption(args.libraryId, args.videoId, args.srclang);
      return { libraryId: args.libraryId, videoId: args.videoId, srclang: args.srclang, success: true };
    },

    cleanUpVideoResolutions: async (_, args, { scope: { stream } }) => {
      const query = validate.cleanUpVideoResolutions(args);
      const status = await stream.actions.cleanUpResolutions(args.libraryId, args.videoId, query);
      return changed(args.libraryId, args.videoId, status);
    },

    setVideoThumbnail: async (_, args, { scope: { stream, config, uploads } }) => {
      const thumbnail = validate.setVideoThumbnail(args, uploads);
      const source: ThumbnailSource =
        thumbnail.kind === 'file'
          ? { kind: 'file', body: cappedUpload(thumbnail.upload, config.limits.maxUploadBytes, 'thumbnail') }
          : thumbnail;
      const status = await stream.videos.setThumbnail(args.libraryId, args.videoId, source);
      return changed(args.libraryId, args.videoId, status);
    },
  },
};

import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { edgeScriptTypes, edgeScriptsTypeResolvers } from './mappers.js';
import { validate } from './validation.js';

export const edgeScriptsResolvers: Resolvers = {
  Mutation: {
    updateEdgeScript: async (_, args, { edgeScripts }) => {
      validate.updateEdgeScript(args);
      const { input } = args;
      const body = {
        Name: input.name,
        ...(input.scriptType != null && { ScriptType: edgeScriptTypes.toUpstream(input.scriptType) }),
      };
      return edgeScripts.updateScript(args.id, body);
    },

    publishEdgeScriptRelease: async (_, args, { edgeScripts }) => {
      validate.publishEdgeScriptRelease(args);
      const { scriptId, releaseUuid, note } = args;
      await edgeScripts.publishRelease(scriptId, releaseUuid, note != null ? { Note: note } : {});
      return { scriptId, releaseUuid, note: note ?? null, success: true };
    },
  },

  ...edgeScriptsTypeResolvers,
};

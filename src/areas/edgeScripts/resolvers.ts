import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { lengthBetween, requiredText, uuid } from '../shared/validate.js';
import { edgeScriptTypes, toEdgeScript } from './mappers.js';

const MAX_NOTE_LENGTH = 1000;

export const edgeScriptsResolvers: Resolvers = {
  Mutation: {
    updateEdgeScript: async (_, { id, input }, { edgeScripts }) => {
      const body = {
        Name: requiredText('edgeScripts', 'input.name', input.name, 1, 100),
        ...(input.scriptType != null && { ScriptType: edgeScriptTypes.toUpstream(input.scriptType) }),
      };
      const script = await edgeScripts.updateScript(id, body);
      return script && toEdgeScript(script);
    },

    publishEdgeScriptRelease: async (_, { scriptId, releaseUuid, note }, { edgeScripts }) => {
      uuid('edgeScripts', 'releaseUuid', releaseUuid);
      if (note != null) lengthBetween('edgeScripts', 'note', note, 0, MAX_NOTE_LENGTH);
      await edgeScripts.publishRelease(scriptId, releaseUuid, note != null ? { Note: note } : {});
      return { scriptId, releaseUuid, note: note ?? null, success: true };
    },
  },
};

import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { pagedConnection } from '../shared/paging/index.js';
import { edgeScriptLinkResolvers } from './links.js';
import { edgeScriptTypes, edgeScriptsTypeResolvers } from './mappers.js';
import type { KnownEdgeScript, UpstreamEdgeScript } from './upstreamTypes.js';
import { validate } from './validation.js';

/** A listed script without an id cannot be refetched or linked: it is left out of the page. */
const knownScript = (script: UpstreamEdgeScript | null): KnownEdgeScript | null =>
  script !== null && typeof script.Id === 'number' ? { ...script, Id: script.Id } : null;

export const edgeScriptsResolvers: Resolvers = {
  Query: {
    edgeScripts: (_, args, { scope: { edgeScripts } }) =>
      pagedConnection(validate.edgeScripts(args), edgeScripts.scriptList(args.search ?? undefined), knownScript),

    edgeScript: async (_, args, { scope: { edgeScripts } }) => {
      validate.edgeScript(args);
      return edgeScripts.loadEdgeScript(args.edgeScriptId);
    },
  },

  Mutation: {
    updateEdgeScript: async (_, args, { scope: { edgeScripts } }) => {
      validate.updateEdgeScript(args);
      const { input } = args;
      const body = {
        Name: input.name,
        ...(input.scriptType != null && { ScriptType: edgeScriptTypes.toUpstream(input.scriptType) }),
      };
      return edgeScripts.updateScript(args.edgeScriptId, body);
    },

    publishEdgeScriptRelease: async (_, args, { scope: { edgeScripts } }) => {
      validate.publishEdgeScriptRelease(args);
      const { scriptId, releaseUuid, note } = args;
      await edgeScripts.publishRelease(scriptId, releaseUuid, note != null ? { Note: note } : {});
      return { scriptId, releaseUuid, note: note ?? null, success: true };
    },
  },

  ...edgeScriptsTypeResolvers,
  ...edgeScriptLinkResolvers,
  EdgeScript: { ...edgeScriptsTypeResolvers.EdgeScript, ...edgeScriptLinkResolvers.EdgeScript },
};

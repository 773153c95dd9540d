import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { prop, upstreamDateTime } from '../../shared/codecs.js';
import { echoed } from '../../shared/mutationPayload.js';
import { recordIdsOf } from '../../shared/recordIds.js';
import { MAX_CODE_BYTES } from '../checks.js';
import { codeAsJson } from './toJson.js';
import { validate } from '../validation.js';

/**
 * A script's code: `EdgeScript.code` reads it whole into the answer (for the editor of a dashboard); the download
 * route (codeDownload.ts) streams code of any size; `setEdgeScriptCode` writes it from text, or from a file streamed
 * through as it arrives.
 */

const record = recordIdsOf('edgeScripts');

export const edgeScriptCodeResolvers: Resolvers = {
  EdgeScript: {
    code: (script, _, { scope: { edgeScripts } }) => edgeScripts.code.get(record.id('the edge script id', script.Id)),
  },

  EdgeScriptCode: {
    code: prop('Code'),
    lastModified: (code) => upstreamDateTime(code.LastModified),
  },

  Mutation: {
    setEdgeScriptCode: async (_, { input }, { scope: { edgeScripts, config, uploads } }) => {
      const code = validate.setEdgeScriptCode(input, uploads);
      const { edgeScriptId } = input;
      if (code.kind === 'text') await edgeScripts.code.set(edgeScriptId, code.code);
      else {
        const maxBytes = Math.min(MAX_CODE_BYTES, config.limits.maxUploadBytes);
        await edgeScripts.code.setStreamed(edgeScriptId, codeAsJson(code.upload, maxBytes));
      }
      return { edgeScriptId, ...echoed(input) };
    },
  },
};

import type {
  MutationPublishEdgeScriptReleaseArgs,
  MutationUpdateEdgeScriptArgs,
} from '../../__generated__/resolvers-types.js';
import { validatorsFor } from '../shared/validate.js';

/** Every argument check of Edge Scripting, one entry per GraphQL field (edge-scripting-api.json's limits). */
const check = validatorsFor('edgeScripts');

const MAX_NOTE_LENGTH = 1000;

export const validate = {
  updateEdgeScript(args: MutationUpdateEdgeScriptArgs): void {
    check.positiveId('id', args.id);
    check.requiredText('input.name', args.input.name, 1, 100);
  },

  publishEdgeScriptRelease(args: MutationPublishEdgeScriptReleaseArgs): void {
    check.positiveId('scriptId', args.scriptId);
    check.uuid('releaseUuid', args.releaseUuid);
    if (args.note != null) check.lengthBetween('note', args.note, 0, MAX_NOTE_LENGTH);
  },
};

import type {
  EdgeScriptLinkedPullZonesArgs,
  EdgeScriptReleasesArgs,
  MutationPublishEdgeScriptReleaseArgs,
  MutationUpdateEdgeScriptArgs,
  QueryEdgeScriptArgs,
  QueryEdgeScriptsArgs,
} from '../../__generated__/resolvers-types.js';
import { pageRequest, type PageRequest } from '../shared/paging/index.js';
import { validatorsFor } from '../shared/validate.js';

/** Every argument check of Edge Scripting, one entry per GraphQL field (edge-scripting-api.json's limits). */
const check = validatorsFor('edgeScripts');

const MAX_NOTE_LENGTH = 1000;

export const validate = {
  /** The page asked for; a cursor only reads the list (with the same `search`) that made it. */
  edgeScripts(args: QueryEdgeScriptsArgs): PageRequest {
    if (args.search != null) check.requiredText('search', args.search, 1, 255);
    return pageRequest('edgeScripts', `edgeScripts?search=${args.search ?? ''}`, args);
  },

  edgeScript(args: QueryEdgeScriptArgs): void {
    check.positiveId('edgeScriptId', args.edgeScriptId);
  },

  /** A page of one script's releases: a cursor of another script's releases is refused. */
  releases(edgeScriptId: number, args: EdgeScriptReleasesArgs): PageRequest {
    return pageRequest('edgeScripts', `edgeScript/${edgeScriptId}/releases`, args);
  },

  /** A page of one script's linked Pull Zones: a cursor of another script's list is refused. */
  linkedPullZones(edgeScriptId: number, args: EdgeScriptLinkedPullZonesArgs): PageRequest {
    return pageRequest('edgeScripts', `edgeScript/${edgeScriptId}/linkedPullZones`, args);
  },

  updateEdgeScript(args: MutationUpdateEdgeScriptArgs): void {
    check.positiveId('edgeScriptId', args.edgeScriptId);
    check.requiredText('input.name', args.input.name, 1, 100);
  },

  publishEdgeScriptRelease(args: MutationPublishEdgeScriptReleaseArgs): void {
    check.positiveId('scriptId', args.scriptId);
    check.uuid('releaseUuid', args.releaseUuid);
    if (args.note != null) check.lengthBetween('note', args.note, 0, MAX_NOTE_LENGTH);
  },
};

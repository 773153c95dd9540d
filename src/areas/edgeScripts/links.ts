import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { withoutNulls } from '../shared/codecs.js';
import { pagedConnection, wholeConnection } from '../shared/paging/index.js';
import { recordIdsOf } from '../shared/recordIds.js';
import type { EdgeScriptsClient } from './client.js';
import type { ScriptChangeResult } from './payloads.js';
import {
  isKnownRelease,
  type KnownEdgeScript,
  type KnownEdgeScriptRelease,
  type KnownLinkedPullZone,
  type UpstreamLinkedPullZone,
} from './upstreamTypes.js';
import { validate } from './validation.js';

/**
 * The links of an edge script, each read from bunny.net only when a query selects it: its releases, its live
 * release, and the Pull Zones it runs on (the record lists them; the zones themselves come through the request's
 * Pull Zone loader, so a zone linked from several scripts, or also read by `node`, is one call). Also the script and
 * release a mutation payload offers, read after the change.
 */

const knownLink = (zone: UpstreamLinkedPullZone): zone is KnownLinkedPullZone => typeof zone.Id === 'number';

/** Ids from the records, checked before a link calls with them (recordIds.ts). */
const record = recordIdsOf('edgeScripts');
const scriptId = (script: KnownEdgeScript): number => record.id('the edge script id', script.Id);

/** The record's linked zones with an id: a list the gateway pages itself (no upstream call). */
function linkedZones(script: KnownEdgeScript): KnownLinkedPullZone[] {
  return (withoutNulls(script.LinkedPullZones) ?? []).filter(knownLink);
}

/** The live release of a script, or null when bunny.net answers none with an id. */
async function liveRelease(edgeScripts: EdgeScriptsClient, id: number): Promise<KnownEdgeScriptRelease | null> {
  const release = await edgeScripts.getActiveRelease(id);
  return isKnownRelease(release) ? release : null;
}

/** The script a payload names, read again after the change (one call per request, through the loader). */
export const scriptAfter = (
  change: Pick<ScriptChangeResult, 'edgeScriptId'>,
  _: unknown,
  { scope: { edgeScripts } }: { scope: { edgeScripts: EdgeScriptsClient } },
) => edgeScripts.loadEdgeScript(change.edgeScriptId);

export const edgeScriptLinkResolvers: Resolvers = {
  EdgeScript: {
    currentRelease: (script, _, { scope: { edgeScripts } }) => {
      if (typeof script.CurrentReleaseId !== 'number' || script.CurrentReleaseId <= 0) return null;
      return liveRelease(edgeScripts, scriptId(script));
    },

    releases: (script, args, { scope: { edgeScripts } }) =>
      pagedConnection(validate.releases(script.Id, args), edgeScripts.releaseList(scriptId(script)), (release) =>
        isKnownRelease(release) ? release : null,
      ),

    linkedPullZones: (script, args) =>
      wholeConnection(validate.linkedPullZones(script.Id, args), linkedZones(script), (zone) => zone),
  },

  LinkedPullZoneEdge: {
    pullZoneId: (edge) => edge.node.Id,
    pullZoneName: (edge) => edge.node.PullZoneName,
    defaultHostname: (edge) => edge.node.DefaultHostname,
    node: (edge, _, { scope: { pullZones } }) =>
      pullZones.loadPullZone(record.id('the linked Pull Zone id', edge.node.Id)),
  },

  PublishEdgeScriptReleasePayload: { edgeScript: scriptAfter },

  PublishEdgeScriptPayload: {
    release: (change, _, { scope: { edgeScripts } }) => liveRelease(edgeScripts, change.edgeScriptId),
    edgeScript: scriptAfter,
  },

  SetEdgeScriptCodePayload: { edgeScript: scriptAfter },
  ResetEdgeScriptDeploymentKeyPayload: { edgeScript: scriptAfter },
};

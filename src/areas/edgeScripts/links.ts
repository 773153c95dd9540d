import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { withoutNulls } from '../shared/codecs.js';
import { connectionOf, readSlice } from '../shared/connection.js';
import {
  isKnownRelease,
  type KnownEdgeScript,
  type KnownLinkedPullZone,
  type UpstreamLinkedPullZone,
} from './upstreamTypes.js';
import { validate } from './validation.js';

/**
 * The links of an edge script, each read from bunny.net only when a query selects it: its releases, its live
 * release, and the Pull Zones it runs on (the record lists them; the zones themselves come through the request's
 * Pull Zone loader, so a zone linked from several scripts, or also read by `node`, is one call).
 */

const knownLink = (zone: UpstreamLinkedPullZone): zone is KnownLinkedPullZone => typeof zone.Id === 'number';

/** The record's linked zones with an id, as a list the connection slices (no upstream call). */
function linkedZones(script: KnownEdgeScript): KnownLinkedPullZone[] {
  return (withoutNulls(script.LinkedPullZones) ?? []).filter(knownLink);
}

export const edgeScriptLinkResolvers: Resolvers = {
  EdgeScript: {
    currentRelease: async (script, _, { scope: { edgeScripts } }) => {
      if (typeof script.CurrentReleaseId !== 'number' || script.CurrentReleaseId <= 0) return null;
      const release = await edgeScripts.getActiveRelease(script.Id);
      return isKnownRelease(release) ? release : null;
    },

    releases: async (script, args, { scope: { edgeScripts } }) => {
      const request = validate.releases(script.Id, args);
      const slice = await readSlice(request, (page, perPage) => edgeScripts.listReleases(script.Id, page, perPage));
      return connectionOf(request, slice, (release) => (isKnownRelease(release) ? release : null));
    },

    linkedPullZones: (script, args) => {
      const request = validate.linkedPullZones(script.Id, args);
      const items = linkedZones(script);
      return connectionOf(request, { items, offset: 0, more: false, total: items.length }, (zone) => zone);
    },
  },

  LinkedPullZoneEdge: {
    pullZoneId: (edge) => edge.node.Id,
    pullZoneName: (edge) => edge.node.PullZoneName,
    defaultHostname: (edge) => edge.node.DefaultHostname,
    node: (edge, _, { scope: { pullZones } }) => pullZones.loadPullZone(edge.node.Id),
  },

  EdgeScriptPublication: {
    edgeScript: (publication, _, { scope: { edgeScripts } }) => edgeScripts.loadEdgeScript(publication.scriptId),
  },
};

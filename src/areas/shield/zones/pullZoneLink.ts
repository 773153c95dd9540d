import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { Resolvers } from '../../../__generated__/resolvers-types.js';

/**
 * `PullZone.shieldZone`. bunny.net's mapping call answers, for the whole account, which Shield Zone protects which
 * Pull Zone, but holds no settings; so a selection of ids and links only is served by one mapping call for a whole
 * page of Pull Zones, and a selection of any setting reads each zone's own record (get-by-pullzone). Either way it is
 * at most one call per Pull Zone, the cost the SDL declares; the upstream-call estimate reads FROM_MAPPING to count
 * the mapping once per page (plugins/cost/sharedReads.ts).
 */

/** The ShieldZone fields the mapping's `{ shieldZoneId, pullZoneId }` answers, and the links (they read their own). */
export const FROM_MAPPING: ReadonlySet<string> = new Set([
  '__typename',
  'id',
  'shieldZoneId',
  'pullZoneId',
  'pullZone',
  'metrics',
  'detailedMetrics',
  'triggeredWafRules',
  'eventLogs',
  'customWafRules',
  'wafRuleCatalogue',
  'rateLimitRules',
  'rateLimitMetrics',
  'accessLists',
  'accessListEnums',
  'botDetection',
  'botCategorization',
  'uploadScanning',
]);

export const pullZoneLinkResolvers: Resolvers = {
  PullZone: {
    shieldZone: (zone, _, { scope: { shield } }, info) =>
      selectsOnlyMapped(info) ? shield.zones.idsOfPullZone(zone.Id) : shield.zones.ofPullZone(zone.Id),
  },
};

/**
 * What `selectsOnly` found for a field's nodes: the same nodes (one document's, compiled once) come back for every
 * Pull Zone of every page that document reads, and the answer depends on them alone.
 */
const mappingSelections = new WeakMap<GraphQLResolveInfo['fieldNodes'], boolean>();

/** Whether the Shield Zone fields selected here are all ones the mapping answers: walked once per document. */
function selectsOnlyMapped(info: GraphQLResolveInfo): boolean {
  let answer = mappingSelections.get(info.fieldNodes);
  if (answer === undefined) {
    answer = selectsOnly(info, FROM_MAPPING);
    mappingSelections.set(info.fieldNodes, answer);
  }
  return answer;
}

/** Whether every field selected under this field (through fragments too) is one of `names`. */
function selectsOnly(info: GraphQLResolveInfo, names: ReadonlySet<string>): boolean {
  const within = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).every((selection) => {
      if (selection.kind === Kind.FIELD) return names.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return within(selection.selectionSet);
      return within(info.fragments[selection.name.value]?.selectionSet);
    });
  return info.fieldNodes.every((node) => within(node.selectionSet));
}

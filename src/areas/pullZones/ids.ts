import { toGlobalId } from '../shared/globalId.js';

/**
 * The ids of a Pull Zone's records. A zone is a `Node`; its hostnames and Edge Rules, which bunny.net keys but reads
 * only as part of their zone, get stable ids made the same way from the zone and their own key, for client caches:
 * a removal answers the id the record had without reading it first.
 */

/** The `Node` type name of a Pull Zone, in its global id. */
export const PULL_ZONE_TYPE = 'PullZone' as const;
const HOSTNAME_TYPE = 'PullZoneHostname';
const EDGE_RULE_TYPE = 'EdgeRule';

export const pullZoneGlobalId = (pullZoneId: number): string => toGlobalId(PULL_ZONE_TYPE, pullZoneId);

/** A hostname's id: the zone and the name, in lower case and without a trailing dot (as DNS compares them). */
export const hostnameGlobalId = (pullZoneId: number, hostname: string): string =>
  toGlobalId(HOSTNAME_TYPE, `${pullZoneId}/${hostname.toLowerCase().replace(/\.$/, '')}`);

/** An Edge Rule's id: the zone and the rule's GUID, in lower case (bunny.net compares GUIDs ignoring case). */
export const edgeRuleGlobalId = (pullZoneId: number, guid: string): string =>
  toGlobalId(EDGE_RULE_TYPE, `${pullZoneId}/${guid.toLowerCase()}`);

import type { GatewayContext } from '../../request/context.js';
import { hostnamesOf } from './mappers.js';
import type { KnownPullZone, ZoneHostname } from './upstreamTypes.js';

/**
 * The links of the mutation payloads to the records they changed, each read from bunny.net only when selected: the
 * zone by its id (one `GET /pullzone/{id}`, shared by every field of the request that asks for it), or by a hostname
 * (one `GET /pullzone?search=`) when the change names only the hostname.
 */

/** The changed zone as it is now. */
export const changedZone = (
  parent: { pullZoneId: number },
  _args: unknown,
  { scope }: GatewayContext,
): Promise<KnownPullZone> => scope.pullZones.loadPullZone(parent.pullZoneId);

/** The zone that answers the hostname now, or null. */
export const zoneOfHostname = (
  parent: { hostname: string },
  _args: unknown,
  { scope }: GatewayContext,
): Promise<KnownPullZone | null> => scope.pullZones.findPullZoneByHostname(parent.hostname);

/** The hostname's entry in a zone, ignoring case and a trailing dot; null when the zone does not list it. */
export function hostnameIn(zone: KnownPullZone | null, hostname: string): ZoneHostname | null {
  if (zone === null) return null;
  const wanted = hostname.toLowerCase().replace(/\.$/, '');
  return hostnamesOf(zone).find((entry) => entry.Value?.toLowerCase() === wanted) ?? null;
}

/** The changed hostname as its zone lists it now (the same read as the payload's `pullZone`). */
export const changedHostname = async (
  parent: { pullZoneId: number; hostname: string },
  _args: unknown,
  context: GatewayContext,
): Promise<ZoneHostname | null> => hostnameIn(await changedZone(parent, _args, context), parent.hostname);

/** The hostname as the zone that answers it lists it now (the same search as the payload's `pullZone`). */
export const hostnameOfSearch = async (
  parent: { hostname: string },
  _args: unknown,
  context: GatewayContext,
): Promise<ZoneHostname | null> => hostnameIn(await zoneOfHostname(parent, _args, context), parent.hostname);

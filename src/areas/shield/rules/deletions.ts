import type { GraphQLResolveInfo } from 'graphql';
import type { ShieldZoneLoaders } from '../zones/loaders.js';
import { selectsField } from './selection.js';
import type { KnownShieldZone } from '../upstreamTypes.js';

/**
 * A rule's deletion answers the zone it protected, as it is now; bunny.net's DELETE names no zone and the rule cannot
 * be read after it. So when the payload selects `shieldZone`, the rule is read first, and its zone after the deletion.
 * A failed first read does not stop the deletion: it fails only the payload's `shieldZone`.
 */

/** The zone of a payload whose first read is done (or `null` when `shieldZone` is not selected). */
export interface ZoneBeforeDeletion {
  shieldZoneId: Promise<number | null> | null;
}

export async function zoneBeforeDeletion(
  info: GraphQLResolveInfo,
  read: () => Promise<{ shieldZoneId?: number | null }>,
): Promise<ZoneBeforeDeletion> {
  if (!selectsField(info, 'shieldZone')) return { shieldZoneId: null };
  const shieldZoneId = read().then((rule) => rule.shieldZoneId ?? null);
  await shieldZoneId.catch(() => undefined);
  return { shieldZoneId };
}

/** The payload's `shieldZone`: the zone the first read found, as it is now. */
export async function zoneAfterDeletion(
  deletion: ZoneBeforeDeletion,
  shield: { readonly zones: ShieldZoneLoaders },
): Promise<KnownShieldZone | null> {
  const shieldZoneId = await deletion.shieldZoneId;
  return typeof shieldZoneId === 'number' ? shield.zones.loadLinked(shieldZoneId) : null;
}

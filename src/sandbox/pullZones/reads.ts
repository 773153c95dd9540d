import { corePage } from '../core/pagination.js';
import { empty, json, type Reply } from '../core/http.js';
import { pullZoneModel } from './model.js';
import { intParam, type HandlerContext } from '../router.js';
import type { PullZone } from '../state.js';

/**
 * The core API's Pull Zone reads, consistent with the sandbox's state (a removed IP is gone from `BlockedIps`, a
 * toggled Edge Rule shows its new `Enabled`, a deleted zone is gone). Unknown zones answer 404 with no body.
 */

/** GET /pullzone/{id} */
export function getPullZone(context: HandlerContext): Reply {
  const zone = context.account.pullZones.get(intParam(context, 'id'));
  return zone ? json(200, pullZoneModel(zone, context.account)) : empty(404);
}

/** GET /pullzone: every matching zone, as the core API pages them (pagination.ts). */
export function listPullZones(context: HandlerContext): Reply {
  return corePage(
    context,
    matching(context).map((zone) => pullZoneModel(zone, context.account)),
  );
}

/** GET /pullzone/count: PullZoneCountModel. */
export function countPullZones(context: HandlerContext): Reply {
  return json(200, { Count: context.account.pullZones.size });
}

/** bunny.net's search: the term in the name or any hostname, ignoring case; zones in id order. */
function matching(context: HandlerContext): PullZone[] {
  const term = context.query.get('search')?.trim().toLowerCase() ?? '';
  const zones = [...context.account.pullZones.values()].sort((a, b) => a.id - b.id);
  if (term === '') return zones;
  return zones.filter(
    (zone) =>
      zone.name.toLowerCase().includes(term) || zone.hostnames.some((hostname) => hostname.value.includes(term)),
  );
}

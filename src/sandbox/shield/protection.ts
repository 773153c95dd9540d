import { shieldFailure } from '../core/errors.js';
import { json, type Reply } from '../core/http.js';
import { intParam, type HandlerContext } from '../router.js';
import { seedEnterpriseAccessLists } from './accessListSeed.js';
import { newZoneProtection, type ZoneProtection } from './settingsState.js';

/**
 * A Shield Zone's protection settings (shieldSettingsState.ts), made on first use for any zone of the account, so a
 * zone created through the API has them too; undefined for a zone the account does not have.
 */
export function zoneProtection(context: HandlerContext, shieldZoneId: number): ZoneProtection | undefined {
  if (!context.account.shieldZones.has(shieldZoneId)) return undefined;
  const zones = context.account.shieldSettings.zones;
  let protection = zones.get(shieldZoneId);
  if (protection === undefined) {
    protection = newZoneProtection(shieldZoneId, context.now);
    seedEnterpriseAccessLists(protection, shieldZoneId, context.now);
    zones.set(shieldZoneId, protection);
  }
  return protection;
}

/** The protection of the zone in the path, or the reply for a zone the account does not have. */
export function protectionOf(
  context: HandlerContext,
  missing: (message: string) => Reply = zoneNotFound,
): ZoneProtection | Reply {
  const shieldZoneId = intParam(context, 'shieldZoneId');
  return zoneProtection(context, shieldZoneId) ?? missing(`Shield Zone ${shieldZoneId} was not found.`);
}

export const isProtection = (value: ZoneProtection | Reply): value is ZoneProtection => !('kind' in value);

/** An unknown zone as the configuration reads answer it: a 404 with the envelope. */
export function zoneNotFound(message: string): Reply {
  return json(404, { error: shieldFailure(404, 'shieldZone.notFound', message) });
}

/** An unknown zone or record where the document has no 404: a 200 envelope reporting it. */
export function notFoundInside(message: string, errorKey = 'shieldZone.notFound'): Reply {
  return json(200, { error: shieldFailure(404, errorKey, message) });
}

/** A body bunny.net cannot use, where the document has a 400. */
export function badRequest(message: string, errorKey = 'request.invalidBody'): Reply {
  return json(400, { error: shieldFailure(400, errorKey, message) });
}

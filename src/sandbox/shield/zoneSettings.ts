import { empty, json, type Reply } from '../core/http.js';
import { shieldFailure, shieldSuccess } from '../core/errors.js';
import { isInteger, isJsonObject, parseJsonObject, pick } from '../core/json.js';
import type { HandlerContext } from '../router.js';
import { protectPullZone, SHIELD_ZONE_FIELDS } from './operations.js';
import { MANAGED_ACCESS_LISTS } from './catalogue.js';
import { notFoundInside } from './protection.js';

/** A Shield Zone's settings as a whole: the defaults, an update, a zone made in under-attack mode, the promotion. */

/** GET /shield/shield-zone/defaults */
export function getShieldZoneDefaults(): Reply {
  return json(200, {
    data: {
      shieldZone: {
        planType: 0,
        learningMode: true,
        wafEnabled: true,
        wafExecutionMode: 0,
        wafDisabledRules: [],
        wafLogOnlyRules: [],
        wafRequestBodyLimitAction: 1,
        wafResponseBodyLimitAction: 1,
        dDoSShieldSensitivity: 2,
        whitelabelResponsePages: false,
      },
      botDetectionExecutionMode: 0,
      csamScanningMode: 0,
      antivirusScanningMode: 0,
      accessLists: MANAGED_ACCESS_LISTS.map(({ listId, name, description, requiredPlan, suggestedAction }) => ({
        listId,
        name,
        description,
        requiredPlan,
        action: suggestedAction,
      })),
    },
    error: shieldSuccess(),
  });
}

/** PATCH /shield/shield-zone: the settings sent replace those of the zone, the others are kept. */
export function updateShieldZone(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  const { shieldZoneId, shieldZone } = body ?? {};
  if (!isInteger(shieldZoneId) || (shieldZone !== undefined && shieldZone !== null && !isJsonObject(shieldZone)))
    return json(200, {
      error: shieldFailure(400, 'request.invalidBody', 'shieldZoneId is required; shieldZone must be an object.'),
    });
  const zone = context.account.shieldZones.get(shieldZoneId);
  if (!zone) return notFoundInside(`Shield Zone ${shieldZoneId} was not found.`);
  const changes = isJsonObject(shieldZone) ? pick(shieldZone, SHIELD_ZONE_FIELDS) : {};
  zone.settings = { ...zone.settings, ...changes };
  return json(200, { data: { shieldZoneId, shieldZone: { ...zone.settings, shieldZoneId } }, error: shieldSuccess() });
}

/** Under-attack mode: the WAF blocks and DDoS protection challenges every suspicious client. */
const UNDER_ATTACK = { wafEnabled: true, wafExecutionMode: 1, dDoSShieldSensitivity: 4 };

/** POST /shield/shield-zone/under-attack */
export function createShieldZoneUnderAttack(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  const { pullZoneId, planType } = body ?? {};
  if (!isInteger(pullZoneId) || !isInteger(planType) || planType < 0 || planType > 3)
    return json(200, {
      error: shieldFailure(400, 'request.invalidBody', 'pullZoneId and a planType from 0 to 3 are required.'),
    });
  return protectPullZone(context, pullZoneId, { ...UNDER_ATTACK, planType }, { pullZoneId });
}

/** GET /shield/promo/state: documented as a 200 without a body. */
export function getPromotionState(): Reply {
  return empty(200);
}

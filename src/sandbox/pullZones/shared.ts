import { randomUUID } from 'node:crypto';
import { apiErrorData, invalidJson } from '../core/errors.js';
import { empty, type Reply } from '../core/http.js';
import { type JsonObject, parseJsonObject, parseOptionalJsonObject } from '../core/json.js';
import { intParam, type HandlerContext } from '../router.js';
import type { AccountState, PullZone, PullZoneHostname } from '../state.js';

/**
 * What the core API's Pull Zone handlers share (the zone of the path, a body's required text, the zone that owns a
 * hostname), and the security key reset. Successes of the writes have no body (204) unless the document gives one;
 * validation failures answer 400 ApiErrorData; unknown zones answer 404 with no body.
 */

export function findPullZone(context: HandlerContext, param: string): PullZone | undefined {
  return context.account.pullZones.get(intParam(context, param));
}

/** A body that must be a JSON object and the zone of the path: either both, or the reply that refuses them. */
export function zoneAndBody(
  context: HandlerContext,
  param = 'id',
  { optional = false } = {},
): { zone: PullZone; body: JsonObject } | { refused: Reply } {
  const body = optional ? parseOptionalJsonObject(context.body) : parseJsonObject(context.body);
  if (!body) return { refused: invalidJson() };
  const zone = findPullZone(context, param);
  return zone ? { zone, body } : { refused: empty(404) };
}

/** A required, non-blank string field of a body, trimmed; or the 400 that names it. */
export function requiredText(body: JsonObject, field: string): string | Reply {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '')
    return apiErrorData(400, 'validation.required', field, `The ${field} field is required.`);
  return value.trim();
}

export const isText = (value: string | Reply): value is string => typeof value === 'string';

/** The hostname entry of a zone, ignoring case and a trailing dot. */
export function hostnameOf(zone: PullZone, hostname: string): PullZoneHostname | undefined {
  const wanted = hostname.toLowerCase().replace(/\.$/, '');
  return zone.hostnames.find((entry) => entry.value === wanted);
}

/** The zone of the account that answers a hostname, with its entry. */
export function ownerOf(
  account: AccountState,
  hostname: string,
): { zone: PullZone; entry: PullZoneHostname } | undefined {
  for (const zone of account.pullZones.values()) {
    const entry = hostnameOf(zone, hostname);
    if (entry) return { zone, entry };
  }
  return undefined;
}

/** POST /pullzone/{id}/resetSecurityKey. Without a SecurityKey a new random key is generated. */
export function resetSecurityKey(context: HandlerContext): Reply {
  const body = parseOptionalJsonObject(context.body);
  if (!body) return invalidJson();
  const requested = body.SecurityKey;
  const valid =
    requested === undefined ||
    requested === null ||
    (typeof requested === 'string' && requested.length >= 8 && requested.length <= 36);
  if (!valid)
    return apiErrorData(
      400,
      'validation.length',
      'SecurityKey',
      'The SecurityKey must be a string between 8 and 36 characters long.',
    );
  const zone = findPullZone(context, 'id');
  if (!zone) return empty(404);
  zone.securityKey = typeof requested === 'string' ? requested : randomUUID();
  return empty(204);
}

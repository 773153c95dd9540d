import { apiErrorData, invalidJson } from '../core/errors.js';
import { empty, json, type Reply } from '../core/http.js';
import { type JsonObject, parseJsonObject } from '../core/json.js';
import { pullZoneModel } from './model.js';
import { isText, requiredText, zoneAndBody } from './shared.js';
import { readSettings } from './settings.js';
import type { HandlerContext } from '../router.js';
import type { AccountState, PullZone } from '../state.js';

/**
 * The core API's Pull Zone lifecycle: create (201 with the new zone), update (200 with the zone as it is now),
 * delete (204), the name check, and purging a zone's cache or one URL. A zone's name is one DNS label (it names its
 * `<name>.b-cdn.net` hostname) and is unique in the account.
 */

const NAME = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;
/** A new zone's token key: not a secret of the sandbox's own, the model only needs a value. */
const newSecurityKey = (id: number): string => `zone-key-${id.toString(36)}`;

const nameTaken = (account: AccountState, name: string): boolean =>
  [...account.pullZones.values()].some((zone) => zone.name.toLowerCase() === name.toLowerCase());

/** The record fields of a zone that the settings set: the origin URL and the type. */
function apply(zone: PullZone, settings: JsonObject): void {
  const { OriginUrl, Type, ...rest } = settings;
  if (typeof OriginUrl === 'string') zone.originUrl = OriginUrl;
  if (Type === 0 || Type === 1) zone.type = Type;
  Object.assign(zone.settings, rest);
}

/** POST /pullzone: PullZoneAddModel; an origin (URL or Storage Zone) is required. */
export function createPullZone(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body) return invalidJson();
  const name = requiredText(body, 'Name');
  if (!isText(name)) return name;
  if (!NAME.test(name))
    return apiErrorData(400, 'pullzone.name_invalid', 'Name', 'The name may hold only letters, digits and hyphens.');
  if (nameTaken(context.account, name))
    return apiErrorData(400, 'pullzone.name_taken', 'Name', `The name ${name} is already taken.`);
  const read = readSettings(body, ['Name']);
  if ('refused' in read) return read.refused;
  if (typeof read.settings.OriginUrl !== 'string' && typeof read.settings.StorageZoneId !== 'number')
    return apiErrorData(400, 'pullzone.origin_required', 'OriginUrl', 'An OriginUrl or a StorageZoneId is required.');
  const zone = newZone(context.account, name.toLowerCase());
  apply(zone, read.settings);
  context.account.pullZones.set(zone.id, zone);
  return json(201, pullZoneModel(zone, context.account));
}

function newZone(account: AccountState, name: string): PullZone {
  const id = account.pullZoneCounters.nextPullZoneId++;
  const hostnameId = account.pullZoneCounters.nextHostnameId++;
  return {
    id,
    name,
    originUrl: '',
    type: 0,
    monthlyBandwidthUsed: 0,
    monthlyCharges: 0,
    blockedIps: [],
    allowedReferrers: [],
    blockedReferrers: [],
    edgeRules: [],
    hostnames: [
      {
        id: hostnameId,
        value: `${name}.b-cdn.net`,
        system: true,
        forceSsl: true,
        certificate: { provision: 4 },
        keyType: 0,
        pendingChallenge: null,
      },
    ],
    securityKey: newSecurityKey(id),
    settings: {},
    cacheVersion: 1,
  };
}

/** POST /pullzone/{id}: PullZoneSettingsModel; answers the zone as it is now. */
export function updatePullZone(context: HandlerContext): Reply {
  const found = zoneAndBody(context);
  if ('refused' in found) return found.refused;
  const read = readSettings(found.body);
  if ('refused' in read) return read.refused;
  apply(found.zone, read.settings);
  return json(200, pullZoneModel(found.zone, context.account));
}

/** DELETE /pullzone/{id} */
export function deletePullZone(context: HandlerContext): Reply {
  const found = zoneAndBody(context, 'id', { optional: true });
  if ('refused' in found) return found.refused;
  context.account.pullZones.delete(found.zone.id);
  return empty(204);
}

/** POST /pullzone/checkavailability: `{ Available }` for ZoneAvailabilityRequestModel's `Name`. */
export function checkPullZoneAvailability(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body) return invalidJson();
  const name = requiredText(body, 'Name');
  if (!isText(name)) return name;
  return json(200, { Available: NAME.test(name) && !nameTaken(context.account, name) });
}

/** POST /pullzone/{id}/purgeCache: the whole cache, or only the files of a `CacheTag`. */
export function purgePullZoneCache(context: HandlerContext): Reply {
  const found = zoneAndBody(context, 'id', { optional: true });
  if ('refused' in found) return found.refused;
  const tag = found.body.CacheTag;
  if (tag !== undefined && tag !== null && typeof tag !== 'string')
    return apiErrorData(400, 'validation.invalid', 'CacheTag', 'The CacheTag must be a string.');
  found.zone.cacheVersion += 1;
  return empty(204);
}

/** POST /purge?url=: purges one URL (a trailing `*` purges a prefix) of the zone that answers its hostname. */
export function purgeUrl(context: HandlerContext): Reply {
  const url = parsedUrl(context.query.get('url'));
  if (!url) return apiErrorData(400, 'validation.invalid', 'url', 'The url must be an absolute http(s) URL.');
  for (const zone of context.account.pullZones.values()) {
    if (zone.hostnames.some((hostname) => hostname.value === url.hostname)) zone.cacheVersion += 1;
  }
  return empty(200);
}

function parsedUrl(raw: string | null): URL | null {
  try {
    const url = new URL(raw ?? '');
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

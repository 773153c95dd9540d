import { randomUUID } from 'node:crypto';
import { apiErrorData, invalidJson } from '../core/errors.js';
import { empty, json, type Reply } from '../core/http.js';
import { isStringArray, parseJsonObject, type JsonObject } from '../core/json.js';
import { corePage } from '../core/pagination.js';
import { intParam, type HandlerContext } from '../router.js';
import { STORAGE_REGION_CODES } from './fixtures.js';
import { storagePassword } from './seed.js';
import type { StorageZone } from './state.js';

/**
 * Storage Zones (core API): listed, read, added, changed, deleted, their passwords replaced, and a name's
 * availability. A zone answers with its passwords, as bunny.net's do; a deleted or unknown zone answers 404, no body.
 */

const NAME = /^[A-Za-z0-9-]{3,64}$/;
const REGION_NAMES: Readonly<Record<string, string>> = {
  DE: 'Falkenstein',
  UK: 'London',
  SE: 'Stockholm',
  NY: 'New York',
  LA: 'Los Angeles',
  SG: 'Singapore',
  SYD: 'Sydney',
  BR: 'Sao Paulo',
  JH: 'Johannesburg',
  JP: 'Tokyo',
};

const invalid = (field: string, message: string): Reply => apiErrorData(400, 'validation.invalid', field, message);
const knownRegion = (code: unknown): boolean => typeof code === 'string' && STORAGE_REGION_CODES.includes(code);
const hostOf = (zone: StorageZone): string =>
  zone.region === 'DE' ? 'storage' : `${zone.region.toLowerCase()}.storage`;

function findZone(context: HandlerContext, id: number): StorageZone | undefined {
  const zone = context.account.storageZones.zones.get(id);
  return zone && !zone.deleted ? zone : undefined;
}

/** StorageZoneModel, with the Pull Zones that pull from it as PullZoneModels of the fields the state keeps. */
export function storageZoneModel(zone: StorageZone, context: HandlerContext): JsonObject {
  const pullZones = zone.pullZoneIds.flatMap((id) => {
    const pullZone = context.account.pullZones.get(id);
    return pullZone ? [{ Id: id, Name: pullZone.name, OriginUrl: pullZone.originUrl, StorageZoneId: zone.id }] : [];
  });
  return {
    Id: zone.id,
    UserId: context.account.id,
    Name: zone.name,
    Password: zone.password,
    DateModified: zone.dateModified.toISOString(),
    Deleted: zone.deleted,
    StorageUsed: zone.storageUsed,
    FilesStored: zone.filesStored,
    Region: zone.region,
    ReplicationRegions: [...zone.replicationRegions],
    PullZones: pullZones,
    ReadOnlyPassword: zone.readOnlyPassword,
    Rewrite404To200: zone.rewrite404To200,
    Custom404FilePath: zone.custom404FilePath,
    StorageHostname: `${hostOf(zone)}.bunnycdn.com`,
    S3Hostname: zone.s3 === 1 ? `${zone.region.toLowerCase()}-s3.storage.bunnycdn.com` : null,
    ZoneTier: zone.zoneTier,
    ReplicationChangeInProgress: false,
    PriceOverride: 0,
    Discount: 0,
    StorageZoneType: zone.s3,
  };
}

/** GET /storagezone?page=&perPage=&search=&includeDeleted=: zones in id order, `search` in the name. */
export function listStorageZones(context: HandlerContext): Reply {
  const term = context.query.get('search')?.trim().toLowerCase() ?? '';
  const withDeleted = context.query.get('includeDeleted') === 'true';
  const zones = [...context.account.storageZones.zones.values()]
    .filter((zone) => (withDeleted || !zone.deleted) && zone.name.toLowerCase().includes(term))
    .sort((a, b) => a.id - b.id);
  return corePage(
    context,
    zones.map((zone) => storageZoneModel(zone, context)),
  );
}

/** GET /storagezone/{id} */
export function getStorageZone(context: HandlerContext): Reply {
  const zone = findZone(context, intParam(context, 'id'));
  return zone ? json(200, storageZoneModel(zone, context)) : empty(404);
}

/** The body of a new zone, checked as bunny.net does, or the 400 it answers. */
function newZoneFields(context: HandlerContext, body: JsonObject): Partial<StorageZone> | Reply {
  const { Name: name, Region: region, ReplicationRegions: replication = [], ZoneTier: tier = 0 } = body;
  if (typeof name !== 'string' || !NAME.test(name))
    return invalid('Name', 'The Name must be 3 to 64 letters, digits and hyphens.');
  if ([...context.account.storageZones.zones.values()].some((zone) => zone.name.toLowerCase() === name.toLowerCase()))
    return apiErrorData(400, 'storagezone.name_taken', 'Name', `The name ${name} is already taken.`);
  if (!knownRegion(region)) return invalid('Region', 'The Region must be a storage region code.');
  if (replication !== null && !(isStringArray(replication) && replication.every(knownRegion)))
    return invalid('ReplicationRegions', 'Every replication region must be a storage region code.');
  if (tier !== 0 && tier !== 1) return invalid('ZoneTier', 'The ZoneTier must be 0 or 1.');
  const s3 = body['StorageZoneType'] === 1 ? 1 : 0;
  return { name, region: region as string, replicationRegions: (replication ?? []) as string[], zoneTier: tier, s3 };
}

/** POST /storagezone: 201 with the new zone, its passwords included. */
export function addStorageZone(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body) return invalidJson();
  const fields = newZoneFields(context, body);
  if ('kind' in fields) return fields;
  const state = context.account.storageZones;
  const id = state.nextZoneId++;
  const zone: StorageZone = {
    id,
    name: '',
    region: 'DE',
    replicationRegions: [],
    password: storagePassword(context.account.id, id, 'password'),
    readOnlyPassword: storagePassword(context.account.id, id, 'readOnly'),
    dateModified: context.now,
    deleted: false,
    storageUsed: 0,
    filesStored: 0,
    rewrite404To200: false,
    custom404FilePath: null,
    originUrl: null,
    zoneTier: 0,
    s3: 0,
    pullZoneIds: [],
    ...fields,
  };
  state.zones.set(id, zone);
  return json(201, storageZoneModel(zone, context));
}

/** POST /storagezone/{id}: the settings sent change; replication regions are only ever added. 204. */
export function updateStorageZone(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body) return invalidJson();
  const zone = findZone(context, intParam(context, 'id'));
  if (!zone) return empty(404);
  const { ReplicationZones: replication, OriginUrl: origin, Custom404FilePath: path, Rewrite404To200: rewrite } = body;
  if (replication != null && !(isStringArray(replication) && replication.every(knownRegion)))
    return invalid('ReplicationZones', 'Every replication zone must be a storage region code.');
  if (origin != null && !(typeof origin === 'string' && /^https?:\/\/\S+$/.test(origin)))
    return invalid('OriginUrl', 'The OriginUrl must be an http(s) URL.');
  if (path != null && typeof path !== 'string')
    return invalid('Custom404FilePath', 'The Custom404FilePath must be a path.');
  if (rewrite != null && typeof rewrite !== 'boolean')
    return invalid('Rewrite404To200', 'The Rewrite404To200 must be a boolean.');
  if (replication != null)
    zone.replicationRegions = [...new Set([...zone.replicationRegions, ...(replication as string[])])].filter(
      (code) => code !== zone.region,
    );
  if (origin != null) zone.originUrl = origin as string;
  if (path != null) zone.custom404FilePath = path;
  if (rewrite != null) zone.rewrite404To200 = rewrite;
  zone.dateModified = context.now;
  return empty(204);
}

/** DELETE /storagezone/{id}?deleteLinkedPullZones=: gone from reads; its Pull Zones too unless `false` is sent. */
export function deleteStorageZone(context: HandlerContext): Reply {
  const zone = findZone(context, intParam(context, 'id'));
  if (!zone) return empty(404);
  zone.deleted = true;
  if (context.query.get('deleteLinkedPullZones') !== 'false')
    for (const pullZoneId of zone.pullZoneIds) context.account.pullZones.delete(pullZoneId);
  zone.pullZoneIds = [];
  return empty(204);
}

/** POST /storagezone/{id}/resetPassword and POST /storagezone/resetReadOnlyPassword?id=: a new password, 204. */
export function resetStoragePassword(kind: 'password' | 'readOnly') {
  return (context: HandlerContext): Reply => {
    const raw = kind === 'password' ? String(intParam(context, 'id')) : (context.query.get('id') ?? '');
    const zone = /^\d{1,16}$/.test(raw) ? findZone(context, Number(raw)) : undefined;
    if (!zone) return empty(404);
    const fresh = storagePassword(context.account.id, zone.id, kind, randomUUID());
    if (kind === 'password') zone.password = fresh;
    else zone.readOnlyPassword = fresh;
    return empty(204);
  };
}

/** POST /storagezone/checkavailability: `{ Available }`, false for a name of the account's zones. */
export function checkStorageZoneAvailability(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body) return invalidJson();
  const name = body['Name'];
  if (typeof name !== 'string' || name.trim() === '')
    return apiErrorData(400, 'validation.required', 'Name', 'The Name field is required.');
  const zones = [...context.account.storageZones.zones.values()];
  return json(200, { Available: !zones.some((zone) => zone.name.toLowerCase() === name.toLowerCase()) });
}

/** GET /storagezone/regions: StorageRegionModels, each with its storage API endpoint. */
export function listStorageRegions(): Reply {
  const regions = STORAGE_REGION_CODES.map((code) => ({
    Id: code,
    Name: REGION_NAMES[code] ?? code,
    Url: `https://${code === 'DE' ? '' : `${code.toLowerCase()}.`}storage.bunnycdn.com`,
  }));
  return json(200, regions);
}

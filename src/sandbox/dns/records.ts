import { randomUUID } from 'node:crypto';
import { recordModel, scanModel } from './models.js';
import type { DnsZone } from './state.js';
import { apiErrorData, invalidJson } from '../core/errors.js';
import { empty, json, type Reply } from '../core/http.js';
import { isInteger, parseJsonObject, pick, type JsonObject } from '../core/json.js';
import { isReply, pageObject, readPaging } from '../core/pagination.js';
import { intParam, type HandlerContext } from '../router.js';

/**
 * The records of a DNS zone (core API): listed a page at a time, added, changed and deleted, and record scans. Bodies
 * are checked as bunny.net does (400 ApiErrorData naming the field); an unknown zone or record answers 404, no body.
 */

/** The record fields bunny.net takes (AddDnsRecordModel, UpdateDnsRecordModel). */
const RECORD_FIELDS = [
  'Type',
  'Ttl',
  'Value',
  'Name',
  'Weight',
  'Priority',
  'Flags',
  'Tag',
  'Port',
  'PullZoneId',
  'ScriptId',
  'Accelerated',
  'MonitorType',
  'GeolocationLatitude',
  'GeolocationLongitude',
  'LatencyZone',
  'SmartRoutingType',
  'Disabled',
  'EnviromentalVariables',
  'Comment',
  'AutoSslIssuance',
] as const;

const PULL_ZONE = 7;
const SCRIPT = 11;
const LAST_TYPE = 15;

export function findZone(context: HandlerContext, param: string): DnsZone | undefined {
  return context.account.dns.zones.get(intParam(context, param));
}

const invalid = (field: string, message: string): Reply => apiErrorData(400, 'validation.invalid', field, message);

/** The record fields a body sends: bunny.net's names, a null meaning "not sent". */
function sentFields(body: JsonObject): JsonObject {
  const fields = pick(body, RECORD_FIELDS);
  for (const [key, value] of Object.entries(fields)) if (value === null) delete fields[key];
  return fields;
}

export const refused = (checked: JsonObject | Reply): checked is Reply => 'kind' in checked && 'status' in checked;

/** The record's fields, or the 400 bunny.net answers; a new record needs a type, and a target for it. */
function checkedFields(context: HandlerContext, fields: JsonObject, creating: boolean): JsonObject | Reply {
  const type = fields['Type'];
  if (type !== undefined && (!isInteger(type) || type < 0 || type > LAST_TYPE))
    return invalid('Type', 'The Type must be a DnsRecordTypes code from 0 to 15.');
  if (creating && type === undefined) return invalid('Type', 'The Type field is required.');
  for (const key of ['Ttl', 'Weight', 'Priority', 'Port', 'Flags', 'PullZoneId', 'ScriptId'] as const)
    if (fields[key] !== undefined && (!isInteger(fields[key]) || (fields[key] as number) < 0))
      return invalid(key, `The ${key} must be a non-negative integer.`);
  const pullZoneId = fields['PullZoneId'];
  if (type === PULL_ZONE && !(isInteger(pullZoneId) && context.account.pullZones.has(pullZoneId)))
    return apiErrorData(400, 'dnsrecord.pullzone_not_found', 'PullZoneId', 'The Pull Zone does not exist.');
  if (creating && type === SCRIPT && fields['ScriptId'] === undefined)
    return invalid('ScriptId', 'A Script record needs a ScriptId.');
  if (creating && type !== PULL_ZONE && type !== SCRIPT && typeof fields['Value'] !== 'string')
    return invalid('Value', 'The Value field is required.');
  if (fields['EnviromentalVariables'] !== undefined && !Array.isArray(fields['EnviromentalVariables']))
    return invalid('EnviromentalVariables', 'The EnviromentalVariables must be a list.');
  return fields;
}

/** A new record's fields from its body, or the 400 bunny.net answers (also for the records of a new zone). */
export const newRecordFields = (context: HandlerContext, body: JsonObject): JsonObject | Reply =>
  checkedFields(context, sentFields(body), true);

/** GET /dnszone/{zoneId}/records?page=&perPage=&type=&search= */
export function listRecords(context: HandlerContext): Reply {
  const zone = findZone(context, 'zoneId');
  if (!zone) return empty(404);
  const paging = readPaging(context, 1);
  if (isReply(paging)) return paging;
  const type = context.query.get('type');
  if (type !== null && type !== '' && !/^(?:\d|1[0-5])$/.test(type)) return invalid('type', 'Unknown record type.');
  const term = context.query.get('search')?.trim().toLowerCase() ?? '';
  const records = zone.records.filter(
    (record) =>
      (type === null || type === '' || record.fields['Type'] === Number(type)) &&
      (term === '' || `${record.fields['Name'] ?? ''} ${record.fields['Value'] ?? ''}`.toLowerCase().includes(term)),
  );
  return pageObject(records.map(recordModel), paging);
}

/** PUT /dnszone/{zoneId}/records: 201 with the new record. */
export function addRecord(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body) return invalidJson();
  const zone = findZone(context, 'zoneId');
  if (!zone) return empty(404);
  const fields = newRecordFields(context, body);
  if (refused(fields)) return fields;
  const record = { id: context.account.dns.nextRecordId++, fields };
  zone.records.push(record);
  zone.dateModified = context.now;
  return json(201, recordModel(record));
}

/** POST /dnszone/{zoneId}/records/{id}: the fields sent change, the others stay. */
export function updateRecord(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body) return invalidJson();
  const zone = findZone(context, 'zoneId');
  const record = zone?.records.find((candidate) => candidate.id === intParam(context, 'id'));
  if (!zone || !record) return empty(404);
  const fields = checkedFields(context, { ...record.fields, ...sentFields(body) }, false);
  if (refused(fields)) return fields;
  record.fields = fields;
  zone.dateModified = context.now;
  return empty(204);
}

/** DELETE /dnszone/{zoneId}/records/{id} */
export function deleteRecord(context: HandlerContext): Reply {
  const zone = findZone(context, 'zoneId');
  const index = zone?.records.findIndex((candidate) => candidate.id === intParam(context, 'id')) ?? -1;
  if (!zone || index === -1) return empty(404);
  zone.records.splice(index, 1);
  zone.dateModified = context.now;
  return empty(204);
}

/** POST /dnszone/records/scan: a zone's or a domain's scan, exactly one of them; the sandbox's completes at once. */
export function startScan(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body) return invalidJson();
  const { ZoneId: zoneId, Domain: domain } = body;
  const byZone = zoneId !== undefined && zoneId !== null;
  if (byZone === (typeof domain === 'string' && domain !== '')) return empty(400);
  const zone = byZone && isInteger(zoneId) ? context.account.dns.zones.get(zoneId) : undefined;
  if (byZone && !zone) return empty(404);
  const domainScanned = zone?.domain ?? String(domain);
  const scan = { jobId: randomUUID(), zoneId: zone?.id ?? null, domain: domainScanned, createdAt: context.now };
  if (zone) zone.latestScan = scan;
  return json(200, { JobId: scan.jobId, Status: 0 });
}

/** GET /dnszone/{zoneId}/records/scan: 404 for a zone never scanned. */
export function latestScan(context: HandlerContext): Reply {
  const scan = findZone(context, 'zoneId')?.latestScan;
  return scan ? json(200, scanModel(scan, context.account.id)) : empty(404);
}

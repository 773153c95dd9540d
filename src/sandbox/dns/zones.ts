import { zoneModel } from './models.js';
import { findZone, newRecordFields, refused } from './records.js';
import type { DnsZone } from './state.js';
import { apiErrorData, invalidJson } from '../core/errors.js';
import { empty, json, type Reply } from '../core/http.js';
import { isInteger, isJsonObject, parseJsonObject, pick, type JsonObject } from '../core/json.js';
import { isReply, pageObject, readPaging } from '../core/pagination.js';
import type { HandlerContext } from '../router.js';

/**
 * DNS zones (core API): listed, read, added, changed and deleted, and a domain's availability. A zone answers with its
 * records (bunny.net's `Full` view); an unknown zone answers 404 with no body.
 */

/** The settings bunny.net takes (UpdateDnsZoneModel). */
const SETTINGS = [
  'CustomNameserversEnabled',
  'Nameserver1',
  'Nameserver2',
  'SoaEmail',
  'LoggingEnabled',
  'LogAnonymizationType',
  'CertificateKeyType',
  'LoggingIPAnonymizationEnabled',
] as const;

const DOMAIN = /^(?=.{1,253}$)(?:(?!-)[a-z0-9-]{1,63}(?<!-)\.)+[a-z][a-z0-9-]{1,62}$/i;

const sameDomain = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** GET /dnszone?page=&perPage=&search=: zones whose domain holds the search term, in id order. */
export function listZones(context: HandlerContext): Reply {
  const paging = readPaging(context, 1);
  if (isReply(paging)) return paging;
  const term = context.query.get('search')?.trim().toLowerCase() ?? '';
  const zones = [...context.account.dns.zones.values()]
    .filter((zone) => zone.domain.toLowerCase().includes(term))
    .sort((a, b) => a.id - b.id);
  return pageObject(
    zones.map((zone) => zoneModel(zone, context.now)),
    paging,
  );
}

/** GET /dnszone/{id} */
export function getZone(context: HandlerContext): Reply {
  const zone = findZone(context, 'id');
  return zone ? json(200, zoneModel(zone, context.now)) : empty(404);
}

/** POST /dnszone: adds the zone and the records sent with it; 201 with no body, as the document has it. */
export function addZone(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body) return invalidJson();
  const domain = body['Domain'];
  if (typeof domain !== 'string' || !DOMAIN.test(domain))
    return apiErrorData(400, 'validation.invalid', 'Domain', 'The Domain must be a domain name.');
  const dns = context.account.dns;
  if ([...dns.zones.values()].some((zone) => sameDomain(zone.domain, domain)))
    return apiErrorData(400, 'dnszone.already_exists', 'Domain', `The zone ${domain} already exists.`);
  const sent = body['Records'] ?? [];
  if (!Array.isArray(sent) || !sent.every(isJsonObject))
    return apiErrorData(400, 'validation.invalid', 'Records', 'The Records must be a list of records.');
  const records = sent.map((record) => newRecordFields(context, record));
  const refusal = records.find(refused);
  if (refusal) return refusal;
  const zone: DnsZone = {
    id: dns.nextZoneId++,
    domain,
    dateCreated: context.now,
    dateModified: context.now,
    settings: { SoaEmail: `hostmaster@${domain}` },
    dnssecEnabled: false,
    records: records.map((fields) => ({ id: dns.nextRecordId++, fields: fields as JsonObject })),
  };
  dns.zones.set(zone.id, zone);
  return empty(201);
}

/** POST /dnszone/{id}: the settings sent change; answers the zone as it is now. */
export function updateZone(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body) return invalidJson();
  const zone = findZone(context, 'id');
  if (!zone) return empty(404);
  const changes = pick(body, SETTINGS);
  for (const key of ['LogAnonymizationType', 'CertificateKeyType'] as const) {
    const code = changes[key];
    if (code !== undefined && code !== null && !(isInteger(code) && (code === 0 || code === 1)))
      return apiErrorData(400, 'validation.invalid', key, `The ${key} must be 0 or 1.`);
  }
  for (const [key, value] of Object.entries(changes)) if (value !== null) zone.settings[key] = value;
  zone.dateModified = context.now;
  return json(200, zoneModel(zone, context.now));
}

/** DELETE /dnszone/{id} */
export function deleteZone(context: HandlerContext): Reply {
  const zone = findZone(context, 'id');
  if (!zone) return empty(404);
  context.account.dns.zones.delete(zone.id);
  return empty(204);
}

/** POST /dnszone/checkavailability: `{ Available }`, false when a zone of the account holds the domain. */
export function checkZoneAvailability(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body) return invalidJson();
  const name = body['Name'];
  if (typeof name !== 'string' || name.trim() === '')
    return apiErrorData(400, 'validation.required', 'Name', 'The Name field is required.');
  const taken = [...context.account.dns.zones.values()].some((zone) => sameDomain(zone.domain, name));
  return json(200, { Available: !taken });
}

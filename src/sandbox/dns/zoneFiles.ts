import { createHash } from 'node:crypto';
import { recordModel } from './models.js';
import { findZone } from './records.js';
import type { DnsRecord, DnsZone } from './state.js';
import { apiErrorData, invalidJson } from '../core/errors.js';
import { empty, json, stream, type Reply } from '../core/http.js';
import { parseOptionalJsonObject } from '../core/json.js';
import type { HandlerContext } from '../router.js';

/**
 * A DNS zone's files and keys (core API): its BIND zone file out and in, DNSSEC on and off, and a wildcard
 * certificate. The zone file holds the record types a zone file can (a PULL_ZONE record is written as the CNAME it
 * answers); the import reads one record a line and skips what it cannot add.
 */

const TYPE_NAMES = [
  'A',
  'AAAA',
  'CNAME',
  'TXT',
  'MX',
  'REDIRECT',
  'FLATTEN',
  'PULLZONE',
  'SRV',
  'CAA',
  'PTR',
  'SCRIPT',
  'NS',
];
/** The types an imported line may have: those of a plain zone file. */
const IMPORTABLE: ReadonlySet<string> = new Set(['A', 'AAAA', 'CNAME', 'TXT', 'MX', 'SRV', 'CAA', 'PTR', 'NS']);
const PULL_ZONE = 7;

function zoneFileLine(record: DnsRecord, context: HandlerContext): string {
  const model = recordModel(record);
  const name = model['Name'] === '' ? '@' : String(model['Name']);
  if (model['Type'] === PULL_ZONE) {
    const pullZone = context.account.pullZones.get(Number(model['LinkName']));
    return `${name}\t${model['Ttl']}\tIN\tCNAME\t${pullZone?.name ?? 'pullzone'}.b-cdn.net.\n`;
  }
  const type = TYPE_NAMES[Number(model['Type'])] ?? 'TXT';
  const priority = type === 'MX' ? `${model['Priority']} ` : '';
  const value = type === 'TXT' ? `"${String(model['Value']).replace(/"/g, '\\"')}"` : String(model['Value']);
  return `${name}\t${model['Ttl']}\tIN\t${type}\t${priority}${value}\n`;
}

/** GET /dnszone/{id}/export: the zone file, as `application/octet-stream` (the document's type). */
export function exportZone(context: HandlerContext): Reply {
  const zone = findZone(context, 'id');
  if (!zone) return empty(404);
  const header = [`$ORIGIN ${zone.domain}.\n`, '$TTL 300\n'];
  return stream(200, 'application/octet-stream', [
    ...header,
    ...zone.records.map((record) => zoneFileLine(record, context)),
  ]);
}

type ImportOutcome = 'added' | 'failed' | 'skipped';

/** One line of a zone file: `name [ttl] [IN] type value...`, added to the zone when it is a new record. */
function importLine(context: HandlerContext, zone: DnsZone, line: string): ImportOutcome | null {
  const text = line.replace(/;.*$/, '').trim();
  if (text === '' || text.startsWith('$')) return null;
  const words = text.split(/\s+/);
  const name = words.shift() ?? '';
  const ttl = /^\d+$/.test(words[0] ?? '') ? Number(words.shift()) : 300;
  if (words[0]?.toUpperCase() === 'IN') words.shift();
  const type = words.shift()?.toUpperCase() ?? '';
  if (!IMPORTABLE.has(type)) return /^[A-Z]+$/.test(type) ? 'skipped' : 'failed';
  const priority = type === 'MX' && /^\d+$/.test(words[0] ?? '') ? Number(words.shift()) : undefined;
  const value = words.join(' ').replace(/^"(.*)"$/, '$1');
  if (value === '') return 'failed';
  const fields = {
    Type: TYPE_NAMES.indexOf(type),
    Name: name === '@' ? '' : name,
    Value: value,
    Ttl: ttl,
    ...(priority !== undefined && { Priority: priority }),
  };
  const known = zone.records.some(
    (record) =>
      record.fields['Type'] === fields.Type &&
      record.fields['Name'] === fields.Name &&
      record.fields['Value'] === value,
  );
  if (known) return 'skipped';
  zone.records.push({ id: context.account.dns.nextRecordId++, fields });
  return 'added';
}

/** POST /dnszone/{zoneId}/import: the zone file as the raw body; answers what it added, failed and skipped. */
export function importZone(context: HandlerContext): Reply {
  const zone = findZone(context, 'zoneId');
  if (!zone) return empty(404);
  const text = context.body.toString('utf8');
  if (text.trim() === '') return apiErrorData(400, 'dnszone.import_empty', null, 'The zone file is empty.');
  const counts = { added: 0, failed: 0, skipped: 0 };
  for (const line of text.split(/\r?\n/)) {
    const outcome = importLine(context, zone, line);
    if (outcome) counts[outcome] += 1;
  }
  zone.dateModified = context.now;
  return json(200, { RecordsSuccessful: counts.added, RecordsFailed: counts.failed, RecordsSkipped: counts.skipped });
}

/** DnsSecDsRecordModel: the zone's key, made from its domain, so the same zone always shows the same DS record. */
function dsRecord(zone: DnsZone): Record<string, unknown> {
  if (!zone.dnssecEnabled) return { Enabled: false, DsConfigured: false, Algorithm: 0, KeyTag: 0, Flags: 0 };
  const digest = createHash('sha256').update(`dnssec:${zone.domain}`).digest('hex').toUpperCase();
  const keyTag = Number.parseInt(digest.slice(0, 4), 16);
  return {
    Enabled: true,
    DsRecord: `${zone.domain}. 3600 IN DS ${keyTag} 13 2 ${digest}`,
    Digest: digest,
    DigestType: 'SHA-256',
    Algorithm: 13,
    PublicKey: Buffer.from(createHash('sha512').update(`key:${zone.domain}`).digest()).toString('base64'),
    KeyTag: keyTag,
    Flags: 257,
    DsConfigured: false,
  };
}

/** POST /dnszone/{id}/dnssec (on) and DELETE /dnszone/{id}/dnssec (off): both answer the DS record. */
export function setDnssec(enabled: boolean) {
  return (context: HandlerContext): Reply => {
    const zone = findZone(context, 'id');
    if (!zone) return empty(404);
    zone.dnssecEnabled = enabled;
    zone.dateModified = context.now;
    return json(200, dsRecord(zone));
  };
}

/** POST /dnszone/{zoneId}/certificate/issue: for the zone's domain or a name under it (`*.` allowed). */
export function issueCertificate(context: HandlerContext): Reply {
  const body = parseOptionalJsonObject(context.body);
  if (!body) return invalidJson();
  const zone = findZone(context, 'zoneId');
  if (!zone) return empty(404);
  const domain = typeof body['Domain'] === 'string' ? body['Domain'].toLowerCase().replace(/^\*\./, '') : zone.domain;
  const apex = zone.domain.toLowerCase();
  if (domain !== apex && !domain.endsWith(`.${apex}`))
    return apiErrorData(
      400,
      'dnszone.certificate_domain',
      'Domain',
      `The domain is not part of the zone ${zone.domain}.`,
    );
  return empty(200);
}

/**
 * The floor forwarder: the least a process must do to answer the benchmark's GraphQL requests. node:http in, the
 * body read and JSON.parsed, one undici call to the fake upstream with the caller's key, and the upstream bytes
 * spliced unparsed into `{"data":{"<field>":…}}`, except where the answer must be renamed (the Shield metrics overview
 * and every leaf of that record, the dashboard page's zones and metrics, the pages of Pull Zone fields): any forwarder
 * must then parse the record to answer them, and so does the floor, once (the parse floor). No
 * GraphQL: the operation is recognised by a regular expression on the query text, so this is a lower bound for any
 * gateway, not a product. Run as its own process; prints
 * `{"port":N}` once listening (PORT, UPSTREAM_URL env).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';
import {
  SHIELD_METRICS_OVERVIEW_SELECTION,
  SHIELD_METRICS_RECORDS,
  SHIELD_METRICS_SECTIONS,
  SHIELD_METRICS_SELECTION,
} from '../fixtures.js';
import { PULL_ZONE_FIELDS } from '../pullZoneFields.js';

const upstream = new Pool(process.env['UPSTREAM_URL'] ?? 'http://127.0.0.1:1', { connections: 128 });

/** One upstream call: its status and body bytes. */
async function call(method: 'GET' | 'POST', path: string, key: string, body?: string): Promise<[number, Buffer]> {
  const headers: Record<string, string> = { AccessKey: key, accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const answer = await upstream.request({ method, path, headers, body: body ?? null });
  return [answer.statusCode, Buffer.from(await answer.body.arrayBuffer())];
}

const NODE_IPS = /\bcontainerNodeIps\b/;
const METRICS = /shieldZoneMetrics\(shieldZoneId: (\d+)\)/;
/** The aliases of a multi-alias metrics read: one upstream call, its answer spliced under every alias. */
const METRICS_ALIASES = /(\w+): shieldZoneMetrics\b/g;
const REMOVE_BLOCKED_IP = /removePullZoneBlockedIp\(input: \{ pullZoneId: (\d+), blockedIp: "([^"\\]*)" \}\)/;
/** The dashboard page: a page of Pull Zones, each one's Shield Zone and that zone's metrics overview. */
const DASHBOARD = /pullZones\(first: (\d+)\)/;
/** A page of Pull Zones selecting some of their own fields: the names inside `node { … }`. */
const FIELDS_PAGE = /node \{ ([\w ]+) \}/;
const PROPERTY_OF = new Map(PULL_ZONE_FIELDS);

type Counts = Record<string, number>;
type Json = Record<string, unknown>;

/** The overview a dashboard reads, picked from bunny.net's metrics envelope and named as the gateway names it. */
function overviewOf(envelope: Buffer): Buffer {
  const {
    overview: o,
    totalCleanRequestsLimit,
    totalBillableRequests,
  } = (JSON.parse(envelope.toString('utf8')) as { data: { overview: Counts } & Counts }).data;
  const overview = {
    ddosMitigated: o['dDoSMitigated'],
    wafTriggeredRules: o['wafTriggeredRules'],
    rateLimitBreaches: o['ratelimitBreaches'],
    botDetectionChallenged: o['botDetectionChallenged'],
    accessListActions: o['accessListActions'],
    uploadScanningBlocks: o['uploadScanningBlocks'],
    apiGuardianBlocks: o['apiGuardianBlocks'],
  };
  return Buffer.from(JSON.stringify({ overview, totalCleanRequestsLimit, totalBillableRequests }));
}

/** Each record kind's fields: bunny.net's name and the `"graphqlName":` written before its value. */
const RECORD_FIELDS = new Map(
  Object.entries(SHIELD_METRICS_RECORDS).map(([kind, fields]) => [
    kind,
    fields.map(([upstream, graphql]) => [upstream, `"${graphql}":`] as const),
  ]),
);

function recordText(kind: string, record: Counts): string {
  let text = '{';
  for (const [upstream, name] of RECORD_FIELDS.get(kind) ?? [])
    text += `${text.length > 1 ? ',' : ''}${name}${record[upstream]}`;
  return `${text}}`;
}

/**
 * Every leaf of bunny.net's metrics record, parsed once and written as JSON text under the gateway's names: each
 * section's totals, then each 28-day map as a `{ key date value }` list, then the two request totals.
 */
function everyLeafOf(envelope: Buffer): Buffer {
  const data = (JSON.parse(envelope.toString('utf8')) as { data: Record<string, unknown> }).data;
  const parts: string[] = [];
  for (const [kind, upstream] of SHIELD_METRICS_SECTIONS)
    parts.push(`"${kind}":${recordText(kind, data[upstream] as Counts)}`);
  for (const [kind, , upstreamMap, list] of SHIELD_METRICS_SECTIONS) {
    if (!list) continue;
    const days = Object.entries(data[upstreamMap] as Record<string, Counts>).map(
      ([day, record]) =>
        `{"key":${JSON.stringify(day)},"date":${JSON.stringify(day)},"value":${recordText(kind, record)}}`,
    );
    parts.push(`"${list}":[${days.join(',')}]`);
  }
  parts.push(`"totalCleanRequestsLimit":${data['totalCleanRequestsLimit']}`);
  parts.push(`"totalBillableRequests":${data['totalBillableRequests']}`);
  return Buffer.from(`{${parts.join(',')}}`);
}

/** `{"data":{…}}` around already-serialised JSON values, one per field. */
function splice(fields: readonly string[], value: Buffer): Buffer {
  const parts: Buffer[] = [Buffer.from('{"data":{')];
  fields.forEach((field, i) => {
    parts.push(Buffer.from(`${i ? ',' : ''}"${field}":`), value);
  });
  parts.push(Buffer.from('}}'));
  return Buffer.concat(parts);
}

interface PullZonePage {
  Items: { Id: number; Name: string }[];
  TotalItems: number;
}
interface ShieldMetrics {
  data: { overview: Counts; totalBillableRequests: number };
}

async function parsedCall<T>(path: string, key: string): Promise<[number, Buffer, T | undefined]> {
  const [status, body] = await call('GET', path, key);
  return [status, body, status === 200 ? (JSON.parse(body.toString('utf8')) as T) : undefined];
}

/**
 * The dashboard's 22 calls: the page of Pull Zones and the Shield Zone mapping side by side, then each mapped
 * zone's metrics; each record parsed once for the few fields the page shows, the answer written as JSON text.
 */
async function dashboard(first: string, key: string): Promise<[number, Buffer]> {
  const [[pageStatus, pageBody, page], [mappingStatus, mappingBody, mapping]] = await Promise.all([
    parsedCall<PullZonePage>(`/pullzone?page=1&perPage=${first}`, key),
    parsedCall<{ data: { shieldZoneId: number; pullZoneId: number }[] }>('/shield/shield-zones/pullzone-mapping', key),
  ]);
  if (!page) return [pageStatus, pageBody];
  if (!mapping) return [mappingStatus, mappingBody];
  const shieldZoneOf = new Map(mapping.data.map((entry) => [entry.pullZoneId, entry.shieldZoneId]));
  const nodes = await Promise.all(
    page.Items.map(async (zone) => {
      const shieldZoneId = shieldZoneOf.get(zone.Id);
      const head = `{"node":{"pullZoneId":${zone.Id},"name":${JSON.stringify(zone.Name)},"shieldZone":`;
      if (shieldZoneId === undefined) return `${head}null}}`;
      const [status, , metrics] = await parsedCall<ShieldMetrics>(`/shield/metrics/overview/${shieldZoneId}`, key);
      if (!metrics) throw new Error(`metrics of ${shieldZoneId}: upstream answered ${status}`);
      const { overview: o, totalBillableRequests } = metrics.data;
      return `${head}{"shieldZoneId":${shieldZoneId},"metrics":{"overview":{"wafTriggeredRules":${o['wafTriggeredRules']},"ddosMitigated":${o['dDoSMitigated']}},"totalBillableRequests":${totalBillableRequests}}}}}`;
    }),
  );
  const answer = `{"data":{"pullZones":{"totalCount":${page.TotalItems},"edges":[${nodes.join(',')}]}}}`;
  return [200, Buffer.from(answer)];
}

/**
 * The parse floor of a page that must rename: the page read and parsed once, then exactly the selected fields of each
 * record written under their GraphQL names, as JSON text; nothing else is read or built.
 */
async function fieldsPage(first: string, selection: string, key: string): Promise<[number, Buffer]> {
  const [status, body, page] = await parsedCall<{ Items: Json[]; TotalItems: number }>(
    `/pullzone?page=1&perPage=${first}`,
    key,
  );
  if (!page) return [status, body];
  const fields = selection.split(' ').map((name) => `"${name}":`);
  const properties = selection.split(' ').map((name) => PROPERTY_OF.get(name) ?? name);
  const nodes = page.Items.map((zone) => {
    let node = '{"node":{';
    for (let i = 0; i < fields.length; i += 1)
      node += `${i ? ',' : ''}${fields[i]}${JSON.stringify(zone[properties[i] as string] ?? null)}`;
    return `${node}}}`;
  });
  return [200, Buffer.from(`{"data":{"pullZones":{"totalCount":${page.TotalItems},"edges":[${nodes.join(',')}]}}}`)];
}

/** The answer to one request body, or undefined for an operation the floor does not know. */
async function answer(query: string, key: string): Promise<[number, Buffer] | undefined> {
  if (NODE_IPS.test(query)) {
    const [status, body] = await call('GET', '/mc/nodes/plain', key);
    return [status, status === 200 ? splice(['containerNodeIps'], body) : body];
  }
  const metrics = METRICS.exec(query);
  if (metrics) {
    const [status, body] = await call('GET', `/shield/metrics/overview/${metrics[1]}`, key);
    if (status !== 200) return [status, body];
    const aliases = [...query.matchAll(METRICS_ALIASES)].map((match) => match[1] as string);
    const value = query.includes(SHIELD_METRICS_OVERVIEW_SELECTION)
      ? overviewOf(body)
      : query.includes(SHIELD_METRICS_SELECTION)
        ? everyLeafOf(body)
        : body;
    return [status, splice(aliases.length ? aliases : ['shieldZoneMetrics'], value)];
  }
  const page = DASHBOARD.exec(query);
  const fields = FIELDS_PAGE.exec(query);
  if (page && fields && !query.includes('shieldZone')) return fieldsPage(page[1] as string, fields[1] as string, key);
  if (page) return dashboard(page[1] as string, key);
  const remove = REMOVE_BLOCKED_IP.exec(query);
  if (remove) {
    const [pullZoneId, blockedIp] = [Number(remove[1]), remove[2] as string];
    const [status, body] = await call(
      'POST',
      `/pullzone/${pullZoneId}/removeBlockedIp`,
      key,
      JSON.stringify({ BlockedIp: blockedIp }),
    );
    if (status !== 204) return [status, body];
    return [200, Buffer.from(JSON.stringify({ data: { removePullZoneBlockedIp: { pullZoneId, blockedIp } } }))];
  }
  return undefined;
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  const { query } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { query?: unknown };
  const key = req.headers['accesskey'];
  const known = typeof query === 'string' && typeof key === 'string' ? await answer(query, key) : undefined;
  const [status, body] = known ?? [400, Buffer.from('{"errors":[{"message":"floor: unknown operation or no key"}]}')];
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': body.length });
  res.end(body);
}

const server = createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
  handle(req, res).catch((error: unknown) => {
    if (res.headersSent) return void res.destroy();
    res.writeHead(500, { 'content-type': 'text/plain' });
    res.end(`floor: ${String(error)}`);
  });
});
server.listen(Number(process.env['PORT'] ?? 0), '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});

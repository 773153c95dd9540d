import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AccountState } from '../state.js';
import type { StorageZone } from '../storageZones/state.js';
import { headerValue } from '../core/http.js';
import type { World } from '../server.js';
import { deleteDirectory, sha256Upper, storeFile, type ZoneFiles, zoneFiles } from './state.js';
import { listing } from './listing.js';

/**
 * bunny.net's Edge Storage hosts (https://docs.bunny.net/reference/storage-api), all on one listener: the gateway's
 * BUNNY_STORAGE_URL puts each host's name first in the path (`/uk.storage.bunnycdn.com/{zone}/{path}`), and a zone
 * answers only on its own region's host. `AccessKey` is the zone's password (everything) or its read-only password
 * (GET only); errors are bunny.net's `{ HttpCode, Message }`.
 */

/**
 * The hosts, written again here (the sandbox imports nothing of the gateway): test/unit/twinCopies.test.ts holds
 * this list equal to the gateway's (src/upstream/storageHosts.ts).
 */
export const SANDBOX_STORAGE_HOSTNAMES: readonly string[] = [
  'storage.bunnycdn.com',
  'uk.storage.bunnycdn.com',
  'ny.storage.bunnycdn.com',
  'la.storage.bunnycdn.com',
  'sg.storage.bunnycdn.com',
  'se.storage.bunnycdn.com',
  'br.storage.bunnycdn.com',
  'jh.storage.bunnycdn.com',
  'syd.storage.bunnycdn.com',
];
const STORAGE_HOSTS = new Set(SANDBOX_STORAGE_HOSTNAMES);
/** The largest file the sandbox stores. */
export const MAX_STORED_BYTES = 64 * 1024 * 1024;
const CHUNK = 64 * 1024;

interface Found {
  account: AccountState;
  zone: StorageZone;
  readOnly: boolean;
}

const hostOf = (zone: StorageZone): string =>
  zone.region === 'DE' ? 'storage.bunnycdn.com' : `${zone.region.toLowerCase()}.storage.bunnycdn.com`;

function answer(response: ServerResponse, status: number, message: string): void {
  const body = JSON.stringify({ HttpCode: status, Message: message });
  response.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) });
  response.end(body);
}

function decoded(segments: string[]): string[] | undefined {
  try {
    const names = segments.map((segment) => decodeURIComponent(segment));
    return names.every((name) => name !== '' && name !== '.' && name !== '..' && !/[/\\\u0000-\u001f]/.test(name))
      ? names
      : undefined;
  } catch {
    return undefined;
  }
}

/** The zone named, if the key opens it: its password, or for reads its read-only password. */
function findZone(world: World, zoneName: string, key: string | undefined): Found | undefined {
  if (key === undefined) return undefined;
  return world.accounts.find((account) => {
    for (const zone of account.storageZones.zones.values()) {
      if (zone.deleted || zone.name !== zoneName) continue;
      if (zone.password === key) return { account, zone, readOnly: false };
      if (zone.readOnlyPassword === key) return { account, zone, readOnly: true };
    }
    return undefined;
  });
}

export async function handleStorage(world: World, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const method = request.method ?? 'GET';
  const url = request.url ?? '/';
  const body = method === 'PUT' ? await readBody(request) : Buffer.alloc(0);
  if (world.recordRequests)
    world.requests.push({ host: 'storage', method, url, headers: request.headers, body: body ?? Buffer.alloc(0) });
  if (body === undefined) return answer(response, 413, 'File too large.');
  const path = url.split('?', 1)[0] ?? '/';
  const [, hostname = '', ...rest] = path.split('/');
  const isDirectory = path.endsWith('/');
  const names = decoded(isDirectory ? rest.slice(0, -1) : rest);
  if (!STORAGE_HOSTS.has(hostname) || names === undefined || names.length === 0)
    return answer(response, 400, 'Invalid path.');
  const [zoneName = '', ...inner] = names;
  const found = findZone(world, zoneName, headerValue(request.headers, 'accesskey'));
  if (!found || hostOf(found.zone) !== hostname) return answer(response, 401, 'Unauthorized');
  if (found.readOnly && method !== 'GET') return answer(response, 401, 'Unauthorized');
  const files = zoneFiles(found.account, found.zone.id, world.now());
  const target = inner.length === 0 ? '/' : `/${inner.join('/')}${isDirectory ? '/' : ''}`;
  return serve({ world, request, response, files, found, target, isDirectory, body, method });
}

interface Exchange {
  world: World;
  request: IncomingMessage;
  response: ServerResponse;
  files: ZoneFiles;
  found: Found;
  target: string;
  isDirectory: boolean;
  body: Buffer;
  method: string;
}

async function serve(exchange: Exchange): Promise<void> {
  const { response, files, target, isDirectory, method } = exchange;
  if (method === 'GET' && isDirectory) {
    if (target !== '/' && !files.directories.has(target)) return answer(response, 404, 'Object Not Found');
    const text = JSON.stringify(listing(files, exchange.found.zone, target));
    response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) });
    response.end(text);
    return;
  }
  if (method === 'GET') return download(exchange);
  if (method === 'PUT' && !isDirectory) return upload(exchange);
  if (method === 'DELETE' && isDirectory) {
    if (target === '/' || !deleteDirectory(files, target)) return answer(response, 404, 'Object Not Found');
    return answer(response, 200, 'Directory deleted successfully.');
  }
  if (method === 'DELETE') {
    if (!files.files.delete(target)) return answer(response, 404, 'Object Not Found');
    return answer(response, 200, 'File deleted successfully.');
  }
  return answer(response, 400, 'Invalid request.');
}

function upload({ request, response, files, target, body, world }: Exchange): void {
  const checksum = headerValue(request.headers, 'checksum');
  if (checksum !== undefined && checksum !== sha256Upper(body)) {
    answer(response, 400, 'Checksum mismatch.');
    return;
  }
  const contentType = headerValue(request.headers, 'content-type') ?? 'application/octet-stream';
  storeFile(files, target, body, contentType, world.now());
  answer(response, 201, 'File uploaded.');
}

/** The file, whole or the one byte range asked for (`bytes=a-b`, `bytes=a-`, `bytes=-n`), written with backpressure. */
async function download({ request, response, files, target }: Exchange): Promise<void> {
  const file = files.files.get(target);
  if (!file) return answer(response, 404, 'Object Not Found');
  const size = file.bytes.length;
  const range = headerValue(request.headers, 'range');
  let start = 0;
  let end = size - 1;
  if (range !== undefined) {
    const match = /^bytes=(\d*)-(\d*)$/.exec(range);
    const [from, to] = [match?.[1] ?? '', match?.[2] ?? ''];
    if (match && from !== '') [start, end] = [Number(from), to === '' ? size - 1 : Math.min(Number(to), size - 1)];
    else if (match && to !== '') start = Math.max(0, size - Number(to));
    if (!match || (from === '' && to === '') || start > end || start >= size) {
      response.writeHead(416, { 'Content-Range': `bytes */${size}`, 'Content-Length': '0' });
      response.end();
      return;
    }
  }
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Content-Length': String(end - start + 1),
    'Accept-Ranges': 'bytes',
  };
  if (range !== undefined) headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  response.writeHead(range === undefined ? 200 : 206, headers);
  for (let at = start; at <= end; at += CHUNK) {
    if (response.destroyed) return;
    if (!response.write(file.bytes.subarray(at, Math.min(at + CHUNK, end + 1)))) await drained(response);
  }
  response.end();
}

function drained(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      response.off('drain', done).off('close', done);
      resolve();
    };
    response.once('drain', done).once('close', done);
  });
}

/** The whole body, or undefined past MAX_STORED_BYTES. */
async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_STORED_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

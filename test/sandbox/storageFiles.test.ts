import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSETS_STORAGE_ZONE_ID, startSandbox, storageFileBytes, type Sandbox } from '../../src/sandbox/index.js';

/**
 * The sandbox's Edge Storage hosts against bunny.net's documented facts (https://docs.bunny.net/reference/storage-api;
 * no OpenAPI document describes them): the listing's fields, PUT with a Checksum (201 `File uploaded.`, 400 on a
 * mismatch), downloads with Range, DELETE of a file or a directory (trailing slash, recursive), `{ HttpCode, Message }`
 * errors, the zone's password for writes, its read-only password for reads, and each zone on its own region's host.
 */

let sandbox: Sandbox;
let password = '';
let readOnly = '';
const KEY = 'storage-files-sandbox-key';
const HOST = 'storage.bunnycdn.com';
const ZONE = 'acme-assets';

beforeAll(async () => {
  sandbox = await startSandbox();
  const zone = (await (
    await fetch(`${sandbox.urls.api}/storagezone/${ASSETS_STORAGE_ZONE_ID}`, { headers: { AccessKey: KEY } })
  ).json()) as { Password: string; ReadOnlyPassword: string };
  password = zone.Password;
  readOnly = zone.ReadOnlyPassword;
});
afterAll(() => sandbox.close());

const storage = (path: string, init: RequestInit & { key?: string; host?: string } = {}) =>
  fetch(`${sandbox.urls.storage}/${init.host ?? HOST}/${ZONE}${path}`, {
    ...init,
    headers: { AccessKey: init.key ?? readOnly, ...(init.headers as Record<string, string>) },
  });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').toUpperCase();

describe('the sandbox Edge Storage host', () => {
  it('lists a directory as an array of StorageObjects with every documented field', async () => {
    const response = await storage('/');
    expect(response.status).toBe(200);
    const entries = (await response.json()) as Record<string, unknown>[];
    expect(Object.keys(entries[0] ?? {}).sort()).toEqual(
      [
        'Guid',
        'StorageZoneName',
        'Path',
        'ObjectName',
        'Length',
        'LastChanged',
        'ServerId',
        'ArrayNumber',
        'IsDirectory',
        'UserId',
        'ContentType',
        'DateCreated',
        'StorageZoneId',
        'Checksum',
        'ReplicatedZones',
      ].sort(),
    );
    expect(entries.find((entry) => entry['ObjectName'] === 'images')).toMatchObject({
      IsDirectory: true,
      Path: `/${ZONE}/`,
    });
  });

  it('stores a PUT with its right checksum (201 File uploaded.) and refuses a wrong one with 400', async () => {
    const bytes = Buffer.from('hello edge storage');
    const put = await storage('/notes/hello.txt', {
      method: 'PUT',
      key: password,
      body: bytes,
      headers: { Checksum: sha256(bytes) },
    });
    expect([put.status, await put.json()]).toEqual([201, { HttpCode: 201, Message: 'File uploaded.' }]);
    const bad = await storage('/notes/bad.txt', {
      method: 'PUT',
      key: password,
      body: bytes,
      headers: { Checksum: 'A'.repeat(64) },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ HttpCode: 400 });
    const listed = (await (await storage('/notes/')).json()) as Record<string, unknown>[];
    expect(listed.map((entry) => [entry['ObjectName'], entry['Checksum'], entry['Length']])).toEqual([
      ['hello.txt', sha256(bytes), bytes.length],
    ]);
  });

  it('answers a Range with 206 and Content-Range, and an unsatisfiable one with 416', async () => {
    const bytes = storageFileBytes('/images/logo.png', 4096);
    const part = await storage('/images/logo.png', { headers: { Range: 'bytes=4000-' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 4000-4095/4096');
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(4000))).toBe(true);
    expect((await storage('/images/logo.png', { headers: { Range: 'bytes=5000-' } })).status).toBe(416);
  });

  it('deletes a directory recursively with the trailing slash, and answers 404 Object Not Found after', async () => {
    const deleted = await storage('/images/', { method: 'DELETE', key: password });
    expect(deleted.status).toBe(200);
    const gone = await storage('/images/2024/launch.jpg');
    expect([gone.status, await gone.json()]).toEqual([404, { HttpCode: 404, Message: 'Object Not Found' }]);
  });

  it('refuses a write with the read-only password, any call with another key, and the zone on another host', async () => {
    const write = await storage('/x.txt', { method: 'PUT', body: 'x' });
    expect([write.status, await write.json()]).toEqual([401, { HttpCode: 401, Message: 'Unauthorized' }]);
    expect((await storage('/', { key: 'not-the-password' })).status).toBe(401);
    expect((await storage('/', { host: 'ny.storage.bunnycdn.com' })).status).toBe(401);
    expect((await storage('/', { host: 'storage.example.com' })).status).toBe(400);
  });
});

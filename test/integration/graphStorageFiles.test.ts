import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { storageFilesGraphiqlTab } from '../../src/areas/storageFiles/graphiqlTab.js';
import {
  ASSETS_STORAGE_ZONE_ID,
  ASSETS_STORAGE_ZONE_NAME,
  SEEDED_PHOTOS,
  storageFileBytes,
} from '../../src/sandbox/index.js';
import type { GraphQLResponse } from '../support/gateway.js';
import { estimateCalls, useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * Edge Storage in the graph, through HTTP against the sandbox's storage hosts: a zone's directories paged as a file
 * browser shows them, an upload sent with its checksum and downloaded back byte-identical (and resumed with Range),
 * deletes, and every call on the zone's own storage host with the zone's password, never the account key.
 */

const graph = useSandboxGraph('storage-files-test-key');
const { query, data, upstreamCallsByHost } = graph;

interface Entry {
  __typename: string;
  id: string;
  name: string;
  path: string;
  size?: number;
  checksum?: string;
  downloadPath?: string;
}
interface Page {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { node: Entry }[];
}

const FILES = `query ($id: SafeInt!, $path: String, $first: Int, $after: String) {
  storageZone(storageZoneId: $id) { files(path: $path, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { __typename id name path ... on StorageFile { size checksum contentType downloadPath } } } } } }`;

const filesPage = async (variables: Record<string, unknown>) =>
  (await data<{ storageZone: { files: Page } }>(FILES, { id: ASSETS_STORAGE_ZONE_ID, ...variables })).storageZone.files;

const storageCalls = () => upstreamCallsByHost().filter((call) => call.startsWith('storage '));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').toUpperCase();

/** The zone's two passwords, as the account's own read of the zone answers them. */
async function passwords(): Promise<{ password: string; readOnly: string }> {
  const response = await fetch(`${graph.sandbox.urls.api}/storagezone/${ASSETS_STORAGE_ZONE_ID}`, {
    headers: { AccessKey: graph.key },
  });
  const zone = (await response.json()) as { Password: string; ReadOnlyPassword: string };
  return { password: zone.Password, readOnly: zone.ReadOnlyPassword };
}

/** `uploadStorageFile` as a browser's FormData sends it, the file mapped to `variables.input.file`. */
async function upload(
  path: string,
  bytes: Buffer,
  contentType?: string,
  headers: Record<string, string> = {},
): Promise<GraphQLResponse> {
  const form = new FormData();
  const mutation = `mutation ($input: UploadStorageFileInput!) { uploadStorageFile(input: $input) {
    checksum size clientMutationId storageFile { id path size checksum contentType } } }`;
  const input = { storageZoneId: ASSETS_STORAGE_ZONE_ID, path, file: null, contentType, clientMutationId: 'up-1' };
  form.set('operations', JSON.stringify({ query: mutation, variables: { input } }));
  form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.set('0', new Blob([Uint8Array.from(bytes)]), 'file.bin');
  const response = await fetch(`${graph.gateway.url}/graphql`, {
    method: 'POST',
    body: form,
    headers: { AccessKey: graph.key, 'x-apollo-operation-name': 'upload', ...headers },
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as GraphQLResponse['body'],
  };
}

/** A GET with its path sent exactly as written (fetch and URL would resolve `%2e%2e` first). */
function rawGet(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(graph.gateway.url);
    const req = httpRequest({ hostname, port, path, headers: { AccessKey: graph.key } }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
    });
    req.once('error', reject);
    req.end();
  });
}

const download = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${graph.gateway.url}${path}`, { headers: { AccessKey: graph.key, ...headers } });

describe('StorageZone.files', () => {
  it('lists the root as a file browser does, directories first, with the read-only password on the zone host', async () => {
    const page = await filesPage({});
    expect(page.edges.map(({ node }) => [node.__typename, node.path])).toEqual([
      ['StorageDirectory', '/css/'],
      ['StorageDirectory', '/images/'],
      ['StorageFile', '/index.html'],
      ['StorageFile', '/robots.txt'],
    ]);
    const robots = page.edges[3]?.node;
    expect(robots).toMatchObject({ size: 23, checksum: sha256(Buffer.from('User-agent: *\nAllow: /\n')) });
    expect(storageCalls()).toEqual([`storage GET /storage.bunnycdn.com/${ASSETS_STORAGE_ZONE_NAME}/`]);
    const sent = graph.sandbox.requests.find((request) => request.host === 'storage');
    expect(sent?.headers['accesskey']).toBe((await passwords()).readOnly);
  });

  it('pages a directory of 47 entries in pages of 20, one listing call a page', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: Page = await filesPage({ path: '/images/', first: 20, after });
      expect(page.totalCount).toBe(SEEDED_PHOTOS + 2);
      seen.push(...page.edges.map(({ node }) => node.name));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      pages += 1;
    } while (after !== null);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(SEEDED_PHOTOS + 2);
    expect(seen.slice(0, 3)).toEqual(['2024', 'logo.png', 'photo-01.jpg']);
    expect(storageCalls()).toEqual(
      Array(3).fill(`storage GET /storage.bunnycdn.com/${ASSETS_STORAGE_ZONE_NAME}/images/`),
    );
  });

  it('refuses a cursor of another directory', async () => {
    const first = await filesPage({ path: '/images', first: 1 });
    const response = await query(FILES, { id: ASSETS_STORAGE_ZONE_ID, path: '/css/', after: first.pageInfo.endCursor });
    expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'after' });
  });

  it('goes deeper through directory.files, and reads a file again by its global id', async () => {
    const deep = await data<{ storageZone: { files: { edges: { node: { files?: Page } }[] } } }>(
      `query ($id: SafeInt!) { storageZone(storageZoneId: $id) { files(path: "/images/", first: 1) { edges { node {
        ... on StorageDirectory { files { totalCount edges { node { id path } } } } } } } } }`,
      { id: ASSETS_STORAGE_ZONE_ID },
    );
    const launch = deep.storageZone.files.edges[0]?.node.files?.edges[0]?.node;
    expect(launch?.path).toBe('/images/2024/launch.jpg');
    const again = await data<{ node: Entry }>(
      'query ($id: ID!) { node(id: $id) { id ... on StorageFile { path size } } }',
      { id: launch?.id },
    );
    expect(again.node).toEqual({ id: launch?.id, path: '/images/2024/launch.jpg', size: 150_000 });
  });

  it.each([
    ['..', '/images/../secret'],
    ['a lone ..', '..'],
    ['//', '/images//logo.png'],
    ['a backslash', '/images\\..\\x'],
    ['%-encoding', '/%2e%2e/x'],
    ['a NUL', '/images/\u0000'],
    ['a control character', '/images/\n'],
    ['a lone surrogate', '/images/\ud800'],
    ['an unstorable name', '/images/a:b'],
    ['a trailing dot', '/images/name.'],
  ])('refuses a path with %s before calling the storage host', async (_, path) => {
    const response = await query(FILES, { id: ASSETS_STORAGE_ZONE_ID, path });
    expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'path' });
    expect(storageCalls()).toEqual([]);
  });

  it('estimates a page of a directory and a page deeper before running them', () => {
    expect(estimateCalls(FILES, { id: 1 })).toBe(2);
    const deeper = `{ storageZone(storageZoneId: 1) { files(first: 5) { edges { node {
      ... on StorageDirectory { files(first: 5) { totalCount } } } } } } }`;
    expect(estimateCalls(deeper)).toBe(12);
  });

  it('runs its GraphiQL tab', async () => {
    const response = await graph.operation(storageFilesGraphiqlTab, 'StorageZoneFiles', {
      storageZoneId: ASSETS_STORAGE_ZONE_ID,
    });
    expect(response.body.errors).toBeUndefined();
  });
});

describe('uploadStorageFile and the download route', () => {
  it('stores a file with its checksum, and downloads it back byte-identical', async () => {
    const bytes = storageFileBytes('upload-test', 300_000);
    const response = await upload('/uploads/2026/report.bin', bytes, 'application/pdf');
    expect(response.body.errors).toBeUndefined();
    const payload = response.body.data?.['uploadStorageFile'] as Record<string, unknown>;
    expect(payload).toMatchObject({
      checksum: sha256(bytes),
      size: bytes.length,
      clientMutationId: 'up-1',
      storageFile: {
        path: '/uploads/2026/report.bin',
        size: bytes.length,
        checksum: sha256(bytes),
        contentType: 'application/pdf',
      },
    });
    const put = graph.sandbox.requests.find((request) => request.method === 'PUT');
    expect(put?.url).toBe(`/storage.bunnycdn.com/${ASSETS_STORAGE_ZONE_NAME}/uploads/2026/report.bin`);
    expect(put?.headers['checksum']).toBe(sha256(bytes));
    expect(put?.headers['accesskey']).toBe((await passwords()).password);

    const file = (await filesPage({ path: '/uploads/2026/' })).edges[0]?.node;
    const got = await download(file?.downloadPath ?? '');
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await got.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('makes the upstream calls it estimated with storageFile selected: the zone is read once', async () => {
    const bytes = storageFileBytes('estimate', 1_000);
    const response = await upload('/uploads/estimate.bin', bytes, undefined, { 'x-bunny-cost': 'true' });
    expect(response.body.errors).toBeUndefined();
    const zoneReads = upstreamCallsByHost().filter((call) => call === `api GET /storagezone/${ASSETS_STORAGE_ZONE_ID}`);
    expect(zoneReads).toHaveLength(1);
    expect((response.body as { extensions?: unknown }).extensions).toMatchObject({ cost: { estimated: 3, actual: 3 } });
  });

  it('passes a Range through both ways, so a cut download resumes where it stopped', async () => {
    const bytes = storageFileBytes('/images/2024/launch.jpg', 150_000);
    const path = `/downloads/storage-zones/${ASSETS_STORAGE_ZONE_ID}/files/images/2024/launch.jpg`;
    const rest = await download(path, { Range: 'bytes=100000-' });
    expect(rest.status).toBe(206);
    expect(rest.headers.get('content-range')).toBe('bytes 100000-149999/150000');
    expect(rest.headers.get('content-length')).toBe('50000');
    const resumed = Buffer.concat([bytes.subarray(0, 100_000), Buffer.from(await rest.arrayBuffer())]);
    expect(resumed.equals(bytes)).toBe(true);
    const sent = graph.sandbox.requests.find((request) => request.host === 'storage');
    expect(sent?.headers['range']).toBe('bytes=100000-');
  });

  it("answers a resume of a complete file with bunny.net's 416 and Content-Range, so curl -C - stops there", async () => {
    const path = `/downloads/storage-zones/${ASSETS_STORAGE_ZONE_ID}/files/images/2024/launch.jpg`;
    const complete = await download(path, { Range: 'bytes=150000-' });
    expect(complete.status).toBe(416);
    expect(complete.headers.get('content-range')).toBe('bytes */150000');
    expect(complete.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await complete.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]?.message).toMatch(/Range/);
    expect(body.errors[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      service: 'storageFiles',
      argument: 'Range',
      httpStatus: 416,
      upstream: { contentRange: 'bytes */150000' },
      requestId: complete.headers.get('x-request-id'),
    });
    expect(graph.sandbox.requests.filter((request) => request.host === 'storage')).toHaveLength(1);
  });

  it.each([
    ['an encoded ..', '/%2e%2e/robots.txt'],
    ['an encoded slash', '/images%2F..%2Frobots.txt'],
    ['a double-encoded ..', '/%252e%252e/robots.txt'],
    ['a backslash', '/images%5C..%5Crobots.txt'],
    ['a NUL', '/robots.txt%00'],
  ])('refuses a download path with %s before any call', async (_, tail) => {
    expect(await rawGet(`/downloads/storage-zones/${ASSETS_STORAGE_ZONE_ID}/files${tail}`)).toBe(400);
    expect(graph.sandbox.requests).toEqual([]);
  });

  it('refuses a Range that is not byte ranges, before any call', async () => {
    const response = await download(`/downloads/storage-zones/${ASSETS_STORAGE_ZONE_ID}/files/robots.txt`, {
      Range: 'bytes=0-1\r\nX-Evil: 1',
    }).catch(() => undefined);
    // fetch itself may refuse the header; either way nothing reaches bunny.net.
    if (response) expect(response.status).toBe(400);
    const other = await download(`/downloads/storage-zones/${ASSETS_STORAGE_ZONE_ID}/files/robots.txt`, {
      Range: 'lines=1-2',
    });
    expect(other.status).toBe(400);
    expect(graph.sandbox.requests).toEqual([]);
  });

  it.each([
    ['two ranges', 'bytes=0-1,5-6'],
    ['two ranges with a space', 'bytes=0-1, 5-6'],
    ['two Range headers, as Node joins them', 'bytes=0-1, bytes=5-6'],
    ['a range without either end', 'bytes=-'],
  ])('refuses %s with 400 naming Range, before any call', async (_, range) => {
    const response = await download(`/downloads/storage-zones/${ASSETS_STORAGE_ZONE_ID}/files/robots.txt`, {
      Range: range,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(body.errors[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'Range' });
    expect(body.errors[0]?.message).toMatch(/one byte range/);
    expect(graph.sandbox.requests).toEqual([]);
  });

  it('takes a file only at a field of an input object variable, not deeper', async () => {
    const form = new FormData();
    const mutation = 'mutation ($input: UploadStorageFileInput!) { uploadStorageFile(input: $input) { size } }';
    const input = { storageZoneId: ASSETS_STORAGE_ZONE_ID, path: '/a.txt', file: null };
    form.set('operations', JSON.stringify({ query: mutation, variables: { input } }));
    form.set('map', JSON.stringify({ 0: ['variables.input.file.deeper'] }));
    form.set('0', new Blob(['x']), 'a.txt');
    const response = await fetch(`${graph.gateway.url}/graphql`, {
      method: 'POST',
      body: form,
      headers: { AccessKey: graph.key, 'x-apollo-operation-name': 'upload' },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('variables.input.file');
    expect(graph.sandbox.requests).toEqual([]);
  });

  it('refuses a file path that names a directory, before any call', async () => {
    const response = await upload('/uploads/', Buffer.from('x'));
    graph.expectRefused(response, 'input.path');
  });
});

describe('deleteStorageFile and deleteStorageDirectory', () => {
  it('deletes one file, answering the id it had', async () => {
    const response = await query(
      `mutation { deleteStorageFile(input: { storageZoneId: ${ASSETS_STORAGE_ZONE_ID}, path: "/robots.txt", clientMutationId: "d" }) {
        deletedStorageFileId clientMutationId } }`,
    );
    expect(response.body.errors).toBeUndefined();
    expect(storageCalls()).toEqual([`storage DELETE /storage.bunnycdn.com/${ASSETS_STORAGE_ZONE_NAME}/robots.txt`]);
    expect((await filesPage({})).edges.map(({ node }) => node.name)).toEqual(['css', 'images', 'index.html']);
  });

  it('deletes a directory and everything under it, with the trailing slash', async () => {
    const response = await query(
      `mutation { deleteStorageDirectory(input: { storageZoneId: ${ASSETS_STORAGE_ZONE_ID}, path: "/images" }) {
        deletedStorageDirectoryId } }`,
    );
    expect(response.body.errors).toBeUndefined();
    expect(storageCalls()).toEqual([`storage DELETE /storage.bunnycdn.com/${ASSETS_STORAGE_ZONE_NAME}/images/`]);
    const gone = await query(FILES, { id: ASSETS_STORAGE_ZONE_ID, path: '/images/2024/' });
    expect(gone.body.errors?.[0]).toMatchObject({
      message: 'Object Not Found',
      extensions: { code: 'NOT_FOUND', service: 'storageFiles', httpStatus: 404 },
    });
  });

  it('refuses to delete the root recursively, before any call', async () => {
    const response = await query(
      `mutation { deleteStorageDirectory(input: { storageZoneId: ${ASSETS_STORAGE_ZONE_ID}, path: "/" }) { deletedStorageDirectoryId } }`,
    );
    graph.expectRefused(response, 'input.path');
  });

  it("answers bunny.net's 404 as NOT_FOUND with its message", async () => {
    const response = await query(
      `mutation { deleteStorageFile(input: { storageZoneId: ${ASSETS_STORAGE_ZONE_ID}, path: "/nothing.txt" }) { deletedStorageFileId } }`,
    );
    expect(response.body.errors?.[0]).toMatchObject({
      message: 'Object Not Found',
      extensions: { code: 'NOT_FOUND', httpStatus: 404 },
    });
  });
});

describe('the storage host of a zone', () => {
  it("is never one outside bunny.net's list: a zone whose record names another host is not called", async () => {
    const created = await data<{
      createStorageZone: { storageZone: { storageZoneId: number; storageHostname: string } };
    }>(
      'mutation { createStorageZone(input: { name: "tokyo-files", region: "JP" }) { storageZone { storageZoneId storageHostname } } }',
    );
    const { storageZoneId, storageHostname } = created.createStorageZone.storageZone;
    expect(storageHostname).toBe('jp.storage.bunnycdn.com');
    graph.sandbox.clearRequests();
    const response = await query(FILES, { id: storageZoneId });
    expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', service: 'storageFiles' });
    expect(response.body.errors?.[0]?.message).toContain('no storage host was called');
    expect(storageCalls()).toEqual([]);
  });

  it("is the zone region's own host", async () => {
    const created = await data<{ createStorageZone: { storageZone: { storageZoneId: number } } }>(
      'mutation { createStorageZone(input: { name: "london-files", region: "UK" }) { storageZone { storageZoneId } } }',
    );
    graph.sandbox.clearRequests();
    const page = await data<{ storageZone: { files: Page } }>(FILES, {
      id: created.createStorageZone.storageZone.storageZoneId,
    });
    expect(page.storageZone.files.totalCount).toBe(0);
    expect(storageCalls()).toEqual(['storage GET /uk.storage.bunnycdn.com/london-files/']);
  });
});

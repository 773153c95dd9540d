import { describe, expect, it } from 'vitest';
import { ASSETS_STORAGE_ZONE_ID, storageFileBytes } from '../../src/sandbox/index.js';
import { useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * A caller may send a Storage Zone's password itself (X-Storage-Zone-Password): it is sent to the storage host instead
 * of the password the zone's record reveals, and, like every credential, never answered or logged. The download route
 * lets a browser on another origin send Range and read the range headers, so it can resume a download.
 */

const graph = useSandboxGraph('storage-access', { logLevel: 'debug' });
const FILES = `{ storageZone(storageZoneId: ${ASSETS_STORAGE_ZONE_ID}) { files(path: "/", first: 3) { edges { node { name } } } } }`;
const DOWNLOAD = `/downloads/storage-zones/${ASSETS_STORAGE_ZONE_ID}/files/images/2024/launch.jpg`;

async function passwords(): Promise<{ password: string; readOnly: string }> {
  const response = await fetch(`${graph.sandbox.urls.api}/storagezone/${ASSETS_STORAGE_ZONE_ID}`, {
    headers: { AccessKey: graph.key },
  });
  const zone = (await response.json()) as { Password: string; ReadOnlyPassword: string };
  return { password: zone.Password, readOnly: zone.ReadOnlyPassword };
}

describe('X-Storage-Zone-Password', () => {
  it("is sent to the storage host instead of the record's read-only password, and never logged", async () => {
    const { password } = await passwords();
    const { body } = await graph.query(FILES, {}, { 'X-Storage-Zone-Password': password });
    expect(body.errors).toBeUndefined();
    const listing = graph.sandbox.requests.filter((request) => request.host === 'storage');
    expect(listing.map((request) => request.headers['accesskey'])).toEqual([password]);
    expect(graph.gateway.rawLogs.join('\n')).not.toContain(password);
  });

  it('is refused by the storage host when wrong, as UNAUTHENTICATED, with the value neither answered nor logged', async () => {
    const wrong = 'not-the-zone-password-7f3a';
    const { body } = await graph.query(FILES, {}, { 'X-Storage-Zone-Password': wrong });
    expect(body.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(body)).not.toContain(wrong);
    expect(graph.gateway.rawLogs.join('\n')).not.toContain(wrong);
  });
});

describe('The storage download route for a browser on another origin', () => {
  it('allows Range in a preflight', async () => {
    const response = await fetch(`${graph.gateway.url}${DOWNLOAD}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://dashboard.example.com',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'accesskey, range',
      },
    });
    expect(response.status).toBe(204);
    expect(
      response.headers
        .get('access-control-allow-headers')
        ?.split(',')
        .map((name) => name.trim()),
    ).toEqual(expect.arrayContaining(['range', 'if-range']));
  });

  it('exposes Content-Range, Accept-Ranges and Content-Length, so a cut download can resume', async () => {
    const bytes = storageFileBytes('/images/2024/launch.jpg', 150_000);
    const response = await fetch(`${graph.gateway.url}${DOWNLOAD}`, {
      headers: { AccessKey: graph.key, Origin: 'https://dashboard.example.com', Range: 'bytes=149000-' },
    });
    expect(response.status).toBe(206);
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes.subarray(149_000))).toBe(true);
    expect(
      response.headers
        .get('access-control-expose-headers')
        ?.split(',')
        .map((name) => name.trim()),
    ).toEqual(expect.arrayContaining(['content-range', 'accept-ranges', 'content-length']));
  });

  it("exposes a 416's Content-Range too, so a page can tell that its copy is already whole", async () => {
    const response = await fetch(`${graph.gateway.url}${DOWNLOAD}`, {
      headers: { AccessKey: graph.key, Origin: 'https://dashboard.example.com', Range: 'bytes=150000-' },
    });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */150000');
    expect(response.headers.get('access-control-allow-origin')).not.toBeNull();
    expect(
      response.headers
        .get('access-control-expose-headers')
        ?.split(',')
        .map((name) => name.trim()),
    ).toContain('content-range');
  });
});

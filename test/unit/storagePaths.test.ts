import { describe, expect, it } from 'vitest';
import { directoryPath, filePath, subdirectoryPath } from '../../src/areas/storageFiles/paths.js';
import { zoneAccess } from '../../src/areas/storageFiles/zoneAccess.js';
import { Credentials } from '../../src/auth/credentials.js';
import type { KnownStorageZone } from '../../src/areas/storageZones/upstreamTypes.js';
import { whatBunnySaid, isFailureInsideSuccess } from '../../src/errors/upstreamDialects.js';
import { buildPath } from '../../src/upstream/route.js';
import { storageHostOf } from '../../src/upstream/storageHosts.js';

/** Edge Storage's paths, hosts and error dialect, seen as an attacker would try them. */

const zone = (fields: Partial<KnownStorageZone>): KnownStorageZone =>
  ({
    Id: 1,
    Name: 'acme-assets',
    StorageHostname: 'storage.bunnycdn.com',
    Password: 'pw',
    ReadOnlyPassword: 'ro',
    ...fields,
  }) as KnownStorageZone;

const NO_HEADERS = Credentials.fromHeaders(new Headers());

describe('Edge Storage paths', () => {
  it('read one canonical form, with or without the outer slashes', () => {
    expect(directoryPath('path', '/')).toEqual([]);
    expect(directoryPath('path', 'images/2024')).toEqual(['images', '2024']);
    expect(directoryPath('path', '/images/2024/')).toEqual(['images', '2024']);
    expect(filePath('path', '/images/logo.png')).toEqual(['images', 'logo.png']);
  });

  it.each([
    '/a/../b',
    '..',
    '/a//b',
    '/a/./b',
    'a\\b',
    '/%2e%2e/x',
    '/a\u0000',
    '/a\u007f',
    '/\ud800',
    '/a|b',
    '/a*',
    '/a#b',
    '/a ',
    '/a.',
    `/${'x'.repeat(256)}`,
  ])('refuse %j naming the argument', (path) => {
    expect(() => directoryPath('path', path)).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ argument: 'path' }) }),
    );
  });

  it('refuse a directory as a file, and the root as a directory to delete', () => {
    expect(() => filePath('input.path', '/images/')).toThrow(/must name a file/);
    expect(() => subdirectoryPath('input.path', '/')).toThrow(/root/);
  });

  it('are sent as segments each encoded on its own, none able to add a segment', () => {
    const params = { zoneName: 'acme-assets', directory: ['a b', 'ü'], fileName: 'c+d.txt' };
    expect(buildPath({ service: 'storageFiles', route: '/{zoneName}{directory*}/{fileName}', params })).toBe(
      '/acme-assets/a%20b/%C3%BC/c%2Bd.txt',
    );
    expect(
      buildPath({
        service: 'storageFiles',
        route: '/{zoneName}{directory*}/',
        params: { zoneName: 'z', directory: [] },
      }),
    ).toBe('/z/');
    expect(() =>
      buildPath({
        service: 'storageFiles',
        route: '/{zoneName}{directory*}/',
        params: { zoneName: 'z', directory: ['..'] },
      }),
    ).toThrow();
  });
});

describe('the storage host of a zone record', () => {
  it.each([
    'evil.example.com',
    'storage.bunnycdn.com.evil.com',
    'STORAGE.BUNNYCDN.COM',
    'jp.storage.bunnycdn.com',
    '127.0.0.1',
    '',
    null,
  ])('is refused when the record names %j, before any call', (hostname) => {
    expect(storageHostOf(hostname)).toBeNull();
    expect(() => zoneAccess(zone({ StorageHostname: hostname }), NO_HEADERS)).toThrow(/no storage host was called/);
  });

  it('is taken from the fixed list, with the read-only password for reads and the password for writes', () => {
    const access = zoneAccess(zone({ StorageHostname: 'syd.storage.bunnycdn.com' }), NO_HEADERS);
    expect(access.host).toBe('syd.storage.bunnycdn.com');
    expect([access.auth('read').value, access.auth('write').value]).toEqual(['ro', 'pw']);
  });

  it("sends the caller's X-Storage-Zone-Password instead of the record's passwords, for reads and writes", () => {
    const credentials = Credentials.fromHeaders(new Headers({ 'X-Storage-Zone-Password': 'callers-own-password' }));
    const access = zoneAccess(zone({ StorageHostname: 'syd.storage.bunnycdn.com' }), credentials);
    expect([access.auth('read').value, access.auth('write').value]).toEqual([
      'callers-own-password',
      'callers-own-password',
    ]);
    expect(access.auth('write').credential).toBe('the password in the X-Storage-Zone-Password header');
  });

  it('refuses a malformed X-Storage-Zone-Password rather than sending it', () => {
    const credentials = Credentials.fromHeaders(new Headers({ 'X-Storage-Zone-Password': 'two words' }));
    const access = zoneAccess(zone({ StorageHostname: 'storage.bunnycdn.com' }), credentials);
    expect(() => access.auth('read')).toThrow(/X-Storage-Zone-Password/);
  });

  it('refuses a zone name that could change the path', () => {
    expect(() => zoneAccess(zone({ Name: '../other' }), NO_HEADERS)).toThrow(/name/);
  });
});

describe("Edge Storage's error dialect", () => {
  it('reads { HttpCode, Message }, and a failing HttpCode inside a 2xx as a failure', () => {
    expect(whatBunnySaid({ HttpCode: 404, Message: 'Object Not Found' })).toEqual({
      message: 'Object Not Found',
      status: 404,
    });
    expect(isFailureInsideSuccess({ HttpCode: 201, Message: 'File uploaded.' })).toBe(false);
    expect(isFailureInsideSuccess({ HttpCode: 400, Message: 'Checksum mismatch.' })).toBe(true);
  });
});

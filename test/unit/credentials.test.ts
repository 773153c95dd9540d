import { describe, expect, it } from 'vitest';
import { Credentials, isWellFormedKey } from '../../src/auth/credentials.js';

/** The header reader on its own, for bytes that fetch (and often Node's HTTP parser) would never let through. */
function read(headers: Record<string, string>) {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return Credentials.fromHeaders({ get: (name) => lower[name] ?? null });
}

describe('Credentials.fromHeaders', () => {
  it('passes a plain visible-ASCII key through unchanged', () => {
    expect(read({ AccessKey: 'abc-123_XYZ' }).account('shield')).toEqual({ header: 'AccessKey', value: 'abc-123_XYZ' });
    expect(read({ Authorization: 'Bearer abc-123' }).account('shield')).toEqual({
      header: 'AccessKey',
      value: 'abc-123',
      credential: 'the key in the Authorization header',
    });
  });

  it.each([
    ['CR/LF', 'key\r\nX-Injected: 1'],
    ['a bare LF', 'key\nmore'],
    ['NUL', 'key\u0000more'],
    ['DEL', 'key\u007fmore'],
    ['a tab', 'key\tmore'],
    ['a space', 'key more'],
    ['non-ASCII', 'kéy'],
    ['an emoji', 'key🔑'],
    ['257 characters', 'k'.repeat(257)],
    ['nothing', ''],
  ])('refuses an AccessKey with %s as UNAUTHENTICATED, never echoing it', (_name, key) => {
    let caught: unknown;
    try {
      read({ AccessKey: key }).account('pullZones');
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ extensions: { code: 'UNAUTHENTICATED', service: 'pullZones' } });
    if (key.length > 0) expect(String((caught as Error).message)).not.toContain(key);
  });

  it('refuses the same bytes in a Bearer token and in X-Library-Key', () => {
    expect(() => read({ Authorization: 'Bearer key\r\nmore' }).account('stream')).toThrow(/Authorization/);
    expect(() => read({ Authorization: 'Bearer key\u0001more' }).account('stream')).toThrow(/visible ASCII/);
    expect(() => read({ 'X-Library-Key': 'lib key' }).explicitLibraryKey('stream')).toThrow(/visible ASCII/);
  });

  it('refuses an origin-log token that is not a JWT', () => {
    expect(() => read({ 'X-Origin-Log-Token': 'not a jwt' }).originLogs('originLogs')).toThrow(/JWT/);
  });

  it('says to replace the placeholder GraphiQL shows in production, rather than what characters a key may hold', () => {
    expect(() => read({ AccessKey: '<your bunny.net API key>' }).account('containers')).toThrow(
      'The AccessKey header still holds the placeholder <your bunny.net API key>: replace it with your key.',
    );
  });

  it('asks for a key when none was sent', () => {
    expect(() => read({}).account('containers')).toThrow(/No bunny.net credentials were sent/);
  });
});

describe('isWellFormedKey', () => {
  it.each(['abc-123_XYZ', 'k'.repeat(256), '!~'])('accepts %j', (key) => {
    expect(isWellFormedKey(key)).toBe(true);
  });

  it.each([
    '',
    'abc déf',
    'abc\r\nx',
    'key\tmore',
    'key\u0000',
    'key\u007f',
    'kéy',
    'key🔑',
    'k'.repeat(257),
    null,
    undefined,
    42,
  ])('refuses %j, by the same rules as the header keys', (key) => {
    expect(isWellFormedKey(key)).toBe(false);
  });
});

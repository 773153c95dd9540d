import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';

describe('the response cache configuration', () => {
  it('bounds the memory store to 64 MiB by default, an eighth of it per credential, and reads both variables', () => {
    expect(loadConfig({}).responseCache).toMatchObject({
      maxBytes: 64 * 1024 * 1024,
      credentialShareBytes: 8 * 1024 * 1024,
      writeWaitMs: 2_000,
    });
    const set = loadConfig({ RESPONSE_CACHE_MAX_BYTES: '1048576', RESPONSE_CACHE_CREDENTIAL_SHARE: '0.5' });
    expect(set.responseCache).toMatchObject({ maxBytes: 1_048_576, credentialShareBytes: 524_288 });
  });

  it.each([
    ['RESPONSE_CACHE_MAX_BYTES', '64MB', /RESPONSE_CACHE_MAX_BYTES must be a whole number, got "64MB"/],
    ['RESPONSE_CACHE_MAX_BYTES', '1000', /RESPONSE_CACHE_MAX_BYTES must be between 65536 and/],
    [
      'RESPONSE_CACHE_CREDENTIAL_SHARE',
      '0',
      /RESPONSE_CACHE_CREDENTIAL_SHARE must be a fraction above 0 and at most 1, got "0"/,
    ],
    ['RESPONSE_CACHE_CREDENTIAL_SHARE', '1.5', /RESPONSE_CACHE_CREDENTIAL_SHARE must be a fraction above 0 .*"1.5"/],
    ['RESPONSE_CACHE_CREDENTIAL_SHARE', 'half', /RESPONSE_CACHE_CREDENTIAL_SHARE must be a fraction above 0 .*"half"/],
    ['RESPONSE_CACHE_CREDENTIAL_SHARE', '-0.1', /RESPONSE_CACHE_CREDENTIAL_SHARE must be a fraction above 0 .*"-0.1"/],
    ['RESPONSE_CACHE_WRITE_WAIT_MS', '0', /RESPONSE_CACHE_WRITE_WAIT_MS must be between 10 and 60000, got 0/],
  ])('refuses %s=%s, naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});

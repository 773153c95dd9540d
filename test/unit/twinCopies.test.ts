import { describe, expect, it } from 'vitest';
import { tusSignature } from '../../src/areas/stream/tus/signature.js';
import { SANDBOX_STORAGE_HOSTNAMES } from '../../src/sandbox/storageFiles/host.js';
import { tusSignature as sandboxTusSignature } from '../../src/sandbox/tus/signature.js';
import { STORAGE_HOSTNAMES } from '../../src/upstream/storageHosts.js';

/**
 * The sandbox imports nothing of the gateway, so what both must know of bunny.net is written twice: once in the
 * gateway, once in its stand-in. Each pair is held equal here, so that a change to one side fails until the other
 * follows.
 */

describe('what the gateway and the sandbox both write down', () => {
  it('names the same Edge Storage hosts, in the same order', () => {
    expect(SANDBOX_STORAGE_HOSTNAMES).toEqual([...STORAGE_HOSTNAMES]);
  });

  it('signs a TUS upload with the same formula, on the documented example and on edge cases', () => {
    const cases: readonly [number, string, number, string][] = [
      [1, 'key', 0, 'video'],
      [240117, 'a1b2c3d4-e5f6-7890-abcd-ef0123456789', 1_767_225_600, '2f5e8f9c-1a2b-4c3d-9e8f-7a6b5c4d3e2f'],
      [9_007_199_254_740_991, '', 99_999_999_999, ''],
      [12, '34', 5, '6'],
    ];
    for (const [libraryId, key, expire, videoId] of cases)
      expect(sandboxTusSignature(libraryId, key, expire, videoId), `${libraryId} ${expire} ${videoId}`).toBe(
        tusSignature(libraryId, key, expire, videoId),
      );
  });

  it('tells two different uploads apart (the comparison above is not vacuous)', () => {
    expect(tusSignature(1, 'key', 0, 'video')).not.toBe(tusSignature(1, 'key', 0, 'other'));
    expect(tusSignature(1, 'key', 0, 'video')).toMatch(/^[0-9a-f]{64}$/);
  });
});

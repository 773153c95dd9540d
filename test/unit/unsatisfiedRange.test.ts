import { describe, expect, it } from 'vitest';
import { errorFromUpstream } from '../../src/errors/fromUpstream.js';

/**
 * A 416's Content-Range (`bytes *\/<size>`) is what bunny.net says the file's size is: kept in
 * `extensions.upstream.contentRange`, which the download route passes back as the header (test/integration/
 * graphStorageFiles.test.ts), and only in that shape, so nothing else bunny.net sends there reaches a header.
 */

const upstreamOf = (contentRange: string | undefined) =>
  errorFromUpstream({ service: 'storageFiles', status: 416, contentRange }).extensions['upstream'];

describe("a 416's Content-Range", () => {
  it('is kept as bunny.net sent it', () => {
    expect(upstreamOf('bytes */150000')).toEqual({ contentRange: 'bytes */150000' });
  });

  it.each([
    ['a satisfied range', 'bytes 0-99/150000'],
    ['no size', 'bytes */'],
    ['an unknown size', 'bytes */*'],
    ['another unit', 'lines */12'],
    ['more after the size', 'bytes */150000, x'],
    ['a size of 20 digits', `bytes */${'9'.repeat(20)}`],
  ])('is left out when it is %s', (_, contentRange) => {
    expect(upstreamOf(contentRange)).toBeUndefined();
  });

  it('is left out when not sent', () => {
    expect(upstreamOf(undefined)).toBeUndefined();
  });
});

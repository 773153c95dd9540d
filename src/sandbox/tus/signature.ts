import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { headerValue } from '../core/http.js';
import type { World } from '../server.js';
import type { Video, VideoLibrary } from '../stream/videoState.js';

/** The video a TUS request is signed for. */
export interface SignedFor {
  readonly library: VideoLibrary;
  readonly video: Video;
}

/** Why a TUS request is refused: no or malformed headers, an expired signature, or one that matches no video. */
export type Refusal = 'missing' | 'expired' | 'forged';

/**
 * bunny.net's formula, written again here: the sandbox imports nothing of the gateway, so each checks the other, and
 * test/unit/twinCopies.test.ts holds the two equal.
 */
export const tusSignature = (libraryId: number, key: string, expire: number, videoId: string): string =>
  createHash('sha256').update(`${libraryId}${key}${expire}${videoId}`).digest('hex');

const sameHex = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * bunny.net's TUS authorization, checked against the sandbox's own library keys: `AuthorizationSignature` must be the
 * SHA-256 of `LibraryId + the library's full key + AuthorizationExpire + VideoId`, for an existing video of that
 * library, and `AuthorizationExpire` (Unix seconds) not yet past. No account key is involved: the signature is the
 * whole credential, which is what lets a browser upload without one.
 */
export function signedVideo(world: World, headers: IncomingHttpHeaders): SignedFor | Refusal {
  const signature = headerValue(headers, 'AuthorizationSignature')?.toLowerCase();
  const expire = headerValue(headers, 'AuthorizationExpire');
  const videoId = headerValue(headers, 'VideoId');
  const libraryId = Number(headerValue(headers, 'LibraryId'));
  if (!signature || !expire || !/^\d{1,12}$/.test(expire) || !videoId || !Number.isSafeInteger(libraryId))
    return 'missing';
  if (Number(expire) * 1000 <= world.now().getTime()) return 'expired';
  const found = world.accounts.find((account) => {
    const library = account.videoLibraries.get(libraryId);
    const video = library?.videos.get(videoId);
    if (library === undefined || video === undefined) return undefined;
    const expected = tusSignature(libraryId, library.apiKey, Number(expire), videoId);
    return sameHex(signature, expected) ? { library, video } : undefined;
  });
  return found ?? 'forged';
}

import { createHash } from 'node:crypto';

/**
 * bunny.net's TUS authorization (https://docs.bunny.net/reference/tus-resumable-uploads): the lowercase hex SHA-256 of
 * `libraryId + libraryApiKey + expirationTime + videoId`, concatenated as text. The sandbox checks uploads with its own
 * copy of the formula (it imports nothing of the gateway); test/unit/twinCopies.test.ts holds the two equal.
 */
export function tusSignature(libraryId: number, libraryKey: string, expirationTime: number, videoId: string): string {
  return createHash('sha256').update(`${libraryId}${libraryKey}${expirationTime}${videoId}`).digest('hex');
}

/** The path of bunny.net's TUS endpoint on the video host. */
export const TUS_UPLOAD_PATH = '/tusupload';

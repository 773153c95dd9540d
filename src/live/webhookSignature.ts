import { createHmac, timingSafeEqual } from 'node:crypto';

/** What bunny.net's Stream webhooks are signed with (https://docs.bunny.net/stream/webhooks). */
export const SIGNATURE_HEADER = 'x-bunnystream-signature';
export const SIGNATURE_VERSION_HEADER = 'x-bunnystream-signature-version';
export const SIGNATURE_ALGORITHM_HEADER = 'x-bunnystream-signature-algorithm';

/** The signature's headers as they came; undefined when one is missing or names another scheme. */
export interface SignedBody {
  readonly body: Buffer;
  /** Lowercase hex HMAC-SHA256 of `body` with the library's read-only key. */
  readonly signature: string;
}

/** The signature of a request, if it is bunny.net's v1 hmac-sha256 scheme. */
export function signatureOf(headers: {
  get(name: string): string | null;
}): { signature: string } | { problem: 'unsigned' | 'signature' } {
  const signature = headers.get(SIGNATURE_HEADER);
  if (signature === null || signature === '') return { problem: 'unsigned' };
  const version = headers.get(SIGNATURE_VERSION_HEADER);
  const algorithm = headers.get(SIGNATURE_ALGORITHM_HEADER);
  if (version !== 'v1' || algorithm?.toLowerCase() !== 'hmac-sha256') return { problem: 'signature' };
  if (!/^[0-9a-f]{64}$/.test(signature)) return { problem: 'signature' };
  return { signature };
}

/** True when `signature` is the body's HMAC-SHA256 with `key`, compared in constant time over the raw bytes. */
export function signedWith(signed: SignedBody, key: string): boolean {
  const expected = createHmac('sha256', key).update(signed.body).digest();
  const given = Buffer.from(signed.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

import { createHmac } from 'node:crypto';
import { formatGuid, sha256Hex } from './random.js';

/**
 * Identity and secrets of sandbox accounts.
 *
 * State is keyed by an account id derived from the caller's credential, never by the
 * credential itself. Video library keys embed that account id (a hash, not the account
 * key) so the video host can find the owning account from a library key alone, even when
 * the account has never called the api host.
 */

const ACCOUNT_ID_LENGTH = 32;

export function accountIdForAccessKey(accessKey: string): string {
  return sha256Hex(`bunny-sandbox:access-key:${accessKey}`).slice(0, ACCOUNT_ID_LENGTH);
}

export function accountIdForJwt(token: string): string {
  return sha256Hex(`bunny-sandbox:jwt:${token}`).slice(0, ACCOUNT_ID_LENGTH);
}

function secretHex(accountId: string, purpose: string): string {
  return createHmac('sha256', 'bunny-sandbox').update(`${accountId}:${purpose}`).digest('hex');
}

export type LibraryKeyAccess = 'readWrite' | 'readOnly';

/**
 * Two GUID-shaped halves, like bunny.net's keys: the account id, then a per-library secret, which changes with each
 * reset of the key (`resets`).
 */
export function libraryKeyForAccount(
  accountId: string,
  libraryId: number,
  access: LibraryKeyAccess,
  resets = 0,
): string {
  const purpose = resets === 0 ? `library:${libraryId}:${access}` : `library:${libraryId}:${access}:${resets}`;
  return `${formatGuid(accountId)}-${secretGuid(accountId, purpose)}`;
}

/** The read-write API key of a seeded video library, as the account with `accountKey` sees it. */
export function libraryApiKeyFor(accountKey: string, libraryId: number): string {
  return libraryKeyForAccount(accountIdForAccessKey(accountKey), libraryId, 'readWrite');
}

/** The account id embedded in a library key, or undefined when the key has the wrong shape. */
export function accountIdFromLibraryKey(key: string): string | undefined {
  const match = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})-[0-9a-f-]{36}$/.exec(key);
  return match ? match.slice(1).join('') : undefined;
}

export function deploymentKeyFor(accountId: string, scriptId: number): string {
  return secretGuid(accountId, `edge-script:${scriptId}:deployment`);
}

export function securityKeyFor(accountId: string, pullZoneId: number): string {
  return secretGuid(accountId, `pull-zone:${pullZoneId}:token-key`);
}

/** A GUID-shaped secret derived from the account and what it is for. */
function secretGuid(accountId: string, purpose: string): string {
  return formatGuid(secretHex(accountId, purpose).slice(0, 32));
}

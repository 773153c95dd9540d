import type { IncomingHttpHeaders } from 'node:http';
import { empty, headerValue, type Reply } from './http.js';
import { accountIdForAccessKey, accountIdForJwt } from './keys.js';
import { SANDBOX_REVOKED_KEY } from '../seed.js';
import type { AccountState, Accounts, VideoLibrary } from '../state.js';

/**
 * Authentication per host. The api host takes the account's AccessKey; the origin-logs host
 * also takes a JWT as the whole Authorization header; the video host takes a video library's
 * own key. Each route supplies the 401 body its document declares.
 */

export interface AuthInput {
  headers: IncomingHttpHeaders;
  params: Readonly<Record<string, string>>;
  accounts: Accounts;
}

export type AuthOutcome = { ok: true; account: AccountState; library?: VideoLibrary } | { ok: false; reply: Reply };

export type Authenticator = (input: AuthInput) => AuthOutcome;

function usableAccessKey(headers: IncomingHttpHeaders): string | undefined {
  const key = headerValue(headers, 'AccessKey');
  return key === undefined || key === SANDBOX_REVOKED_KEY ? undefined : key;
}

/** Any non-empty AccessKey except the revoked one opens (and lazily seeds) its own account. */
export function accessKey(unauthorized: () => Reply): Authenticator {
  return ({ headers, accounts }) => {
    const key = usableAccessKey(headers);
    return key === undefined
      ? { ok: false, reply: unauthorized() }
      : { ok: true, account: accounts.get(accountIdForAccessKey(key)) };
  };
}

/** Three non-empty base64url parts: the shape of a JWT. Signatures are not checked. */
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * Origin logs declare AccessKeyAuth or JWTAuth. The JWT is the entire Authorization value,
 * so "Bearer <jwt>" is rejected. When an AccessKey header is present it decides alone.
 */
export function accessKeyOrJwt(unauthorized: () => Reply): Authenticator {
  const byAccessKey = accessKey(unauthorized);
  return (input) => {
    if (headerValue(input.headers, 'AccessKey') !== undefined) return byAccessKey(input);
    const token = headerValue(input.headers, 'Authorization');
    if (token === undefined || !JWT_SHAPE.test(token)) return { ok: false, reply: unauthorized() };
    return { ok: true, account: input.accounts.get(accountIdForJwt(token)) };
  };
}

/**
 * The Stream API authenticates with a library's own key: its read-only key opens the reads, only its read-write
 * key opens the writes. Keys that are not library keys (including account keys) fail authentication (401); a valid
 * key for another library, or the read-only key on a write, fails authorization (403). Both answer with no body,
 * as documented.
 */
export function libraryKey(libraryParam: string, access: 'read' | 'write' = 'write'): Authenticator {
  return ({ headers, params, accounts }) => {
    const key = headerValue(headers, 'AccessKey');
    const grant = key === undefined ? undefined : accounts.findLibraryByKey(key);
    if (!grant) return { ok: false, reply: empty(401) };
    if (grant.library.id !== Number(params[libraryParam]) || (access === 'write' && grant.access !== 'readWrite'))
      return { ok: false, reply: empty(403) };
    return { ok: true, account: grant.account, library: grant.library };
  };
}

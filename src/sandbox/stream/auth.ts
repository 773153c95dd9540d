import { accessKey, type Authenticator } from '../core/auth.js';
import { empty, headerValue } from '../core/http.js';

/**
 * oEmbed is published without authentication, but the sandbox keeps a world per account: it finds the account by
 * the key the request carries, a library's key or the account's own (the gateway sends one of them). Without a
 * usable key it answers 401 with no body, the video host's way.
 */
export function libraryOrAccountKey(): Authenticator {
  const byAccountKey = accessKey(() => empty(401));
  return (input) => {
    const key = headerValue(input.headers, 'AccessKey');
    const grant = key === undefined ? undefined : input.accounts.findLibraryByKey(key);
    return grant ? { ok: true, account: grant.account } : byAccountKey(input);
  };
}

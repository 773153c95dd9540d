import { createHash } from 'node:crypto';
import { CREDENTIAL_HEADERS } from '../auth/credentials.js';

/** What the response cache knows of a request's credentials: hashes, never a credential. */
type Headers = { get(name: string): string | null };

/** A hash of every credential header the request sent: whose answers these are. */
export function credentialHash(headers: Headers): string {
  const hash = createHash('sha256');
  for (const name of CREDENTIAL_HEADERS) hash.update(`${name}\u0000${headers.get(name) ?? ''}\u0000`);
  return hash.digest('hex');
}

/**
 * The scopes of a request: a hash of each credential it sent, the token after `Bearer ` on its own too, so that a
 * write with a key renews the answers of every request that sent that key, whatever else it sent beside it.
 */
export function scopesOf(headers: Headers): string[] {
  const authorization = headers.get('authorization');
  const values = [
    ...CREDENTIAL_HEADERS.map((name) => headers.get(name)),
    /^Bearer\s+(.*)$/i.exec(authorization ?? '')?.[1],
  ];
  const present = [...new Set(values.filter((value): value is string => typeof value === 'string' && value !== ''))];
  return present.map((value) => createHash('sha256').update(value).digest('hex'));
}

/** The key of an answer: whose it is, then a hash of the operation, its variables and the generations it was read under. */
export function cacheKey(
  owner: string,
  generation: string,
  documentString: string,
  operationName: string | undefined,
  variables: unknown,
): string {
  const hash = createHash('sha256')
    .update(`${generation}\u0000${operationName ?? ''}\u0000${stableJson(variables ?? {})}\u0000${documentString}`)
    .digest('hex');
  return `${owner}.${hash}`;
}

/** JSON with object keys sorted, so that the same variables make the same key. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

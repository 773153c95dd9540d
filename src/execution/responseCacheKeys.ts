import { hash } from 'node:crypto';
import { CREDENTIAL_HEADERS } from '../auth/credentials.js';
import type { AnswerAddress } from '../responseCache/store.js';

/** What the response cache knows of a request's credentials: hashes, never a credential. */
type Headers = { get(name: string): string | null };

/**
 * A hash of every credential header the request sent: whose answers these are. Hashes here are node:crypto's one-shot
 * `hash` (a hit computes three or four): no Hash object per hash.
 */
export function credentialHash(headers: Headers): string {
  let text = '';
  for (const name of CREDENTIAL_HEADERS) text += `${name}\u0000${headers.get(name) ?? ''}\u0000`;
  return sha256(text);
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
  return present.map(sha256);
}

/**
 * Where an answer is kept, but for the generations it is read under (responseCache/store.ts puts them between the two
 * parts): whose it is, then a hash of the operation name, the variables (keys sorted) and the document's own hash. The
 * generations are not hashed in, so that a store can read them and the answer in one round trip (a Redis script has
 * no SHA-256); the key still changes with every write.
 */
export function answerAddress(
  owner: string,
  documentString: string,
  operationName: string | undefined,
  variables: unknown,
): AnswerAddress {
  const operation = sha256(
    `${operationName ?? ''}\u0000${stableJson(variables ?? {})}\u0000${documentHash(documentString)}`,
  );
  return { owner, operation };
}

/** The owner a key's answer counts against: the credential hash it starts with (`keyAt`). */
export function ownerOf(key: string): string {
  return key.slice(0, key.indexOf('.'));
}

/**
 * Callers send the same few documents (trusted ones above all): the hash of each is kept, for a bounded number of
 * documents of a bounded size (at most 1024 x 16 KB of text, whatever callers send).
 */
const documentHashes = new Map<string, string>();
const DOCUMENT_HASHES_MAX = 1024;
const KEPT_DOCUMENT_CHARS = 16_384;

function documentHash(documentString: string): string {
  const known = documentHashes.get(documentString);
  if (known !== undefined) return known;
  const digest = sha256(documentString);
  if (documentString.length > KEPT_DOCUMENT_CHARS) return digest;
  if (documentHashes.size >= DOCUMENT_HASHES_MAX) documentHashes.clear();
  documentHashes.set(documentString, digest);
  return digest;
}

function sha256(text: string): string {
  return hash('sha256', text, 'hex');
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

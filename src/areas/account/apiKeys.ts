import type { RequestSecrets } from '../../auth/secrets.js';
import type { ListedApiKey, UpstreamApiKey } from './upstreamTypes.js';

/**
 * An API key opens the whole account. The graph answers a key only masked: its answers end up in client caches,
 * browser tools, GraphiQL's history and the logs of whatever sits in front of it, none of which the gateway can scrub.
 * A dashboard needs to tell keys apart and recognise the one it runs with, never to use one: the last 4 characters do
 * that and give away 16 bits at most of a key of 36 or more. The key is turned into this form as bunny.net's answer
 * arrives, so no resolver ever holds it, and it joins the request's secrets: should any error or log line of the
 * request quote it, it is scrubbed like the caller's own key.
 */

const MASK = '****';
/** A key shorter than this shows no characters at all: 4 of a short key would give too much of it away. */
const SHORTEST_HINTED_KEY = 16;
const HINT_LENGTH = 4;

export function maskedKey(key: string): string {
  return key.length < SHORTEST_HINTED_KEY ? MASK : `${MASK}${key.slice(-HINT_LENGTH)}`;
}

/** The key as the graph holds it, or null for one bunny.net sends without its id (left out of the list). */
export function listedApiKey(
  key: UpstreamApiKey | null,
  requestKey: string,
  secrets: RequestSecrets,
): ListedApiKey | null {
  if (key === null || typeof key.Id !== 'number') return null;
  const value = typeof key.Key === 'string' && key.Key !== '' ? key.Key : null;
  secrets.add(value);
  const roles = Array.isArray(key.Roles) ? key.Roles.filter((role): role is string => typeof role === 'string') : null;
  return {
    apiKeyId: key.Id,
    roles,
    maskedKey: value === null ? null : maskedKey(value),
    isRequestKey: value !== null && value === requestKey,
  };
}

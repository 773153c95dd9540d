import { badInput } from '../../errors/gatewayError.js';

/**
 * Global ids of `Node` records: base64url of `<Type>:<local id>`, e.g. `PullZone:1284367`. Opaque to callers (so
 * the encoding can change without breaking them) yet stable, so a client cache keys a record the same way in every
 * query. Decoding is strict: anything that is not exactly what `toGlobalId` makes is refused.
 */

const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** A local id is at most 1,500 characters: an Edge Storage entry's is its zone and its path (1,024 bytes) in base64url. */
const PAYLOAD = /^([A-Z][A-Za-z]{0,63}):([^:\s]{1,1500})$/;
const MAX_ID_LENGTH = 2048;

export function toGlobalId(typeName: string, localId: string | number): string {
  return Buffer.from(`${typeName}:${localId}`, 'utf8').toString('base64url');
}

export interface DecodedGlobalId {
  readonly typeName: string;
  readonly localId: string;
}

/** The type and local id of a global id; BAD_USER_INPUT naming `argument` for anything `toGlobalId` did not make. */
export function fromGlobalId(argument: string, value: string): DecodedGlobalId {
  const payload = value.length <= MAX_ID_LENGTH && BASE64URL.test(value) ? decode(value) : null;
  const match = payload === null ? null : PAYLOAD.exec(payload);
  // Re-encoding must give the same text: no padding, no alternative spellings of one id.
  if (!match?.[1] || !match[2] || toGlobalId(match[1], match[2]) !== value) throw notAGlobalId(argument);
  return { typeName: match[1], localId: match[2] };
}

export function notAGlobalId(argument: string): Error {
  return badInput('gateway', argument, `${argument} must be a global id from a Node's \`id\` field.`);
}

function decode(value: string): string | null {
  const text = Buffer.from(value, 'base64url').toString('utf8');
  return text.includes('\uFFFD') ? null : text;
}

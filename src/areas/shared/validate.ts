import { isIP } from 'node:net';
import { badInput, type AreaName } from '../../errors/gatewayError.js';

/**
 * Argument checks done before any upstream call. Each throws BAD_USER_INPUT naming the GraphQL argument, and
 * returns the value unchanged: values are never trimmed or repaired on the caller's behalf.
 */

export function positiveId(service: AreaName, argument: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 1) throw badInput(service, argument, `${argument} must be a positive integer id.`);
  return value;
}

const INT32_MAX = 2 ** 31 - 1;

/** An id that bunny.net takes as an int32 although the same kind of id is an int64 elsewhere (Shield Zones). */
export function int32Id(service: AreaName, argument: string, value: number): number {
  positiveId(service, argument, value);
  if (value > INT32_MAX) throw badInput(service, argument, `${argument} must be at most ${INT32_MAX} for this operation.`);
  return value;
}

export function lengthBetween(service: AreaName, argument: string, value: string, min: number, max: number): string {
  if (value.length < min || value.length > max) {
    throw badInput(service, argument, `${argument} must be ${min} to ${max} characters long (got ${value.length}).`);
  }
  if (/[\u0000-\u001f\u007f]/.test(value)) throw badInput(service, argument, `${argument} must not contain control characters.`);
  return value;
}

const HOSTNAME_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

/** A DNS hostname (letters, digits, hyphens; dot-separated labels), optionally a leading `*.` wildcard. */
export function hostname(service: AreaName, argument: string, value: string, { wildcard = false } = {}): string {
  const name = wildcard && value.startsWith('*.') ? value.slice(2) : value;
  const labels = name.endsWith('.') ? name.slice(0, -1).split('.') : name.split('.');
  const valid = value.length > 0 && value.length <= 253 && labels.length >= 2 && labels.every((label) => HOSTNAME_LABEL.test(label));
  if (!valid) throw badInput(service, argument, `${argument} must be a hostname such as "cdn.example.com" (got "${printable(value)}").`);
  return value;
}

/** An IPv4 or IPv6 address, or a CIDR range of one (bunny.net's block lists hold both). */
export function ipOrCidr(service: AreaName, argument: string, value: string): string {
  const [address = '', prefix, extra] = value.split('/');
  const version = isIP(address);
  const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 6 ? 128 : 32));
  if (version === 0 || !prefixOk || extra !== undefined) {
    throw badInput(service, argument, `${argument} must be an IPv4 or IPv6 address or CIDR range (got "${printable(value)}").`);
  }
  return value;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function uuid(service: AreaName, argument: string, value: string): string {
  if (!UUID.test(value)) throw badInput(service, argument, `${argument} must be a UUID.`);
  return value;
}

/** An absolute http(s) URL without credentials. */
export function httpUrl(service: AreaName, argument: string, value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || value.length > 2048) {
    throw badInput(service, argument, `${argument} must be an absolute http(s) URL without credentials.`);
  }
  return value;
}

/** Echoes caller input in messages without control characters or unbounded length. */
function printable(value: string): string {
  const clean = value.replace(/[\u0000-\u001f\u007f]/g, '?');
  return clean.length > 80 ? `${clean.slice(0, 77)}...` : clean;
}

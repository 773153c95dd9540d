import { isIP } from 'node:net';
import { badInput, type AreaName } from '../../errors/gatewayError.js';
import { quoted } from '../../errors/quote.js';
import { breaksPath, isWellFormed } from '../../upstream/route.js';

/**
 * The primitives of every argument check, done before any upstream call. Each throws BAD_USER_INPUT naming the
 * GraphQL argument, and returns the value unchanged: values are never trimmed or repaired on the caller's behalf.
 * Areas use them through `validatorsFor(area)` in their own validation.ts, which binds the area name once.
 */

export function positiveId(service: AreaName, argument: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 1)
    throw badInput(service, argument, `${argument} must be a positive integer id.`);
  return value;
}

const INT32_MAX = 2 ** 31 - 1;

/** An id that bunny.net takes as an int32 although the same kind of id is an int64 elsewhere (Shield Zones). */
export function int32Id(service: AreaName, argument: string, value: number): number {
  positiveId(service, argument, value);
  if (value > INT32_MAX)
    throw badInput(service, argument, `${argument} must be at most ${INT32_MAX} for this operation.`);
  return value;
}

/**
 * Text that is Unicode. A JSON variable can hold a lone surrogate (`"app\ud800"`), which no path, query string or
 * body can carry: it is refused here rather than fail, or turn into U+FFFD, on its way to bunny.net.
 */
export function wellFormed(service: AreaName, argument: string, value: string): string {
  if (!isWellFormed(value))
    throw badInput(service, argument, `${argument} is not Unicode text: it holds a lone surrogate (half of a pair).`);
  return value;
}

export function lengthBetween(service: AreaName, argument: string, value: string, min: number, max: number): string {
  wellFormed(service, argument, value);
  if (value.length < min || value.length > max) {
    throw badInput(service, argument, `${argument} must be ${min} to ${max} characters long (got ${value.length}).`);
  }
  if (/[\u0000-\u001f\u007f]/.test(value))
    throw badInput(service, argument, `${argument} must not contain control characters.`);
  return value;
}

const MAX_IDENTIFIER_LENGTH = 256;

/** A string id (app, endpoint, volume, instance, video or rule id) that is safe as one path segment. */
export function identifier(service: AreaName, argument: string, value: string): string {
  wellFormed(service, argument, value);
  if (value.length === 0 || value.trim() !== value) {
    throw badInput(service, argument, `${argument} must be a non-empty id without surrounding spaces.`);
  }
  if (value.length > MAX_IDENTIFIER_LENGTH) {
    throw badInput(service, argument, `${argument} must be at most ${MAX_IDENTIFIER_LENGTH} characters.`);
  }
  if (breaksPath(value)) {
    throw badInput(
      service,
      argument,
      `${argument} must be a plain id: no '/', '\\', '?', '#', '%', '..' or control characters.`,
    );
  }
  return value;
}

/** Only whitespace (any Unicode space) and invisible format characters such as U+200B or U+FEFF. */
const BLANK = /^[\s\p{Cf}]*$/u;

/**
 * A required name or label: `lengthBetween`, and not blank. A whitespace-only value is refused (never trimmed to an
 * empty string and forwarded); `min` must be at least 1.
 */
export function requiredText(service: AreaName, argument: string, value: string, min: number, max: number): string {
  lengthBetween(service, argument, value, min, max);
  if (BLANK.test(value))
    throw badInput(service, argument, `${argument} must not be blank (only spaces or invisible characters).`);
  return value;
}

/** Visible ASCII (0x21 to 0x7E): no spaces, control or non-ASCII characters, `min` to `max` characters long. */
export function visibleAscii(service: AreaName, argument: string, value: string, min: number, max: number): string {
  lengthBetween(service, argument, value, min, max);
  if (!/^[\x21-\x7e]*$/.test(value)) {
    throw badInput(
      service,
      argument,
      `${argument} may only hold visible ASCII characters (no spaces, control or non-ASCII characters).`,
    );
  }
  return value;
}

/** RFC 9110 `token` (section 5.6.2): the syntax of an HTTP header name, and (RFC 6265) of a cookie name. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9a-z]+$/i;
const MAX_TOKEN_LENGTH = 256;

/** An HTTP header name, or a cookie name: a non-empty RFC 9110 token of at most 256 characters. */
export function httpToken(service: AreaName, argument: string, value: string, what = 'an HTTP header name'): string {
  if (value.length === 0 || value.length > MAX_TOKEN_LENGTH || !TOKEN.test(value)) {
    throw badInput(
      service,
      argument,
      `${argument} must be ${what}: 1 to ${MAX_TOKEN_LENGTH} letters, digits or !#$%&'*+-.^_\`|~ (got "${printable(value)}").`,
    );
  }
  return value;
}

const HOSTNAME_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

/** A DNS hostname (letters, digits, hyphens; dot-separated labels), optionally a leading `*.` wildcard. */
export function hostname(service: AreaName, argument: string, value: string, { wildcard = false } = {}): string {
  const name = wildcard && value.startsWith('*.') ? value.slice(2) : value;
  const labels = name.endsWith('.') ? name.slice(0, -1).split('.') : name.split('.');
  const valid =
    value.length > 0 &&
    value.length <= 253 &&
    labels.length >= 2 &&
    labels.every((label) => HOSTNAME_LABEL.test(label));
  if (!valid)
    throw badInput(
      service,
      argument,
      `${argument} must be a hostname such as "cdn.example.com" (got "${printable(value)}").`,
    );
  return value;
}

/**
 * WHATWG URL's "ends in a number" rule: a last label of digits only, or `0x` and hex digits, makes a host an IPv4
 * address (`1.2.3.4`, `123.456`, `0x7f.1`), never a DNS name. No top-level domain looks like that.
 */
const NUMERIC_LAST_LABEL = /^(\d+|0x[0-9a-f]*)$/i;

/**
 * A DNS name a certificate can be issued for: `hostname` without wildcard, and not an IP address or anything with
 * an all-numeric last label. Punycode (IDN) labels such as `xn--bcher-kva.example` are accepted. Referrer hostnames
 * keep using `hostname`, which accepts IPv4 addresses (a referrer may be one).
 */
export function certificateHostname(service: AreaName, argument: string, value: string): string {
  hostname(service, argument, value);
  const labels = (value.endsWith('.') ? value.slice(0, -1) : value).split('.');
  if (isIP(value) !== 0 || NUMERIC_LAST_LABEL.test(labels[labels.length - 1] ?? '')) {
    throw badInput(
      service,
      argument,
      `${argument} must be a DNS name such as "cdn.example.com", not an IP address (got "${printable(value)}").`,
    );
  }
  return value;
}

/** An IPv4 or IPv6 address, or a CIDR range of one (bunny.net's block lists hold both). */
export function ipOrCidr(service: AreaName, argument: string, value: string): string {
  const [address = '', prefix, extra] = value.split('/');
  const version = isIP(address);
  const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 6 ? 128 : 32));
  if (version === 0 || !prefixOk || extra !== undefined) {
    throw badInput(
      service,
      argument,
      `${argument} must be an IPv4 or IPv6 address or CIDR range (got "${printable(value)}").`,
    );
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
  wellFormed(service, argument, value);
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (
    !url ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username ||
    url.password ||
    value.length > 2048
  ) {
    throw badInput(service, argument, `${argument} must be an absolute http(s) URL without credentials.`);
  }
  return value;
}

const primitives = {
  wellFormed,
  positiveId,
  int32Id,
  identifier,
  lengthBetween,
  requiredText,
  visibleAscii,
  httpToken,
  hostname,
  certificateHostname,
  ipOrCidr,
  uuid,
  httpUrl,
  /** The error of an area's own rule, to throw: BAD_USER_INPUT naming the argument, with the message given. */
  refusal: badInput,
};

type Bound<Check> = Check extends (service: AreaName, ...rest: infer Rest) => infer Result
  ? (...rest: Rest) => Result
  : never;

/** The primitives with the area name bound, so an area's validation.ts names its area once. */
export type Validators = { readonly [Name in keyof typeof primitives]: Bound<(typeof primitives)[Name]> };

export function validatorsFor(service: AreaName): Validators {
  const bind = ([name, check]: [string, (service: AreaName, ...rest: never[]) => unknown]) => [
    name,
    (...rest: never[]) => check(service, ...rest),
  ];
  return Object.fromEntries(Object.entries(primitives).map(bind)) as Validators;
}

/**
 * Echoes caller input in messages without control characters, in 80 characters at most (errors/quote.ts: a
 * credential of the request cut there is scrubbed with the answer, start included).
 */
export function printable(value: string): string {
  return quoted(value.replace(/[\u0000-\u001f\u007f]/g, '?'), 80);
}

import { GatewayError, type AreaName } from '../errors/gatewayError.js';
import type { UpstreamAuth } from './upstreamAuth.js';
import { RequestSecrets } from './secrets.js';

/**
 * The caller's own bunny.net credentials, read from the request headers. The gateway has no key of its own.
 *
 * - account key: `AccessKey: <key>` or `Authorization: Bearer <key>`
 * - video library key (Stream host): `X-Library-Key: <key>`, optional; otherwise looked up with the account key
 * - Storage Zone password (Edge Storage hosts): `X-Storage-Zone-Password: <password>`, optional; otherwise the zone's
 *   password (or read-only password, for reads) is looked up with the account key
 * - origin-log JWT: `X-Origin-Log-Token: <jwt>`, sent upstream as the whole `Authorization` value
 *
 * A malformed value (control or non-ASCII characters, spaces, absurd length) is refused before any upstream call,
 * never trimmed or repaired and forwarded.
 */

export const CREDENTIAL_HEADERS = [
  'accesskey',
  'authorization',
  'x-library-key',
  'x-origin-log-token',
  'x-storage-zone-password',
] as const;

const MAX_KEY_LENGTH = 256;
const MAX_JWT_LENGTH = 8192;
const VISIBLE_ASCII = /^[\x21-\x7e]+$/;
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

export interface HeaderSource {
  get(name: string): string | null;
}

type Read = { value: string } | { problem: string } | undefined;

export class Credentials {
  private constructor(
    private readonly accountKey: Read,
    /** Where the account key came from, for messages: `Authorization: Bearer` is named, AccessKey is the default. */
    private readonly accountKeyCredential: string | undefined,
    private readonly libraryKey: Read,
    private readonly originLogToken: Read,
    private readonly storageZonePassword: Read,
    /** Every credential of the request, to scrub from what it answers and logs; a looked-up library key is added. */
    readonly secrets: RequestSecrets,
  ) {}

  /** `secrets`: the request's one set (see ServerContext), made from the same headers when the caller has it. */
  static fromHeaders(headers: HeaderSource, secrets: RequestSecrets = secretsOf(headers)): Credentials {
    const bearer = headers.get('accesskey') === null && headers.get('authorization') !== null;
    return new Credentials(
      readAccountKey(headers),
      bearer ? 'the key in the Authorization header' : undefined,
      readKey(headers.get('x-library-key'), 'X-Library-Key'),
      readJwt(headers.get('x-origin-log-token')),
      readKey(headers.get('x-storage-zone-password'), 'X-Storage-Zone-Password'),
      secrets,
    );
  }

  /** The account key as the upstream AccessKey header; UNAUTHENTICATED when missing or malformed. */
  account(service: AreaName): UpstreamAuth {
    return this.accountAuth(required(this.accountKey, service, 'Send your bunny.net API key in the AccessKey header.'));
  }

  /** The caller's explicit video library key, when sent (a malformed one is refused). */
  explicitLibraryKey(service: AreaName): UpstreamAuth | undefined {
    if (this.libraryKey === undefined) return undefined;
    return {
      header: 'AccessKey',
      value: accepted(this.libraryKey, service),
      credential: 'the key in the X-Library-Key header',
    };
  }

  /**
   * The caller's own Storage Zone password, which wins over the one the zone's record reveals (the record is still read
   * with the account key, for the zone's name and storage host). It is sent for reads and writes alike.
   */
  explicitStorageZonePassword(service: AreaName): UpstreamAuth | undefined {
    if (this.storageZonePassword === undefined) return undefined;
    return {
      header: 'AccessKey',
      value: accepted(this.storageZonePassword, service),
      credential: 'the password in the X-Storage-Zone-Password header',
    };
  }

  /** Origin logs accept the JWT (as the whole Authorization value) or else the account key. */
  originLogs(service: AreaName): UpstreamAuth {
    if (this.originLogToken !== undefined) {
      return {
        header: 'Authorization',
        value: accepted(this.originLogToken, service),
        credential: 'the token in the X-Origin-Log-Token header',
      };
    }
    return this.accountAuth(
      required(
        this.accountKey,
        service,
        'Send your bunny.net API key in the AccessKey header, or a JWT in X-Origin-Log-Token.',
      ),
    );
  }

  private accountAuth(value: string): UpstreamAuth {
    return this.accountKeyCredential
      ? { header: 'AccessKey', value, credential: this.accountKeyCredential }
      : { header: 'AccessKey', value };
  }
}

/**
 * The raw values of the credential headers (the token after `Bearer ` too), well-formed or not; but GraphiQL's
 * placeholder, which is no secret: the error that refuses it names it.
 */
export function secretsOf(headers: HeaderSource): RequestSecrets {
  const authorization = headers.get('authorization');
  const values = [
    ...CREDENTIAL_HEADERS.map((name) => headers.get(name)),
    /^Bearer\s+(.*)$/i.exec(authorization ?? '')?.[1],
  ];
  return RequestSecrets.of(values.filter((value) => value !== KEY_PLACEHOLDER));
}

function required(read: Read, service: AreaName, whenMissing: string): string {
  if (read === undefined)
    throw new GatewayError(`No bunny.net credentials were sent. ${whenMissing}`, { code: 'UNAUTHENTICATED', service });
  return accepted(read, service);
}

/** The value of a header that was sent, or UNAUTHENTICATED saying what is wrong with it. */
function accepted(read: NonNullable<Read>, service: AreaName): string {
  if ('problem' in read) throw new GatewayError(read.problem, { code: 'UNAUTHENTICATED', service });
  return read.value;
}

function readAccountKey(headers: HeaderSource): Read {
  const accessKey = headers.get('accesskey');
  if (accessKey !== null) return readKey(accessKey, 'AccessKey');
  const authorization = headers.get('authorization');
  if (authorization === null) return undefined;
  const bearer = /^Bearer (.*)$/i.exec(authorization);
  if (!bearer) return { problem: 'The Authorization header must be "Bearer <your bunny.net API key>".' };
  return readKey(bearer[1] ?? '', 'Authorization');
}

/** What GraphiQL's headers editor holds in production, where no key is pre-filled (graphiql/options.ts). */
export const KEY_PLACEHOLDER = '<your bunny.net API key>';

function readKey(raw: string | null, header: string): Read {
  if (raw === null) return undefined;
  if (raw.length === 0) return { problem: `The ${header} header is empty.` };
  if (raw === KEY_PLACEHOLDER)
    return {
      problem: `The ${header} header still holds the placeholder ${KEY_PLACEHOLDER}: replace it with your key.`,
    };
  if (raw.length > MAX_KEY_LENGTH)
    return { problem: `The ${header} header is longer than ${MAX_KEY_LENGTH} characters.` };
  // Node joins a header sent twice with ", ", which no key holds.
  if (raw.includes(', ')) return { problem: `The ${header} header was sent more than once: send one key.` };
  if (!VISIBLE_ASCII.test(raw))
    return {
      problem: `The ${header} header may only hold visible ASCII characters (no spaces or control characters).`,
    };
  return { value: raw };
}

/**
 * Whether a key is fit to be sent as an upstream header value, by the same rules as the keys callers send: 1 to
 * 256 visible ASCII characters (no spaces, CR/LF, control or non-ASCII characters). For keys the gateway did not
 * get from the caller, such as a video library key looked up from bunny.net.
 */
export function isWellFormedKey(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const read = readKey(value, 'key');
  return read !== undefined && 'value' in read;
}

function readJwt(raw: string | null): Read {
  if (raw === null) return undefined;
  if (raw.length === 0 || raw.length > MAX_JWT_LENGTH || !JWT_SHAPE.test(raw)) {
    return { problem: 'The X-Origin-Log-Token header must be a JWT (three base64url parts separated by dots).' };
  }
  return { value: raw };
}

import type { Credentials } from '../../auth/credentials.js';
import { CHANGE_APPLIED, GatewayError, type AreaName } from '../../errors/gatewayError.js';
import type { UpstreamSession } from '../../upstream/session.js';
import type { UpstreamCall, UpstreamResult, UpstreamStream } from '../../upstream/types.js';

/**
 * The JSON a successful answer must hold when it has a body: bunny.net's documented 2xx schema, at the top level;
 * `none` where the documents give the answer no body at all (whatever comes is taken as it is).
 */
export type AnswerShape = 'object' | 'array' | 'string' | 'none';

/** A call of an area client: the api host and the caller's account key unless it says otherwise. */
export type AreaCall = Omit<UpstreamCall, 'service' | 'host' | 'auth'> &
  Partial<Pick<UpstreamCall, 'host' | 'auth'>> & {
    /** Checked on a non-empty 2xx body: anything else is UPSTREAM_ERROR rather than silently null or empty data. */
    readonly answer?: AnswerShape;
  };

/**
 * What every area client shares: the request's upstream session, the caller's credentials, and the area name
 * that errors, logs and metrics carry. Subclasses hold one method per REST operation.
 */
export abstract class AreaClient {
  // Declared, not class fields: a request makes up to five clients, and each field was first defined as undefined
  // (ES2022 class fields) and then assigned, ~2% of the node list's CPU in the profile.
  declare protected readonly session: UpstreamSession;
  declare protected readonly credentials: Credentials;
  declare private readonly service: AreaName;

  protected constructor(session: UpstreamSession, credentials: Credentials, service: AreaName) {
    this.session = session;
    this.credentials = credentials;
    this.service = service;
  }

  protected async json<T>(call: AreaCall): Promise<UpstreamResult<T>> {
    const result = await this.session.json<T>(this.complete(call));
    if (result.data === undefined && isDocumentedRead(call)) throw emptyRead(this.service, call, result.status);
    if (call.answer !== undefined && result.data !== undefined && !hasShape(result.data, call.answer)) {
      throw unexpectedAnswer(this.service, call, result.status);
    }
    return result;
  }

  protected stream(call: AreaCall): Promise<UpstreamStream> {
    return this.session.stream(this.complete(call));
  }

  private complete({ answer: _answer, ...call }: AreaCall): UpstreamCall {
    const auth = call.auth ?? this.credentials.account(this.service);
    return { host: 'api', ...call, service: this.service, auth, secrets: this.credentials.secrets };
  }
}

/**
 * A read bunny.net documents with a JSON answer never answers an empty 2xx: "nothing there" is a 404, an empty list or
 * null. An empty body would otherwise reach the caller as data: a record of nulls, an empty list, a count of null.
 */
function emptyRead(service: AreaName, call: AreaCall, status: number): GatewayError {
  return new GatewayError(
    `bunny.net answered HTTP ${status} with no body, where its documents give the ${call.answer ?? 'answer'}.`,
    { code: 'UPSTREAM_ERROR', service, httpStatus: status },
  );
}

/** A GET that changes nothing (retried and shared) and whose documented answer has a body. */
function isDocumentedRead(call: AreaCall): boolean {
  return call.method === 'GET' && call.idempotent === true && call.answer !== 'none';
}

export function hasShape(data: unknown, shape: AnswerShape): boolean {
  if (shape === 'none') return true;
  if (shape === 'array') return Array.isArray(data);
  if (shape === 'string') return typeof data === 'string';
  return typeof data === 'object' && data !== null && !Array.isArray(data);
}

/** A 2xx answer whose JSON is not what bunny.net documents: a proxy, a changed API, or a bug upstream. */
export function unexpectedAnswer(
  service: AreaName,
  call: Pick<AreaCall, 'idempotent' | 'answer'>,
  status: number,
): GatewayError {
  const applied = call.idempotent ? '' : CHANGE_APPLIED;
  return new GatewayError(
    `bunny.net answered HTTP ${status} with JSON that is not the documented ${call.answer ?? 'answer'}.${applied}`,
    {
      code: 'UPSTREAM_ERROR',
      service,
      httpStatus: status,
    },
  );
}

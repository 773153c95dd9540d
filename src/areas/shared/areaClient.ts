import type { Credentials } from '../../auth/credentials.js';
import type { AreaName } from '../../errors/gatewayError.js';
import type { UpstreamSession } from '../../upstream/session.js';
import type { UpstreamCall, UpstreamResult, UpstreamStream } from '../../upstream/types.js';

/** A call of an area client: the api host and the caller's account key unless it says otherwise. */
export type AreaCall = Omit<UpstreamCall, 'service' | 'host' | 'auth'> & Partial<Pick<UpstreamCall, 'host' | 'auth'>>;

/**
 * What every area client shares: the request's upstream session, the caller's credentials, and the area name
 * that errors, logs and metrics carry. Subclasses hold one method per REST operation.
 */
export abstract class AreaClient {
  protected constructor(
    protected readonly session: UpstreamSession,
    protected readonly credentials: Credentials,
    private readonly service: AreaName,
  ) {}

  protected json<T>(call: AreaCall): Promise<UpstreamResult<T>> {
    return this.session.json<T>(this.complete(call));
  }

  protected stream(call: AreaCall): Promise<UpstreamStream> {
    return this.session.stream(this.complete(call));
  }

  private complete(call: AreaCall): UpstreamCall {
    return { host: 'api', ...call, service: this.service, auth: call.auth ?? this.credentials.account(this.service) };
  }
}

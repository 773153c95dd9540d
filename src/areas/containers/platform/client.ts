import type { Credentials } from '../../../auth/credentials.js';
import { defaultFieldName, type FieldNameMap, inputFieldName } from '../../../errors/fromUpstream.js';
import type { UpstreamSession } from '../../../upstream/session.js';
import { AreaClient, unexpectedAnswer } from '../../shared/areaClient.js';
import { containerCursorList, type TokenList } from '../../shared/paging/index.js';
import type * as Up from '../upstreamTypes.js';

/** bunny.net's names of a log-forwarding request as the GraphQL arguments hold them (`app` is `appId`). */
const logForwardingFieldName: FieldNameMap = (field) => {
  const name = defaultFieldName(field);
  if (name === 'app') return 'appId';
  return name === 'type' ? 'input.protocol' : inputFieldName(field);
};

/**
 * The platform around the applications (under {base_url}/mc): regions, the account's limits, the node network and
 * log forwarding. A log-forwarding token is write-only: a token sent, or one bunny.net answers inside a configuration,
 * becomes a secret of the request (scrubbed from every error and log line) and is taken out of the record before
 * anything else sees it; the graph only says whether there is one.
 */
export class PlatformClient extends AreaClient {
  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'containers');
  }

  /** `GET /mc/regions?limit=&nextCursor=`: the regions, a page at a time. */
  regionList(): TokenList<Up.UpstreamRegion | null> {
    return containerCursorList('containers', (query) =>
      this.json<unknown>({ method: 'GET', route: '/mc/regions', idempotent: true, answer: 'object', query }),
    );
  }

  /** `GET /mc/regions/optimal?cdnServerToken=`. */
  async getOptimalRegion(cdnServerToken: string | undefined): Promise<Up.UpstreamRegion | null> {
    const query = cdnServerToken === undefined ? undefined : { cdnServerToken };
    const { data } = await this.json<Up.UpstreamOptimalRegion>({
      method: 'GET',
      route: '/mc/regions/optimal',
      idempotent: true,
      answer: 'object',
      ...(query && { query }),
    });
    return data?.region ?? null;
  }

  /** `GET /mc/limits`. */
  async getLimits(): Promise<Up.UpstreamLimits | null> {
    const { data } = await this.json<Up.UpstreamLimits>({
      method: 'GET',
      route: '/mc/limits',
      idempotent: true,
      answer: 'object',
    });
    return data ?? null;
  }

  /** `GET /mc/nodes?limit=&nextCursor=`: the nodes' IP addresses, a page at a time. */
  nodeList(): TokenList<string | null> {
    return containerCursorList('containers', (query) =>
      this.json<unknown>({ method: 'GET', route: '/mc/nodes', idempotent: true, answer: 'object', query }),
    );
  }

  /** `GET /mc/nodes/plain`. */
  async listNodeIps(): Promise<string[] | null> {
    const { data } = await this.json<string[]>({
      method: 'GET',
      route: '/mc/nodes/plain',
      idempotent: true,
      answer: 'array',
    });
    return data ?? null;
  }

  /** `GET /mc/log/forwarding`: every configuration of the account, in one answer. */
  async listLogForwardings(): Promise<(Up.LogForwardingRecord | null)[]> {
    const call = { method: 'GET', route: '/mc/log/forwarding', idempotent: true, answer: 'object' } as const;
    const { data, status } = await this.json<Up.UpstreamItems<Up.UpstreamLogForwarding>>(call);
    if (data === undefined || (data.items != null && !Array.isArray(data.items)))
      throw unexpectedAnswer('containers', call, status);
    return (data.items ?? []).map((item) => (item === null ? null : this.withoutToken(item)));
  }

  /** `GET /mc/log/forwarding/{appId}`. */
  async getLogForwarding(appId: string): Promise<Up.LogForwardingRecord> {
    const call = { method: 'GET', route: '/mc/log/forwarding/{appId}', idempotent: true, answer: 'object' } as const;
    const { data, status } = await this.json<Up.UpstreamLogForwarding>({ ...call, params: { appId } });
    if (data === undefined) throw unexpectedAnswer('containers', call, status);
    return this.withoutToken(data);
  }

  /** `POST /mc/log/forwarding`; 201 with the new configuration. */
  createLogForwarding(body: Up.UpstreamLogForwardingRequest): Promise<Up.LogForwardingRecord> {
    this.credentials.secrets.add(body.token);
    return this.saved({ method: 'POST', route: '/mc/log/forwarding', json: body, fieldName: logForwardingFieldName });
  }

  /** `PUT /mc/log/forwarding/{appId}`; 200 with the configuration as it is now. */
  updateLogForwarding(appId: string, body: Up.UpstreamLogForwardingRequest): Promise<Up.LogForwardingRecord> {
    this.credentials.secrets.add(body.token);
    const route = '/mc/log/forwarding/{appId}';
    return this.saved({ method: 'PUT', route, params: { appId }, json: body, fieldName: logForwardingFieldName });
  }

  /** `DELETE /mc/log/forwarding/{appId}`; 204. */
  async deleteLogForwarding(appId: string): Promise<void> {
    await this.json({ method: 'DELETE', route: '/mc/log/forwarding/{appId}', params: { appId } });
  }

  private async saved(call: {
    method: 'POST' | 'PUT';
    route: string;
    params?: { appId: string };
    json: Up.UpstreamLogForwardingRequest;
    fieldName: FieldNameMap;
  }): Promise<Up.LogForwardingRecord> {
    const sent = { ...call, answer: 'object' } as const;
    const { data, status } = await this.json<Up.UpstreamLogForwarding>(sent);
    if (data === undefined) throw unexpectedAnswer('containers', sent, status);
    return this.withoutToken(data);
  }

  /** The record without its token, which becomes a secret of the request. */
  private withoutToken({ token, ...record }: Up.UpstreamLogForwarding): Up.LogForwardingRecord {
    this.credentials.secrets.add(token);
    return { ...record, hasToken: typeof token === 'string' && token !== '' };
  }
}

import type { Credentials } from '../../auth/credentials.js';
import { defaultFieldName } from '../../errors/fromUpstream.js';
import type { UpstreamSession } from '../../upstream/session.js';
import { AreaClient, type AreaCall } from '../shared/areaClient.js';

/** The toggle body's `Id`/`Value` are the `pullZoneId`/`enabled` arguments. */
const toggleFieldName = (field: string): string =>
  ({ Id: 'pullZoneId', Value: 'enabled' })[field] ?? defaultFieldName(field);

/**
 * Pull Zone REST calls of the core API, one method per operation, with the caller's account key. Bodies are in
 * bunny.net's PascalCase; success answers carry no body (204, or an empty 200).
 */
export class PullZonesClient extends AreaClient {
  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'pullZones');
  }

  /** Every Pull Zone operation here is a POST. */
  private post<T>(call: Omit<AreaCall, 'method'>) {
    return this.json<T>({ ...call, method: 'POST' });
  }

  /** `POST /pullzone/{pullZoneId}/edgerules/{edgeRuleId}/setEdgeRuleEnabled`, body `{ Id, Value }`. */
  async setEdgeRuleEnabled(pullZoneId: number, edgeRuleId: string, enabled: boolean): Promise<void> {
    await this.post({
      route: '/pullzone/{pullZoneId}/edgerules/{edgeRuleId}/setEdgeRuleEnabled',
      params: { pullZoneId, edgeRuleId },
      json: { Id: pullZoneId, Value: enabled },
      fieldName: toggleFieldName,
    });
  }

  /** `POST /pullzone/{id}/removeBlockedIp`, body `{ BlockedIp }`. */
  async removeBlockedIp(pullZoneId: number, blockedIp: string): Promise<void> {
    await this.post({
      route: '/pullzone/{pullZoneId}/removeBlockedIp',
      params: { pullZoneId },
      json: { BlockedIp: blockedIp },
    });
  }

  /** `POST /pullzone/requestExternalHttpCertificate`, body `{ Hostname }`; answers the HTTP-01 challenge. */
  async requestExternalHttpCertificate(hostname: string): Promise<unknown> {
    const { data } = await this.post({
      route: '/pullzone/requestExternalHttpCertificate',
      json: { Hostname: hostname },
    });
    return data ?? null;
  }

  /** `POST /pullzone/{id}/resetSecurityKey`, body `{ SecurityKey }` (left out to let bunny.net generate one). */
  async resetSecurityKey(pullZoneId: number, securityKey: string | undefined): Promise<void> {
    await this.post({
      route: '/pullzone/{pullZoneId}/resetSecurityKey',
      params: { pullZoneId },
      json: securityKey === undefined ? {} : { SecurityKey: securityKey },
    });
  }
}

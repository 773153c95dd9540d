import type { Credentials } from '../../../auth/credentials.js';
import { defaultFieldName } from '../../../errors/fromUpstream.js';
import type { UpstreamSession } from '../../../upstream/session.js';
import { AreaClient, type AreaCall } from '../../shared/areaClient.js';

/** The body's `Hostname` is the `hostname` argument, `BlockedIp` the `blockedIp` one, `ForceSSL` the `forceSsl` one. */
const accessFieldName = (field: string): string => (field === 'ForceSSL' ? 'forceSsl' : defaultFieldName(field));

/** The lists of who may reach a zone, by the path segment of the calls that change them. */
export type AccessList = 'AllowedReferrer' | 'BlockedReferrer';

/**
 * Who may reach a Pull Zone and by which names: its blocked IPs, allowed and blocked referrers, hostnames and their
 * Force SSL switch. Every call answers no body (204).
 */
export class PullZoneAccessClient extends AreaClient {
  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'pullZones');
  }

  /** A change of one zone, its body's fields named as the arguments are. */
  private async change(call: Omit<AreaCall, 'method' | 'fieldName'> & { method?: 'POST' | 'DELETE' }): Promise<void> {
    await this.json({ method: 'POST', fieldName: accessFieldName, ...call });
  }

  /** `POST /pullzone/{id}/addBlockedIp`, body `{ BlockedIp }`. */
  addBlockedIp(pullZoneId: number, blockedIp: string): Promise<void> {
    return this.change({
      route: '/pullzone/{pullZoneId}/addBlockedIp',
      params: { pullZoneId },
      json: { BlockedIp: blockedIp },
    });
  }

  /** `POST /pullzone/{id}/removeBlockedIp`, body `{ BlockedIp }`. */
  removeBlockedIp(pullZoneId: number, blockedIp: string): Promise<void> {
    return this.change({
      route: '/pullzone/{pullZoneId}/removeBlockedIp',
      params: { pullZoneId },
      json: { BlockedIp: blockedIp },
    });
  }

  /** `POST /pullzone/{id}/addAllowedReferrer` or `addBlockedReferrer`, body `{ Hostname }`. */
  addReferrer(pullZoneId: number, list: AccessList, hostname: string): Promise<void> {
    const route =
      list === 'AllowedReferrer'
        ? '/pullzone/{pullZoneId}/addAllowedReferrer'
        : '/pullzone/{pullZoneId}/addBlockedReferrer';
    return this.change({ route, params: { pullZoneId }, json: { Hostname: hostname } });
  }

  /** `POST /pullzone/{id}/removeAllowedReferrer` or `removeBlockedReferrer`, body `{ Hostname }`. */
  removeReferrer(pullZoneId: number, list: AccessList, hostname: string): Promise<void> {
    const route =
      list === 'AllowedReferrer'
        ? '/pullzone/{pullZoneId}/removeAllowedReferrer'
        : '/pullzone/{pullZoneId}/removeBlockedReferrer';
    return this.change({ route, params: { pullZoneId }, json: { Hostname: hostname } });
  }

  /** `POST /pullzone/{id}/addHostname`, body `{ Hostname }`. */
  addHostname(pullZoneId: number, hostname: string): Promise<void> {
    return this.change({
      route: '/pullzone/{pullZoneId}/addHostname',
      params: { pullZoneId },
      json: { Hostname: hostname },
    });
  }

  /** `DELETE /pullzone/{id}/removeHostname`, body `{ Hostname }`. */
  removeHostname(pullZoneId: number, hostname: string): Promise<void> {
    return this.change({
      method: 'DELETE',
      route: '/pullzone/{pullZoneId}/removeHostname',
      params: { pullZoneId },
      json: { Hostname: hostname },
    });
  }

  /** `POST /pullzone/{id}/setForceSSL`, body `{ Hostname, ForceSSL }`. */
  setForceSsl(pullZoneId: number, hostname: string, forceSsl: boolean): Promise<void> {
    return this.change({
      route: '/pullzone/{pullZoneId}/setForceSSL',
      params: { pullZoneId },
      json: { Hostname: hostname, ForceSSL: forceSsl },
    });
  }
}

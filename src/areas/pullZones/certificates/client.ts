import type { Credentials } from '../../../auth/credentials.js';
import type { UpstreamSession } from '../../../upstream/session.js';
import { AreaClient } from '../../shared/areaClient.js';

/** The ACME challenge an external certificate is validated by. */
export type Challenge = 'Http' | 'Dns';

/**
 * Certificates of a Pull Zone's hostnames: a free one bunny.net issues, the customer's own, or an external one
 * validated by an ACME challenge the customer answers (requested, then completed); and the key type of the next one.
 */
export class PullZoneCertificatesClient extends AreaClient {
  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'pullZones');
  }

  /** `POST /pullzone/requestExternal{Http,Dns}Certificate`, body `{ Hostname }`: the challenge, as bunny.net sent it. */
  async requestExternal(challenge: Challenge, hostname: string): Promise<unknown> {
    const route =
      challenge === 'Http' ? '/pullzone/requestExternalHttpCertificate' : '/pullzone/requestExternalDnsCertificate';
    const { data } = await this.json({ method: 'POST', route, json: { Hostname: hostname } });
    return data ?? null;
  }

  /** `POST /pullzone/completeExternal{Http,Dns}Certificate`, body `{ Hostname }`. */
  async completeExternal(challenge: Challenge, hostname: string): Promise<void> {
    const route =
      challenge === 'Http' ? '/pullzone/completeExternalHttpCertificate' : '/pullzone/completeExternalDnsCertificate';
    await this.json({ method: 'POST', route, json: { Hostname: hostname } });
  }

  /**
   * `GET /pullzone/loadFreeCertificate?hostname=&useOnlyHttp01=`: a GET that issues a certificate, so it is neither
   * retried nor shared like a read.
   */
  async loadFree(hostname: string, useOnlyHttp01: boolean): Promise<void> {
    await this.json({
      method: 'GET',
      route: '/pullzone/loadFreeCertificate',
      query: { hostname, useOnlyHttp01: String(useOnlyHttp01) },
    });
  }

  /** `POST /pullzone/{id}/addCertificate`, body `{ Hostname, Certificate, CertificateKey }` (each Base64). */
  async addCustom(pullZoneId: number, hostname: string, certificate: string, certificateKey: string): Promise<void> {
    // The private key is a secret of this request: should bunny.net echo it in an error, it is scrubbed.
    this.credentials.secrets.add(certificateKey);
    await this.json({
      method: 'POST',
      route: '/pullzone/{pullZoneId}/addCertificate',
      params: { pullZoneId },
      json: { Hostname: hostname, Certificate: certificate, CertificateKey: certificateKey },
    });
  }

  /** `DELETE /pullzone/{id}/removeCertificate`, body `{ Hostname }`. */
  async removeCustom(pullZoneId: number, hostname: string): Promise<void> {
    await this.json({
      method: 'DELETE',
      route: '/pullzone/{pullZoneId}/removeCertificate',
      params: { pullZoneId },
      json: { Hostname: hostname },
    });
  }

  /** `POST /pullzone/{id}/updatePrivateKeyType`, body `{ Hostname, KeyType }` (0 = ECDSA, 1 = RSA). */
  async setKeyType(pullZoneId: number, hostname: string, keyType: number): Promise<void> {
    await this.json({
      method: 'POST',
      route: '/pullzone/{pullZoneId}/updatePrivateKeyType',
      params: { pullZoneId },
      json: { Hostname: hostname, KeyType: keyType },
    });
  }
}

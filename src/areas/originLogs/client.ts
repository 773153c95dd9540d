import type { Credentials } from '../../auth/credentials.js';
import type { UpstreamSession } from '../../upstream/session.js';
import type { UpstreamLogResponse } from './upstreamTypes.js';

/** The origin error log host, with the caller's JWT (X-Origin-Log-Token) or account key. */
export class OriginLogsClient {
  constructor(
    private readonly session: UpstreamSession,
    private readonly credentials: Credentials,
  ) {}

  /** `GET {origin_log_url}/{pullZoneId}/{dateTime}` with the day as `MM-dd-yyyy`. */
  async getLogs(pullZoneId: number, dateTime: string): Promise<UpstreamLogResponse | null> {
    const { data } = await this.session.json<UpstreamLogResponse>({
      service: 'originLogs',
      host: 'originLogs',
      method: 'GET',
      route: '/{pullZoneId}/{dateTime}',
      params: { pullZoneId, dateTime },
      argumentNames: { dateTime: 'date' },
      auth: this.credentials.originLogs('originLogs'),
      idempotent: true,
    });
    return data ?? null;
  }
}

import type { Credentials } from '../../auth/credentials.js';
import type { UpstreamSession } from '../../upstream/session.js';
import { AreaClient } from '../shared/areaClient.js';
import type { UpstreamLogResponse } from './upstreamTypes.js';

/** The origin error log host, with the caller's JWT (X-Origin-Log-Token) or account key. */
export class OriginLogsClient extends AreaClient {
  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'originLogs');
  }

  /** `GET {origin_log_url}/{pullZoneId}/{dateTime}` with the day as `MM-dd-yyyy`. */
  async getLogs(pullZoneId: number, date: string): Promise<UpstreamLogResponse | null> {
    const { data } = await this.json<UpstreamLogResponse>({
      host: 'originLogs',
      method: 'GET',
      route: '/{pullZoneId}/{date}',
      params: { pullZoneId, date },
      auth: this.credentials.originLogs('originLogs'),
      idempotent: true,
      answer: 'object',
    });
    return data ?? null;
  }
}

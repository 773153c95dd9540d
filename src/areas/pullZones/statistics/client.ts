import type { Credentials } from '../../../auth/credentials.js';
import type { UpstreamSession } from '../../../upstream/session.js';
import { AreaClient, unexpectedAnswer } from '../../shared/areaClient.js';
import type * as Up from '../upstreamTypes.js';

/** A statistics range, as every Pull Zone statistics call takes it. */
export interface StatisticsRange {
  readonly from: Date;
  readonly to: Date;
  readonly hourly: boolean;
}

const rangeQuery = ({ from, to, hourly }: StatisticsRange) => ({
  dateFrom: from.toISOString(),
  dateTo: to.toISOString(),
  hourly: String(hourly),
});

/**
 * A Pull Zone's statistics calls of the core API: its traffic, and its optimizer, origin shield queue and SafeHop
 * charts. Each is a read (retried, shared within the request); an empty 200 is not the documented record.
 */
export class PullZoneStatisticsClient extends AreaClient {
  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'pullZones');
  }

  /**
   * `GET /statistics?pullZone=&dateFrom=&dateTo=&hourly=&loadErrors=true`: one zone's traffic over a range, with the
   * 3xx/4xx/5xx charts (which bunny.net only fills when asked for errors).
   */
  async traffic(pullZoneId: number, range: StatisticsRange): Promise<Up.UpstreamStatistics> {
    const call = { method: 'GET', route: '/statistics', idempotent: true, answer: 'object' } as const;
    const query = { pullZone: String(pullZoneId), ...rangeQuery(range), loadErrors: 'true' };
    const { data, status } = await this.json<Up.UpstreamStatistics>({ query, ...call });
    if (data === undefined) throw unexpectedAnswer('pullZones', call, status);
    return data;
  }

  /** `GET /pullzone/{pullZoneId}/optimizer/statistics?dateFrom=&dateTo=&hourly=` */
  optimizer(pullZoneId: number, range: StatisticsRange): Promise<Up.UpstreamOptimizerStatistics> {
    return this.read(pullZoneId, '/pullzone/{pullZoneId}/optimizer/statistics', range);
  }

  /** `GET /pullzone/{pullZoneId}/originshield/queuestatistics?dateFrom=&dateTo=&hourly=` */
  originShieldQueue(pullZoneId: number, range: StatisticsRange): Promise<Up.UpstreamOriginShieldQueueStatistics> {
    return this.read(pullZoneId, '/pullzone/{pullZoneId}/originshield/queuestatistics', range);
  }

  /** `GET /pullzone/{pullZoneId}/safehop/statistics?dateFrom=&dateTo=&hourly=` */
  safeHop(pullZoneId: number, range: StatisticsRange): Promise<Up.UpstreamSafeHopStatistics> {
    return this.read(pullZoneId, '/pullzone/{pullZoneId}/safehop/statistics', range);
  }

  private async read<T>(pullZoneId: number, route: string, range: StatisticsRange): Promise<T> {
    const call = { method: 'GET', route, idempotent: true, answer: 'object' } as const;
    const { data, status } = await this.json<T>({ params: { pullZoneId }, query: rangeQuery(range), ...call });
    if (data === undefined) throw unexpectedAnswer('pullZones', call, status);
    return data;
  }
}

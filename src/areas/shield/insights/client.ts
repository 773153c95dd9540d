import { unexpectedAnswer } from '../../shared/areaClient.js';
import type { NumberedList } from '../../shared/paging/index.js';
import { MAX_FIRST } from '../../shared/paging/args.js';
import { shieldExportFieldName } from '../mappers.js';
import { ShieldCalls } from '../shieldCalls.js';
import type * as Up from './upstreamTypes.js';

/** Shield's insights: a zone's overages, the metrics of a WAF rule, bot detection and upload scanning, the search. */
export class ShieldInsightsClient extends ShieldCalls {
  /** `GET /shield/metrics/overages/{shieldZoneId}?year=&month=`: the record itself, without envelope. */
  getOverages(shieldZoneId: number, year?: number, month?: number): Promise<Up.UpstreamOverages | null> {
    return this.record({
      method: 'GET',
      route: '/shield/metrics/overages/{shieldZoneId}',
      params: { shieldZoneId },
      query: { year: year?.toString(), month: month?.toString() },
      idempotent: true,
    });
  }

  /** `GET .../waf-rule/{ruleId}`. */
  getWafRuleMetrics(shieldZoneId: number, ruleId: string): Promise<Up.UpstreamWafRuleActivity | null> {
    return this.enveloped({
      method: 'GET',
      route: '/shield/metrics/shield-zone/{shieldZoneId}/waf-rule/{ruleId}',
      params: { shieldZoneId, ruleId },
      idempotent: true,
    });
  }

  /** `GET .../bot-detection`. */
  getBotDetectionMetrics(shieldZoneId: number): Promise<Up.UpstreamBotDetectionActivity | null> {
    return this.enveloped({
      method: 'GET',
      route: '/shield/metrics/shield-zone/{shieldZoneId}/bot-detection',
      params: { shieldZoneId },
      idempotent: true,
    });
  }

  /** `GET .../upload-scanning`. */
  getUploadScanningMetrics(shieldZoneId: number): Promise<Up.UpstreamUploadScanningActivity | null> {
    return this.enveloped({
      method: 'GET',
      route: '/shield/metrics/shield-zone/{shieldZoneId}/upload-scanning',
      params: { shieldZoneId },
      idempotent: true,
    });
  }

  /**
   * `POST /shield/event-logs/{shieldZoneId}/search`, a page at a time: bunny.net numbers its pages from 0 in the
   * body (`page`, `pageSize` of 1 to 500) and answers `{ rows, total }`. A search reads, so it may be retried.
   */
  eventLogSearch(shieldZoneId: number, search: Up.UpstreamEventSearchRequest): NumberedList<Up.UpstreamEventRow> {
    return {
      limits: { minPerPage: 1, maxPerPage: MAX_FIRST },
      read: async ({ page, perPage }) => {
        const { data, status } = await this.json<Up.UpstreamEventSearchAnswer>({
          method: 'POST',
          route: '/shield/event-logs/{shieldZoneId}/search',
          params: { shieldZoneId },
          json: { ...search, page: page - 1, pageSize: perPage },
          fieldName: shieldExportFieldName,
          idempotent: true,
          answer: 'object',
        });
        if (data?.rows != null && !Array.isArray(data.rows))
          throw unexpectedAnswer('shield', { idempotent: true, answer: 'array' }, status);
        const items = (data?.rows ?? []).filter((row) => row !== null && row !== undefined);
        return { kind: 'page', items, ...countable(data?.total) };
      },
    };
  }
}

const INT32_MAX = 2 ** 31 - 1;

/** bunny.net's int64 count as the connection's `totalCount` (an Int): left out when it is not one. */
function countable(total: number | undefined): { totalItems?: number } {
  return Number.isSafeInteger(total) && (total as number) >= 0 && (total as number) <= INT32_MAX
    ? { totalItems: total as number }
    : {};
}

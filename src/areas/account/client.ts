import type { Credentials } from '../../auth/credentials.js';
import type { UpstreamSession } from '../../upstream/session.js';
import type { UpstreamStream } from '../../upstream/types.js';
import { AreaClient, unexpectedAnswer, type AnswerShape, type AreaCall } from '../shared/areaClient.js';
import {
  auditLogList,
  corePages,
  mappedList,
  numberedList,
  searchOffsets,
  type NumberedList,
  type TokenList,
} from '../shared/paging/index.js';
import { listedApiKey } from './apiKeys.js';
import type * as Up from './upstreamTypes.js';

/** The audit log's filters, as bunny.net's query names them (each a list, sent as the name repeated). */
export interface AuditLogQuery {
  readonly Order?: Up.UpstreamLogOrdering;
  readonly Product?: readonly string[];
  readonly ResourceType?: readonly string[];
  readonly ResourceId?: readonly string[];
  readonly ActorId?: readonly string[];
}

/** The account's REST calls of the core API, one method per operation, with the caller's account key. All read. */
export class AccountClient extends AreaClient {
  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'account');
  }

  /** A GET whose 2xx answer must be the documented `answer`; an empty body is not it either. */
  private async read<T>(route: string, answer: AnswerShape, call: ReadOptions = {}): Promise<T> {
    const read = { method: 'GET', route, idempotent: true, answer } as const;
    const { data, status } = await this.json<T>({ ...call, ...read });
    if (data === undefined) throw unexpectedAnswer('account', read, status);
    return data;
  }

  /** `GET /billing`. */
  getBilling(): Promise<Up.UpstreamBilling> {
    return this.read('/billing', 'object');
  }

  /** `GET /billing/summary`: this month's usage per Pull Zone, the whole list. */
  getBillingSummary(): Promise<(Up.UpstreamBillingSummaryItem | null)[]> {
    return this.read('/billing/summary', 'array');
  }

  /** `GET /billing/payment-requests`: the pending payment requests, the whole list. */
  getPaymentRequests(): Promise<(Up.UpstreamPaymentRequest | null)[]> {
    return this.read('/billing/payment-requests', 'array');
  }

  /** `GET /billing/affiliate`. */
  getAffiliate(): Promise<Up.UpstreamAffiliate> {
    return this.read('/billing/affiliate', 'object');
  }

  /** `GET /country`: the whole list. */
  getCountries(): Promise<(Up.UpstreamCountry | null)[]> {
    return this.read('/country', 'array');
  }

  /** `GET /region`: the whole list. */
  getRegions(): Promise<(Up.UpstreamRegion | null)[]> {
    return this.read('/region', 'array');
  }

  /** `GET /v1/pricing/{source}/{resourceId}?units=`. */
  getPriceEstimate(
    source: Up.UpstreamPricingSource,
    resourceId: number,
    units: number | undefined,
  ): Promise<Up.UpstreamPriceEstimate> {
    const query = { units: units === undefined ? undefined : String(units) };
    return this.read('/v1/pricing/{source}/{resourceId}', 'object', { params: { source, resourceId }, query });
  }

  /**
   * `GET /apikey?page=&perPage=`, each key masked as it arrives (apiKeys.ts): the key itself goes no further than
   * the request's secrets.
   */
  apiKeyList(): NumberedList<Up.ListedApiKey | null> {
    const requestKey = this.credentials.account('account').value;
    const list = numberedList<Up.UpstreamApiKey>(corePages, 'account', (query) =>
      this.json<unknown>({ method: 'GET', route: '/apikey', idempotent: true, query }),
    );
    return mappedList(list, (key) => listedApiKey(key, requestKey, this.credentials.secrets));
  }

  /** `GET /user/audit/{date}?Limit=&ContinuationToken=&...filters`: `date` is the day's midnight, UTC. */
  auditLogList(date: string, filters: AuditLogQuery): TokenList<Up.UpstreamAuditLogEntry | null> {
    return auditLogList('account', (page) =>
      this.json<unknown>({
        method: 'GET',
        route: '/user/audit/{date}',
        params: { date },
        query: { ...filters, ...page },
        idempotent: true,
      }),
    );
  }

  /** `GET /search?search=&from=&size=`. */
  searchList(search: string): NumberedList<Up.UpstreamSearchResult | null> {
    return numberedList(searchOffsets, 'account', (page) =>
      this.json<unknown>({ method: 'GET', route: '/search', idempotent: true, query: { search, ...page } }),
    );
  }

  /** `GET /billing/summary/{billingRecordId}/pdf`: the PDF, streamed. */
  openBillingSummaryPdf(billingRecordId: number): Promise<UpstreamStream> {
    return this.pdf('/billing/summary/{billingRecordId}/pdf', { billingRecordId });
  }

  /** `GET /billing/payment-request-invoice/{id}/pdf`: the PDF of a payment request's invoice, streamed. */
  openPaymentRequestInvoicePdf(paymentRequestId: number): Promise<UpstreamStream> {
    return this.pdf('/billing/payment-request-invoice/{id}/pdf', { id: paymentRequestId });
  }

  private pdf(route: string, params: Record<string, number>): Promise<UpstreamStream> {
    return this.stream({ method: 'GET', route, params, idempotent: true, accept: 'application/pdf' });
  }
}

type ReadOptions = Pick<AreaCall, 'params' | 'query'>;

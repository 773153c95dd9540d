import { toGlobalId } from '../shared/globalId.js';
import type {
  KnownBillingRecord,
  KnownBillingSummaryItem,
  KnownCountry,
  KnownPaymentRequest,
  CoreRegion,
  ListedApiKey,
  UpstreamBillingRecord,
  UpstreamBillingSummaryItem,
  UpstreamCountry,
  UpstreamPaymentRequest,
  UpstreamRegion,
} from './upstreamTypes.js';

/**
 * The account's records are not `Node`s (bunny.net reads none of them alone), but a client cache still needs a stable
 * key for them: an id made like a global id from bunny.net's own key, which no `Node` type shares. A record bunny.net
 * sends without its key cannot be told apart from another: it is left out of its list, as connections leave out
 * records without an id.
 */

export const billingRecordId = (record: KnownBillingRecord): string => toGlobalId('BillingRecord', record.Id);
export const paymentRequestId = (request: KnownPaymentRequest): string => toGlobalId('PaymentRequest', request.Id);
export const pullZoneUsageId = (item: KnownBillingSummaryItem): string => toGlobalId('PullZoneUsage', item.PullZoneId);
export const apiKeyId = (key: ListedApiKey): string => toGlobalId('ApiKey', key.apiKeyId);
export const countryId = (country: KnownCountry): string => toGlobalId('Country', country.IsoCode);
export const regionId = (region: CoreRegion): string => toGlobalId('Region', region.Id);

const hasId = (id: unknown): id is number => typeof id === 'number';

export const knownBillingRecord = (record: UpstreamBillingRecord | null): KnownBillingRecord | null =>
  record !== null && hasId(record.Id) ? { ...record, Id: record.Id } : null;

export const knownPaymentRequest = (request: UpstreamPaymentRequest | null): KnownPaymentRequest | null =>
  request !== null && hasId(request.Id) ? { ...request, Id: request.Id } : null;

export const knownSummaryItem = (item: UpstreamBillingSummaryItem | null): KnownBillingSummaryItem | null =>
  item !== null && hasId(item.PullZoneId) ? { ...item, PullZoneId: item.PullZoneId } : null;

export const knownRegion = (region: UpstreamRegion | null): CoreRegion | null =>
  region !== null && hasId(region.Id) ? { ...region, Id: region.Id } : null;

/** A country is keyed by its ISO code, which must be a plain code: global ids refuse `:` and spaces in a key. */
export const knownCountry = (country: UpstreamCountry | null): KnownCountry | null =>
  country !== null && typeof country.IsoCode === 'string' && /^[^:\s]{1,64}$/.test(country.IsoCode)
    ? { ...country, IsoCode: country.IsoCode }
    : null;

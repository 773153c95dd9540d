import { withCodeAt, withNumberAt, withNumericId } from '../shared/codecs.js';
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

// The records themselves, narrowed to carry their key: never a copy of a whole record to type one property.
export const knownBillingRecord = (record: UpstreamBillingRecord | null): KnownBillingRecord | null =>
  withNumericId(record);

export const knownPaymentRequest = (request: UpstreamPaymentRequest | null): KnownPaymentRequest | null =>
  withNumericId(request);

export const knownSummaryItem = (item: UpstreamBillingSummaryItem | null): KnownBillingSummaryItem | null =>
  withNumberAt(item, 'PullZoneId');

export const knownRegion = (region: UpstreamRegion | null): CoreRegion | null => withNumericId(region);

/** A country is keyed by its ISO code, which must be a plain code: global ids refuse `:` and spaces in a key. */
export const knownCountry = (country: UpstreamCountry | null): KnownCountry | null => withCodeAt(country, 'IsoCode');

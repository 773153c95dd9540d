import type { components } from '../../__generated__/upstream/core-api.js';

/**
 * The account's records as core-api.json describes them: aliases of the types generated from the published document
 * (`npm run upstream-types`), never written by hand. The names are the area's, so its client, mappers and codegen's
 * `mappers` (index.ts) do not change when the document does; a change of shape shows up as a type error where the
 * area reads it.
 */

type Schemas = components['schemas'];

/** `GET /billing`. Its saved payment methods carry tokens, which no field answers (mappers.ts). */
export type UpstreamBilling = Schemas['BillingModel'];
export type UpstreamBillingRecord = Schemas['BillingRecordModel'];
export type UpstreamUsageBreakdown = Schemas['UsageBreakdown'];
export type UpstreamSavedPaymentMethod = Schemas['BillingSavedPaymentMethod'];

/** One entry of `GET /billing/summary`. */
export type UpstreamBillingSummaryItem = Schemas['BillingSummaryItem'];

/** One entry of `GET /billing/payment-requests`. */
export type UpstreamPaymentRequest = Schemas['PaymentRequestModel'];

/** `GET /billing/affiliate`. */
export type UpstreamAffiliate = Schemas['BillingAffiliateDetailsModel'];

/** One entry of `GET /apikey`'s page. `Key` is the key itself: no field answers it (apiKeys.ts). */
export type UpstreamApiKey = Schemas['ApiKeyModel'];

/** One entry of `GET /user/audit/{date}`'s `Logs`. */
export type UpstreamAuditLogEntry = Schemas['UserAuditLog'];
export type UpstreamLogOrdering = Schemas['LogOrdering'];

/** One entry of `GET /country`. */
export type UpstreamCountry = Schemas['CountryModel'];

/** One entry of `GET /region`. */
export type UpstreamRegion = Schemas['RegionModel'];

/** One entry of `GET /search`'s `SearchResults`. */
export type UpstreamSearchResult = Schemas['SearchResultItemModel'];

/** `GET /v1/pricing/{source}/{resourceId}`. */
export type UpstreamPriceEstimate = Schemas['PriceEstimationModel'];
export type UpstreamPriceBreakdownLine = Schemas['PriceEstimationBreakdownLine'];
export type UpstreamPricingSource = Schemas['PricingEstimationSource'];

/** Records the account keys by an id, once that id is known to be there: the parents of their GraphQL types. */
export type KnownBillingRecord = UpstreamBillingRecord & { Id: number };
export type KnownPaymentRequest = UpstreamPaymentRequest & { Id: number };
export type KnownBillingSummaryItem = UpstreamBillingSummaryItem & { PullZoneId: number };
export type KnownCountry = UpstreamCountry & { IsoCode: string };
export type CoreRegion = UpstreamRegion & { Id: number };

/** An API key as the graph holds it: its id, roles, masked form and whether the request was sent with it. */
export interface ListedApiKey {
  readonly apiKeyId: number;
  readonly roles: string[] | null;
  readonly maskedKey: string | null;
  readonly isRequestKey: boolean;
}

import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { pagedConnection, tokenListConnection, wholeConnection } from '../shared/paging/index.js';
import { recordIdsOf } from '../shared/recordIds.js';
import { billingTypeResolvers } from './billingMappers.js';
import { accountTypeResolvers } from './mappers.js';
import { PRICING_SOURCE_CODES } from './pricingSources.js';
import { knownBillingRecord, knownCountry, knownPaymentRequest, knownRegion, knownSummaryItem } from './recordKeys.js';
import { validate } from './validation.js';

/** Records come through as they are; a null one is left out of its page. */
const asIs = <T>(item: T | null): T | null => item;

const record = recordIdsOf('account');

export const accountResolvers: Resolvers = {
  Query: {
    billing: (_, __, { scope: { account } }) => account.getBilling(),

    affiliate: (_, __, { scope: { account } }) => account.getAffiliate(),

    apiKeys: (_, args, { scope: { account } }) => pagedConnection(validate.apiKeys(args), account.apiKeyList(), asIs),

    auditLog: (_, args, { scope: { account } }) => {
      const { date, query, page } = validate.auditLog(args);
      return tokenListConnection(page, account.auditLogList(date, query), asIs);
    },

    countries: async (_, args, { scope: { account } }) => {
      const request = validate.countries(args);
      return wholeConnection(request, await account.getCountries(), knownCountry);
    },

    regions: async (_, args, { scope: { account } }) => {
      const request = validate.regions(args);
      return wholeConnection(request, await account.getRegions(), knownRegion);
    },

    search: (_, args, { scope: { account } }) =>
      pagedConnection(validate.search(args), account.searchList(args.query), asIs),

    priceEstimate: (_, args, { scope: { account } }) => {
      validate.priceEstimate(args);
      const source = PRICING_SOURCE_CODES[args.source];
      return account.getPriceEstimate(source, args.resourceId, args.units ?? undefined);
    },
  },

  ...billingTypeResolvers,
  Billing: {
    ...billingTypeResolvers.Billing,
    // The records come with the billing record: no call.
    records: (billing, args) =>
      wholeConnection(validate.billingRecords(args), billing.BillingRecords ?? [], knownBillingRecord),
    pullZoneUsage: async (_, args, { scope: { account } }) => {
      const request = validate.pullZoneUsage(args);
      return wholeConnection(request, await account.getBillingSummary(), knownSummaryItem);
    },
    paymentRequests: async (_, args, { scope: { account } }) => {
      const request = validate.paymentRequests(args);
      return wholeConnection(request, await account.getPaymentRequests(), knownPaymentRequest);
    },
  },
  PullZoneUsage: {
    ...billingTypeResolvers.PullZoneUsage,
    pullZone: (usage, _, { scope: { pullZones } }) =>
      pullZones.loadPullZone(record.id('the Pull Zone id', usage.PullZoneId)),
  },

  ...accountTypeResolvers,
};

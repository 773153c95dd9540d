import { defineArea, sdl } from '../shared/area.js';
import { billingSummaryDownload, paymentRequestInvoiceDownload } from './billingDocuments.js';
import { AccountClient } from './client.js';
import { accountCoverage } from './coverage.js';
import { accountGraphiqlTab } from './graphiqlTab.js';
import { accountResolvers } from './resolvers.js';

declare module '../../request/scope.js' {
  interface AreaClients {
    readonly account: AccountClient;
  }
}

/** The account: billing and its PDFs, API keys, the audit log, search, prices, countries and regions. */
export const accountArea = defineArea({
  name: 'account',
  typeDefs: [sdl('account.graphql')],
  resolvers: [accountResolvers],
  mappers: {
    Billing: 'upstreamTypes.ts#UpstreamBilling',
    BillingMonthlyCharges: 'upstreamTypes.ts#UpstreamBilling',
    BillingMonthlyUsage: 'upstreamTypes.ts#UpstreamBilling',
    BillingPricing: 'upstreamTypes.ts#UpstreamBilling',
    AutomaticPayment: 'upstreamTypes.ts#UpstreamBilling',
    UsageBreakdown: 'upstreamTypes.ts#UpstreamUsageBreakdown',
    SavedPaymentMethod: 'upstreamTypes.ts#UpstreamSavedPaymentMethod',
    BillingRecord: 'upstreamTypes.ts#KnownBillingRecord',
    PullZoneUsage: 'upstreamTypes.ts#KnownBillingSummaryItem',
    PaymentRequest: 'upstreamTypes.ts#KnownPaymentRequest',
    Affiliate: 'upstreamTypes.ts#UpstreamAffiliate',
    ApiKey: 'upstreamTypes.ts#ListedApiKey',
    AuditLogEntry: 'upstreamTypes.ts#UpstreamAuditLogEntry',
    Country: 'upstreamTypes.ts#KnownCountry',
    Region: 'upstreamTypes.ts#CoreRegion',
    SearchResult: 'upstreamTypes.ts#UpstreamSearchResult',
    PriceEstimate: 'upstreamTypes.ts#UpstreamPriceEstimate',
    PriceBreakdownLine: 'upstreamTypes.ts#UpstreamPriceBreakdownLine',
  },
  coverage: accountCoverage,
  downloads: [billingSummaryDownload, paymentRequestInvoiceDownload],
  graphiql: { query: accountGraphiqlTab, placeholders: { search: 'acme' } },
  client: (session, credentials) => new AccountClient(session, credentials),
});

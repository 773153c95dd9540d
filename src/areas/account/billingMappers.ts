import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { chartPoints } from '../shared/charts.js';
import { intEnum, prop, upstreamDateTime, withoutNulls } from '../shared/codecs.js';
import { billingSummaryPdfPath, paymentRequestInvoicePdfPath } from './billingDocuments.js';
import { billingRecordId, paymentRequestId, pullZoneUsageId } from './recordKeys.js';
import type { UpstreamBilling } from './upstreamTypes.js';

/** bunny.net's BillingRecordType: 0 = PayPal ... 7 = AffiliateCredits. */
const billingRecordTypes = intEnum([
  'PAYPAL',
  'CRYPTO',
  'CREDIT_CARD',
  'MONTHLY_USAGE',
  'REFUND',
  'COUPON_CODE',
  'BANK_TRANSFER',
  'AFFILIATE_CREDITS',
]);
const MONTHLY_USAGE = billingRecordTypes.toUpstream('MONTHLY_USAGE');

/** The parts of the billing record that are groups of its fields: the parent is the same record. */
const same = (billing: UpstreamBilling): UpstreamBilling => billing;

/**
 * Billing records: each type's parent is bunny.net's PascalCase record (codegen `mappers`), and each camelCase field
 * reads its property. A saved payment method's `Token` has no field: nothing in the graph takes it back.
 */
export const billingTypeResolvers: Resolvers = {
  Billing: {
    balance: prop('Balance'),
    availableBalance: prop('AvailableBalance'),
    couponBalance: prop('CouponBalance'),
    monthlyCouponUsage: prop('MonthlyCouponUsage'),
    lastRechargeBalance: prop('LastRechargeBalance'),
    thisMonthCharges: prop('ThisMonthCharges'),
    billingEnabled: prop('BillingEnabled'),
    minimumMonthlyCommit: prop('MinimumMonthlyCommit'),
    vatRate: prop('VATRate'),
    nextMonthVatRate: prop('NextMonthVATRate'),
    monthlyCharges: same,
    monthlyUsage: same,
    pricing: same,
    automaticPayment: same,
    savedPaymentMethods: (billing) => withoutNulls(billing.SavedPaymentMethods),
    historyChart: (billing) => chartPoints(billing.BillingHistoryChart),
  },
  BillingMonthlyCharges: {
    europeTraffic: prop('MonthlyChargesEUTraffic'),
    northAmericaTraffic: prop('MonthlyChargesUSTraffic'),
    asiaTraffic: prop('MonthlyChargesASIATraffic'),
    africaTraffic: prop('MonthlyChargesAFTraffic'),
    southAmericaTraffic: prop('MonthlyChargesSATraffic'),
    storage: prop('MonthlyChargesStorage'),
    dns: prop('MonthlyChargesDNS'),
    optimizer: prop('MonthlyChargesOptimizer'),
    transcribe: prop('MonthlyChargesTranscribe'),
    premiumEncoding: prop('MonthlyChargesPremiumEncoding'),
    extraPullZones: prop('MonthlyChargesExtraPullZones'),
    extraStorageZones: prop('MonthlyChargesExtraStorageZones'),
    extraDnsZones: prop('MonthlyChargesExtraDnsZones'),
    extraVideoLibraries: prop('MonthlyChargesExtraVideoLibraries'),
    scripting: prop('MonthlyChargesScripting'),
    scriptingRequests: prop('MonthlyChargesScriptingRequests'),
    scriptingCpu: prop('MonthlyChargesScriptingCpu'),
    drm: prop('MonthlyChargesDrm'),
    magicContainers: prop('MonthlyChargesMagicContainers'),
    shield: prop('MonthlyChargesShield'),
    taxes: prop('MonthlyChargesTaxes'),
    webSockets: prop('MonthlyChargesWebSockets'),
    database: prop('MonthlyChargesDB'),
    loadBalancer: prop('MonthlyChargesLoadBalancer'),
  },
  BillingMonthlyUsage: {
    bandwidthUsed: prop('MonthlyBandwidthUsed'),
    dnsSmartQueriesServed: prop('MonthlyDnsSmartQueriesServed'),
    dnsNormalQueriesServed: prop('MonthlyDnsNormalQueriesServed'),
    transcriptionMinutes: prop('MonthlyTranscriptionMinutes'),
    premiumEncodingMinutes: prop('MonthlyPremiumEncodingBillableMinutes'),
    drmLicensesIssued: prop('MonthlyDRMLicensesIssued'),
    scriptingRequests: prop('MonthlyScriptingRequests'),
    scriptingCpuTimeMs: prop('MonthlyScriptingCpuTime'),
    containerCpu: prop('MonthlyMcCpu'),
    containerMemory: prop('MonthlyMcMemory'),
    containerAnycastIp: prop('MonthlyMcIp'),
    containerIngressTraffic: prop('MonthlyMcIngressTraffic'),
    containerEgressTraffic: prop('MonthlyMcEgressTraffic'),
    containerVolumes: prop('MonthlyMcVolumes'),
    databaseWrites: prop('MonthlyDBWrites'),
    databaseReads: prop('MonthlyDBReads'),
    databaseStorage: prop('MonthlyDBStorage'),
    databaseReplica: prop('MonthlyDBReplica'),
  },
  UsageBreakdown: {
    charge: prop('Usage'),
    totalUnits: prop('TotalUnits'),
    measuringUnit: prop('MeasuringUnit'),
  },
  BillingPricing: {
    europeNorthAmericaDiscount: prop('EUUSDiscount'),
    southAmericaDiscount: prop('SouthAmericaDiscount'),
    africaDiscount: prop('AfricaDiscount'),
    asiaOceaniaDiscount: prop('AsiaOceaniaDiscount'),
    optimizerMonthlyPrice: prop('OptimizerMonthlyPrice'),
    drmBaseMonthlyPrice: prop('DrmBaseMonthlyPrice'),
    drmCostPerLicense: prop('DrmCostPerLicense'),
  },
  AutomaticPayment: {
    enabled: prop('AutomaticRechargeEnabled'),
    amount: prop('AutomaticPaymentAmount'),
    threshold: prop('AutomaticRechargeTreshold'),
    failureCount: prop('AutomaticPaymentFailureCount'),
    identifier: prop('AutomaticPaymentIdentifier'),
    cardType: prop('AutomaticPaymentCardType'),
    imageUrl: prop('AutomaticPaymentImageUrl'),
  },
  SavedPaymentMethod: {
    lastFour: prop('LastFour'),
    expirationDate: prop('ExpirationDate'),
    email: prop('Email'),
    imageUrl: prop('ImageUrl'),
  },
  BillingRecord: {
    id: billingRecordId,
    billingRecordId: prop('Id'),
    type: (record) => billingRecordTypes.fromUpstream(record.Type),
    amount: prop('Amount'),
    timestamp: (record) => upstreamDateTime(record.Timestamp),
    paymentId: prop('PaymentId'),
    payer: prop('Payer'),
    invoiceAvailable: prop('InvoiceAvailable'),
    documentUrl: prop('DocumentDownloadUrl'),
    detailedDocumentUrl: prop('DetailedDocumentDownloadUrl'),
    summaryPdfPath: (record) => (record.Type === MONTHLY_USAGE ? billingSummaryPdfPath(record.Id) : null),
  },
  PullZoneUsage: {
    id: pullZoneUsageId,
    pullZoneId: prop('PullZoneId'),
    monthlyCharges: prop('MonthlyUsage'),
    monthlyBandwidthUsed: prop('MonthlyBandwidthUsed'),
  },
  PaymentRequest: {
    id: paymentRequestId,
    paymentRequestId: prop('Id'),
    description: prop('Description'),
    amount: prop('Amount'),
    taxRate: prop('TaxRate'),
    taxedAmount: prop('TaxedAmount'),
    generatedAt: (request) => upstreamDateTime(request.DateGenerated),
    dueAt: (request) => upstreamDateTime(request.DateDue),
    paid: prop('Paid'),
    paidAt: (request) => upstreamDateTime(request.DatePaid),
    bankTransferReference: prop('BankTransferReference'),
    billingInvoiceId: prop('BillingInvoiceId'),
    invoiceUrl: prop('BillingInvoiceDownloadLink'),
    invoicePdfPath: (request) =>
      typeof request.BillingInvoiceId === 'number' ? paymentRequestInvoicePdfPath(request.Id) : null,
  },
  Affiliate: {
    balance: prop('AffiliateBalance'),
    url: prop('AffiliateUrl'),
    claimBonusPercentage: prop('ClaimBonusPercentage'),
    minimumPayoutAmount: prop('MinimumPayoutAmount'),
    clicksChart: (affiliate) => chartPoints(affiliate.AffiliateClicksChart),
    signupsChart: (affiliate) => chartPoints(affiliate.AffiliateSignupsChart),
    conversionsChart: (affiliate) => chartPoints(affiliate.AffiliateConversionsChart),
  },
};

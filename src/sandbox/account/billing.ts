import type { BillingRecordEntry, PaymentRequestEntry } from './profile.js';
import { empty, json, stream, type Reply } from '../core/http.js';
import { pdfDocument } from './pdf.js';
import { intParam, type HandlerContext } from '../router.js';
import type { AccountState } from '../state.js';

/**
 * The core API's billing reads, consistent with the account's state: the summary lists the account's Pull Zones with
 * the charges and traffic their own records show, and this month's charges add them up. PDFs exist for monthly usage
 * records and invoiced payment requests; anything else answers 404 with no body, as documented.
 */

const DAY_MS = 86_400_000;
const round = (value: number): number => Math.round(value * 100) / 100;
const iso = (date: Date): string => date.toISOString().replace('.000Z', 'Z');

/** What the account's Pull Zones cost and served this month. */
function pullZoneTotals(account: AccountState): { charges: number; bandwidth: number } {
  const zones = [...account.pullZones.values()];
  return {
    charges: round(zones.reduce((sum, zone) => sum + zone.monthlyCharges, 0)),
    bandwidth: zones.reduce((sum, zone) => sum + zone.monthlyBandwidthUsed, 0),
  };
}

/** The first of each of the last 12 months (UTC) to what was charged that month, in cents. */
function historyChart(account: AccountState): Record<string, number> {
  const usage = account.profile.billingRecords.filter((record) => record.type === 3).slice(0, 12);
  return Object.fromEntries(usage.reverse().map((record) => [iso(record.timestamp), Math.round(-record.amount * 100)]));
}

function billingRecordModel(record: BillingRecordEntry): Record<string, unknown> {
  const document = record.invoiceAvailable ? `https://dash.bunny.net/billing/document/${record.id}` : null;
  return {
    Id: record.id,
    PaymentId: record.paymentId,
    Amount: record.amount,
    Payer: record.payer,
    Timestamp: iso(record.timestamp),
    Type: record.type,
    InvoiceAvailable: record.invoiceAvailable,
    DocumentDownloadUrl: document,
    DetailedDocumentDownloadUrl: record.type === 3 ? `${document}/detailed` : null,
  };
}

const usage = (charge: number, units: number, unit: string) => ({
  Usage: charge,
  TotalUnits: units,
  MeasuringUnit: unit,
});

/** GET /billing. Saved payment methods carry their tokens, as bunny.net's do: the gateway must not pass them on. */
export function getBilling(context: HandlerContext): Reply {
  const { account } = context;
  const { profile } = account;
  const zones = pullZoneTotals(account);
  const thisMonth = round(zones.charges + 27.9);
  return json(200, {
    Balance: profile.balance,
    ThisMonthCharges: thisMonth,
    LastRechargeBalance: 500,
    AvailableBalance: round(profile.balance + profile.couponBalance),
    CouponBalance: profile.couponBalance,
    MonthlyCouponUsage: 4.5,
    BillingRecords: profile.billingRecords.map(billingRecordModel),
    BillingHistoryChart: historyChart(account),
    MonthlyChargesEUTraffic: round(zones.charges * 0.55),
    MonthlyChargesUSTraffic: round(zones.charges * 0.3),
    MonthlyChargesASIATraffic: round(zones.charges * 0.1),
    MonthlyChargesAFTraffic: round(zones.charges * 0.02),
    MonthlyChargesSATraffic: round(zones.charges * 0.03),
    MonthlyChargesStorage: 12.4,
    MonthlyChargesDNS: 1.2,
    MonthlyChargesOptimizer: 9.5,
    MonthlyChargesScripting: 5.43,
    MonthlyChargesMagicContainers: 3.82,
    MonthlyChargesShield: 9.5,
    MonthlyChargesTaxes: 0,
    MonthlyBandwidthUsed: zones.bandwidth,
    MonthlyScriptingRequests: 20_560_911,
    MonthlyScriptingCpuTime: 1_000_710,
    MonthlyMcCpu: usage(2.1, 1_512_000, 'Seconds'),
    MonthlyMcMemory: usage(1.72, 3_096_000, 'GB-seconds'),
    MonthlyDBWrites: null,
    BillingEnabled: true,
    MinimumMonthlyCommit: 0,
    VATRate: 22,
    NextMonthVATRate: 22,
    AutomaticPaymentImageUrl: 'https://bunnycdn.com/img/payment/visa.png',
    AutomaticPaymentCardType: 'Visa',
    AutomaticPaymentIdentifier: '**** 4242',
    AutomaticPaymentAmount: 500,
    AutomaticRechargeTreshold: 100,
    AutomaticRechargeEnabled: true,
    AutomaticPaymentFailureCount: 0,
    SavedPaymentMethods: profile.savedPaymentMethods.map((method) => ({
      Token: method.token,
      ImageUrl: method.email
        ? 'https://bunnycdn.com/img/payment/paypal.png'
        : 'https://bunnycdn.com/img/payment/visa.png',
      ExpirationDate: method.expirationDate,
      LastFour: method.lastFour,
      Email: method.email,
    })),
    EUUSDiscount: 0,
    SouthAmericaDiscount: 0,
    AfricaDiscount: 0,
    AsiaOceaniaDiscount: 10,
    OptimizerMonthlyPrice: 9.5,
    DrmBaseMonthlyPrice: 99,
    DrmCostPerLicense: null,
  });
}

/** GET /billing/summary: every Pull Zone of the account, in id order, with its own charges and traffic. */
export function getBillingSummary(context: HandlerContext): Reply {
  const zones = [...context.account.pullZones.values()].sort((a, b) => a.id - b.id);
  return json(
    200,
    zones.map((zone) => ({
      PullZoneId: zone.id,
      MonthlyUsage: zone.monthlyCharges,
      MonthlyBandwidthUsed: zone.monthlyBandwidthUsed,
    })),
  );
}

function paymentRequestModel(request: PaymentRequestEntry): Record<string, unknown> {
  return {
    Id: request.id,
    Amount: request.amount,
    DateGenerated: iso(request.dateGenerated),
    DateDue: iso(request.dateDue),
    Description: request.description,
    Paid: request.paid,
    DatePaid: request.datePaid ? iso(request.datePaid) : null,
    BillingInvoiceId: request.invoiceId,
    BillingInvoiceDownloadLink:
      request.invoiceId === null ? null : `https://dash.bunny.net/billing/invoice/${request.invoiceId}`,
    BankTransferReference: request.bankTransferReference,
    TaxRate: request.taxRate,
    TaxedAmount: round(request.amount * (1 + request.taxRate / 100)),
  };
}

/** GET /billing/payment-requests, newest first. */
export function getPaymentRequests(context: HandlerContext): Reply {
  return json(200, context.account.profile.paymentRequests.map(paymentRequestModel));
}

/** GET /billing/affiliate: the referral charts hold the last 30 days (UTC), oldest first. */
export function getAffiliate(context: HandlerContext): Reply {
  const today = Date.UTC(context.now.getUTCFullYear(), context.now.getUTCMonth(), context.now.getUTCDate());
  const chart = (perDay: (day: number) => number) =>
    Object.fromEntries(
      Array.from({ length: 30 }, (_, index) => [iso(new Date(today - (29 - index) * DAY_MS)), perDay(index)]),
    );
  return json(200, {
    AffiliateBalance: context.account.profile.affiliateBalance,
    AffiliateUrl: `https://bunny.net?ref=${context.account.id.slice(0, 10)}`,
    ClaimBonusPercentage: 25,
    MinimumPayoutAmount: 100,
    AffiliateClicksChart: chart((day) => 20 + ((day * 7) % 13)),
    AffiliateSignupsChart: chart((day) => (day % 4 === 0 ? 2 : day % 3 === 0 ? 1 : 0)),
    AffiliateConversionsChart: chart((day) => (day % 9 === 0 ? 1 : 0)),
  });
}

const pdf = (filename: string, title: string, lines: string[]): Reply =>
  stream(200, 'application/pdf', [pdfDocument(title, lines)], {
    'Content-Disposition': `attachment; filename="${filename}"`,
  });

/** GET /billing/summary/{billingRecordId}/pdf: only a monthly usage record has a summary. */
export function getBillingSummaryPdf(context: HandlerContext): Reply {
  const id = intParam(context, 'billingRecordId');
  const record = context.account.profile.billingRecords.find((entry) => entry.id === id);
  if (record?.type !== 3) return empty(404);
  const zones = [...context.account.pullZones.values()].sort((a, b) => b.monthlyCharges - a.monthlyCharges);
  return pdf(`billing-summary-${id}.pdf`, `Usage summary ${iso(record.timestamp).slice(0, 7)}`, [
    `Billing record ${id}: ${(-record.amount).toFixed(2)} USD`,
    ...zones.slice(0, 10).map((zone) => `${zone.name}: ${zone.monthlyCharges.toFixed(2)} USD`),
  ]);
}

/** GET /billing/payment-request-invoice/{id}/pdf: the invoice of a payment request that has one. */
export function getPaymentRequestInvoicePdf(context: HandlerContext): Reply {
  const id = intParam(context, 'id');
  const request = context.account.profile.paymentRequests.find((entry) => entry.id === id);
  if (!request || request.invoiceId === null) return empty(404);
  return pdf(`invoice-${request.invoiceId}.pdf`, `Invoice ${request.invoiceId}`, [
    request.description,
    `Amount: ${request.amount.toFixed(2)} USD, tax ${request.taxRate}%`,
    `Due: ${iso(request.dateDue).slice(0, 10)}; bank transfer reference ${request.bankTransferReference}`,
  ]);
}

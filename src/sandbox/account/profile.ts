import { formatGuid, sha256Hex } from '../core/random.js';

/**
 * The account's own records in the sandbox (billing, payment requests, API keys, affiliate credit), one copy per
 * account (AccountState's `profile`), seeded on the ids below, identical on every run. The audit log is generated
 * from the account's resources per day (auditLog.ts); the billing summary is read from its Pull Zones.
 */

/** 0 = PayPal, 1 = Crypto, 2 = CreditCard, 3 = MonthlyUsage, 4 = Refund, 5 = CouponCode, 6 = BankTransfer, 7 = AffiliateCredits. */
export type BillingRecordType = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface BillingRecordEntry {
  id: number;
  type: BillingRecordType;
  amount: number;
  timestamp: Date;
  paymentId: string | null;
  payer: string | null;
  invoiceAvailable: boolean;
}

export interface PaymentRequestEntry {
  id: number;
  description: string;
  amount: number;
  taxRate: number;
  dateGenerated: Date;
  dateDue: Date;
  paid: boolean;
  datePaid: Date | null;
  invoiceId: number | null;
  bankTransferReference: string;
}

export interface ApiKeyEntry {
  id: number;
  key: string;
  roles: string[];
}

export interface SavedPaymentMethodEntry {
  token: string;
  lastFour: string;
  expirationDate: string;
  email: string | null;
}

export interface AccountProfile {
  balance: number;
  couponBalance: number;
  /** Every key of the account but the one a request is sent with, which `GET /apikey` lists first (its id below). */
  apiKeys: ApiKeyEntry[];
  billingRecords: BillingRecordEntry[];
  paymentRequests: PaymentRequestEntry[];
  savedPaymentMethods: SavedPaymentMethodEntry[];
  affiliateBalance: number;
}

/** The id `GET /apikey` gives the key a request is sent with. */
export const REQUEST_API_KEY_ID = 7001;
/** Keys beside it: enough to page through. */
export const SEEDED_OTHER_API_KEY_COUNT = 24;

/** The latest month's usage record (a summary PDF exists for it) and a card payment (none does). */
export const LATEST_MONTHLY_USAGE_RECORD_ID = 910024;
export const CARD_PAYMENT_RECORD_ID = 920001;
/** Monthly usage records: one per month, the last two years. */
export const MONTHLY_USAGE_RECORD_COUNT = 24;

/** Payment requests: unpaid with an invoice, paid with an invoice, and one not invoiced yet. */
export const UNPAID_PAYMENT_REQUEST_ID = 66001;
export const PAID_PAYMENT_REQUEST_ID = 66002;
export const UNINVOICED_PAYMENT_REQUEST_ID = 66003;

const DAY_MS = 86_400_000;
const ROLES = [['User'], ['UserApi'], ['SubuserAPIBilling'], ['SubuserAPIManage', 'SubuserAPIBilling']];

/** A key shaped like bunny.net's: two GUIDs, derived from the account and the key's id. */
function apiKeyFor(accountId: string, id: number): string {
  const hex = sha256Hex(`bunny-sandbox:api-key:${accountId}:${id}`);
  return `${formatGuid(hex.slice(0, 32))}-${formatGuid(hex.slice(32, 64))}`;
}

function monthStart(now: Date, monthsBack: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
}

function billingRecords(now: Date): BillingRecordEntry[] {
  const usage = Array.from({ length: MONTHLY_USAGE_RECORD_COUNT }, (_, index): BillingRecordEntry => {
    const monthsBack = MONTHLY_USAGE_RECORD_COUNT - index;
    return {
      id: LATEST_MONTHLY_USAGE_RECORD_ID - monthsBack + 1,
      type: 3,
      amount: -Math.round((180 + 11 * index + (index % 5) * 7.35) * 100) / 100,
      timestamp: monthStart(now, monthsBack - 1),
      paymentId: null,
      payer: null,
      invoiceAvailable: true,
    };
  });
  const payments = Array.from(
    { length: 8 },
    (_, index): BillingRecordEntry => ({
      id: CARD_PAYMENT_RECORD_ID + index,
      type: 2,
      amount: 500,
      timestamp: new Date(monthStart(now, 3 * index).getTime() + 9 * DAY_MS),
      paymentId: `ch_sandbox_${index + 1}`,
      payer: 'Maja Novak',
      invoiceAvailable: true,
    }),
  );
  const extras: BillingRecordEntry[] = [
    {
      id: 930001,
      type: 5,
      amount: 50,
      timestamp: monthStart(now, 20),
      paymentId: null,
      payer: null,
      invoiceAvailable: false,
    },
    {
      id: 930002,
      type: 4,
      amount: 12.5,
      timestamp: monthStart(now, 7),
      paymentId: 're_sandbox_1',
      payer: null,
      invoiceAvailable: true,
    },
  ];
  return [...usage, ...payments, ...extras].sort((a, b) => b.timestamp.getTime() - a.timestamp.getTime());
}

function paymentRequests(now: Date): PaymentRequestEntry[] {
  const request = (id: number, daysAgo: number, amount: number, invoiceId: number | null, paid: boolean) => ({
    id,
    description: `Usage invoice, ${monthStart(now, Math.round(daysAgo / 30))
      .toISOString()
      .slice(0, 7)}`,
    amount,
    taxRate: 22,
    dateGenerated: new Date(now.getTime() - daysAgo * DAY_MS),
    dateDue: new Date(now.getTime() - (daysAgo - 14) * DAY_MS),
    paid,
    datePaid: paid ? new Date(now.getTime() - (daysAgo - 5) * DAY_MS) : null,
    invoiceId,
    bankTransferReference: `BN-${id}`,
  });
  return [
    request(UNPAID_PAYMENT_REQUEST_ID, 4, 1240, 88001, false),
    request(PAID_PAYMENT_REQUEST_ID, 34, 1180.4, 88002, true),
    request(UNINVOICED_PAYMENT_REQUEST_ID, 1, 310, null, false),
  ];
}

/** A fresh copy of the account's own records. */
export function seedAccountProfile(accountId: string, now: Date): AccountProfile {
  return {
    balance: 1832.17,
    couponBalance: 25,
    apiKeys: Array.from({ length: SEEDED_OTHER_API_KEY_COUNT }, (_, index) => {
      const id = REQUEST_API_KEY_ID + 1 + index;
      return { id, key: apiKeyFor(accountId, id), roles: ROLES[index % ROLES.length] ?? [] };
    }),
    billingRecords: billingRecords(now),
    paymentRequests: paymentRequests(now),
    savedPaymentMethods: [
      {
        token: `pm_sandbox_${sha256Hex(accountId).slice(0, 24)}`,
        lastFour: '4242',
        expirationDate: '08/29',
        email: null,
      },
      {
        token: `ba_sandbox_${sha256Hex(`${accountId}:paypal`).slice(0, 24)}`,
        lastFour: '',
        expirationDate: '',
        email: 'billing@acme-demo.com',
      },
    ],
    affiliateBalance: 73.4,
  };
}

import type {
  AuditLogOrder,
  QueryAuditLogArgs,
  QueryPriceEstimateArgs,
  QuerySearchArgs,
} from '../../__generated__/resolvers-types.js';
import {
  auditLogTokens,
  pageRequest,
  tokenPageRequest,
  type PageRequest,
  type PagingArgs,
  type TokenPageRequest,
} from '../shared/paging/index.js';
import { validatorsFor } from '../shared/validate.js';
import type { AuditLogQuery } from './client.js';

/** Every argument check of the account's fields, one entry per GraphQL field (core-api.json's limits). */
const check = validatorsFor('account');

/** The audit log keeps recent days: a year outside this range cannot have any. */
const MIN_LOG_YEAR = 2000;
const MAX_LOG_YEAR = 9999;
/** Filter values per filter, and characters per value: bunny.net sets none; these keep a URL sendable. */
const MAX_FILTER_VALUES = 20;
const MAX_FILTER_LENGTH = 100;

const ORDERS: Readonly<Record<AuditLogOrder, AuditLogQuery['Order']>> = {
  OLDEST_FIRST: 'Ascending',
  NEWEST_FIRST: 'Descending',
};

/** The filters of the audit log, each argument with bunny.net's query name. */
const FILTERS = [
  ['products', 'Product'],
  ['resourceTypes', 'ResourceType'],
  ['resourceIds', 'ResourceId'],
  ['actorIds', 'ActorId'],
] as const;

export interface AuditLogRequest {
  /** The day's midnight, UTC, as bunny.net's `date-time` path parameter. */
  readonly date: string;
  readonly query: AuditLogQuery;
  readonly page: TokenPageRequest;
}

/** A list the gateway pages itself, named so that a cursor only reads the list that made it. */
const wholeList = (list: string) => (args: PagingArgs) => pageRequest('account', list, args);

export const validate = {
  apiKeys: wholeList('apiKeys'),
  countries: wholeList('countries'),
  regions: wholeList('regions'),
  billingRecords: wholeList('billing/records'),
  pullZoneUsage: wholeList('billing/pullZoneUsage'),
  paymentRequests: wholeList('billing/paymentRequests'),

  /** The day, order and filters; a cursor only reads the list (same day, order and filters) that made it. */
  auditLog(args: QueryAuditLogArgs): AuditLogRequest {
    const year = args.date.getUTCFullYear();
    if (Number.isNaN(args.date.getTime()) || year < MIN_LOG_YEAR || year > MAX_LOG_YEAR)
      throw check.refusal('date', `date must be a day from ${MIN_LOG_YEAR}-01-01 on.`);
    const date = args.date.toISOString().replace('.000Z', 'Z');
    const query: Record<string, unknown> = args.order ? { Order: ORDERS[args.order] } : {};
    for (const [argument, name] of FILTERS) {
      const values = args[argument];
      if (values != null) query[name] = filterValues(argument, values);
    }
    const list = `auditLog/${date}?${JSON.stringify(query)}`;
    return { date, query: query as AuditLogQuery, page: tokenPageRequest('account', list, args, auditLogTokens) };
  },

  /** A search term bunny.net can take; a cursor only reads the same search. */
  search(args: QuerySearchArgs): PageRequest {
    check.requiredText('query', args.query, 1, 255);
    return pageRequest('account', `search?${args.query}`, args);
  },

  priceEstimate(args: QueryPriceEstimateArgs): void {
    check.positiveId('resourceId', args.resourceId);
    if (args.units != null && args.units < 0)
      throw check.refusal('units', `units must be a whole number from 0 on (got ${args.units}).`);
  },
};

function filterValues(argument: string, values: readonly string[]): readonly string[] {
  if (values.length === 0 || values.length > MAX_FILTER_VALUES)
    throw check.refusal(
      argument,
      `${argument} must hold 1 to ${MAX_FILTER_VALUES} values (got ${values.length}); leave it out not to filter.`,
    );
  for (const [index, value] of values.entries())
    check.requiredText(`${argument}[${index}]`, value, 1, MAX_FILTER_LENGTH);
  return values;
}

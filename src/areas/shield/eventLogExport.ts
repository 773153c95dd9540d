import type {
  EventLogFilterField,
  EventLogFilterInput,
  EventLogFilterOperator,
} from '../../__generated__/resolvers-types.js';
import { badInput } from '../../errors/gatewayError.js';
import { stringEnum } from '../shared/codecs.js';
import type { UpstreamEventLogsExportRequest } from './upstreamTypes.js';
import { ipFilterValue } from './validation.js';

/**
 * The event-log export request, checked against bunny.net's documented rules before anything is sent:
 * `to` after `from`, both inside the last 72 hours and not in the future, filters from the documented sets
 * (shield-api.json `EventLogsFilter`), `cidr` only on `ip`, and `ip` values that are addresses (or ranges for `cidr`).
 */

const EVENT_LOG_WINDOW_MS = 72 * 60 * 60 * 1000;
/** Clocks differ a little; a window end this far "in the future" is accepted as now. */
const CLOCK_SKEW_MS = 60 * 1000;
const MAX_QUERY_LENGTH = 512;
const MAX_FILTERS = 20;
const MAX_FILTER_VALUES = 100;
const MAX_VALUE_LENGTH = 512;

export const filterFields = stringEnum<EventLogFilterField>({
  FEATURE: 'feature',
  RULE_ID: 'ruleId',
  IP: 'ip',
  JA4: 'ja4',
  USER_AGENT: 'ua',
  URL: 'url',
  ASN: 'asn',
  COUNTRY: 'country',
  ACTION: 'action',
});

export const filterOperators = stringEnum<EventLogFilterOperator>({
  EQ: 'eq',
  IN: 'in',
  CONTAINS: 'contains',
  CIDR: 'cidr',
  WILDCARD: 'wildcard',
});

export interface EventLogExportArgs {
  from: Date;
  to: Date;
  query?: string | null | undefined;
  filters?: readonly EventLogFilterInput[] | null | undefined;
}

export function toUpstreamExportRequest(
  args: EventLogExportArgs,
  now: number = Date.now(),
): UpstreamEventLogsExportRequest {
  const from = args.from.getTime();
  const to = args.to.getTime();
  if (to <= from) throw badInput('shield', 'to', '`to` must be after `from`.');
  if (from > now + CLOCK_SKEW_MS) throw badInput('shield', 'from', '`from` must not be in the future.');
  if (to > now + CLOCK_SKEW_MS) throw badInput('shield', 'to', '`to` must not be in the future.');
  if (from < now - EVENT_LOG_WINDOW_MS) throw badInput('shield', 'from', '`from` must be within the last 72 hours.');
  // A `to` within the clock skew is sent as now; the window must still be non-empty after that.
  const clampedTo = Math.min(to, now);
  if (from >= clampedTo)
    throw badInput('shield', 'from', '`from` must be before now (`to` is capped at the current time).');
  const request: UpstreamEventLogsExportRequest = { from, to: clampedTo };
  if (args.query !== undefined && args.query !== null && args.query !== '') {
    if (args.query.length > MAX_QUERY_LENGTH)
      throw badInput('shield', 'query', `query must be at most ${MAX_QUERY_LENGTH} characters.`);
    request.query = args.query;
  }
  if ((args.filters?.length ?? 0) > MAX_FILTERS)
    throw badInput('shield', 'filters', `At most ${MAX_FILTERS} filters are allowed.`);
  if (args.filters && args.filters.length > 0) request.filters = args.filters.map(toUpstreamFilter);
  return request;
}

function toUpstreamFilter(filter: EventLogFilterInput, index: number) {
  const argument = `filters[${index}]`;
  if (filter.op === 'CIDR' && filter.field !== 'IP')
    throw badInput('shield', `${argument}.op`, 'The CIDR operator only applies to the IP field.');
  if (filter.values.length === 0 || filter.values.length > MAX_FILTER_VALUES) {
    throw badInput('shield', `${argument}.values`, `A filter needs 1 to ${MAX_FILTER_VALUES} values.`);
  }
  if (filter.values.some((v) => v.length === 0 || v.length > MAX_VALUE_LENGTH)) {
    throw badInput('shield', `${argument}.values`, `Filter values must be 1 to ${MAX_VALUE_LENGTH} characters.`);
  }
  if (filter.field === 'IP') {
    for (const [i, value] of filter.values.entries()) ipFilterValue(`${argument}.values[${i}]`, filter.op, value);
  }
  return {
    field: filterFields.toUpstream(filter.field),
    op: filterOperators.toUpstream(filter.op),
    value: [...filter.values],
  };
}
